import { Badge, Group } from '@mantine/core';
import type { AsetKondisi, AsetPeminjaman } from '../../../../shared/keterbukaan/aset';
import { KONDISI_COLOURS, pinjamLabel } from './aset-format';

/** "Bisa Dipinjam"/"Tidak Dipinjamkan", the condition and Tersedia/Dipinjam (ORIGINAL.md §2.4). */
export function AsetBadges(props: {
  dapatDipinjamkan: boolean;
  statusKondisi: AsetKondisi;
  statusPeminjaman: AsetPeminjaman;
  size?: 'sm' | 'md';
}) {
  const size = props.size ?? 'sm';
  return (
    <Group gap={6}>
      <Badge size={size} variant="light" color={props.dapatDipinjamkan ? 'blue' : 'gray'}>
        {pinjamLabel(props.dapatDipinjamkan)}
      </Badge>
      <Badge size={size} variant="light" color={KONDISI_COLOURS[props.statusKondisi]}>
        {props.statusKondisi}
      </Badge>
      <Badge
        size={size}
        variant="outline"
        color={props.statusPeminjaman === 'Dipinjam' ? 'orange' : 'teal'}
      >
        {props.statusPeminjaman}
      </Badge>
    </Group>
  );
}
