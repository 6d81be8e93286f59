import { ActionIcon, Badge, Checkbox, Stack, Switch, Table, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { nextPeminjaman } from '../../../../shared/keterbukaan/aset-admin-list';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import { AdminTableHead, RecordActionsCell } from '../../ui/admin-kit/RecordTable';
import { KONDISI_COLOURS } from '../aset/aset-format';

export interface AsetRowActions {
  /** Saves one field at once through the update route (its history entry included). */
  toggle(aset: AsetRecord, values: Partial<AsetRecord>, done: string): void;
  edit(aset: AsetRecord): void;
  remove(aset: AsetRecord): void;
  showQr(aset: AsetRecord): void;
}

/**
 * One page of Kelola Aset's list: a checkbox per asset (for "Cetak Label"), its name, code and
 * location, condition, and the quick toggles (public, borrowable, lent/available) that save at
 * once; then its QR code, edit and delete.
 */
export function AsetAdminTable(props: {
  rows: readonly AsetRecord[];
  selected: ReadonlySet<string>;
  onSelect(ids: readonly string[], chosen: boolean): void;
  actions: AsetRowActions;
}) {
  const { rows, selected, actions } = props;
  const allChosen = rows.length > 0 && rows.every((aset) => selected.has(aset.id));
  const someChosen = rows.some((aset) => selected.has(aset.id));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <AdminTableHead
          columns={[
            {
              label: (
                <Checkbox
                  aria-label="Pilih semua aset di halaman ini"
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={(event) =>
                    props.onSelect(
                      rows.map((aset) => aset.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              ),
              w: 40,
            },
            'Aset',
            'Kondisi',
            'Publik',
            'Bisa Dipinjam',
            'Peminjaman',
          ]}
        />
        <Table.Tbody>
          {rows.map((aset) => (
            <Table.Tr key={aset.id} data-testid="aset-row">
              <Table.Td>
                <Checkbox
                  aria-label={`Pilih: ${aset.namaAset}`}
                  checked={selected.has(aset.id)}
                  onChange={(event) => props.onSelect([aset.id], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={500}>{aset.namaAset}</Text>
                  <Text size="xs" c="dimmed">
                    {[aset.kodeAset, aset.lokasiPenyimpanan, `${aset.jumlahAset} unit`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={KONDISI_COLOURS[aset.statusKondisi]}>
                  {aset.statusKondisi}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Switch
                  size="sm"
                  checked={aset.published}
                  aria-label={`Tampilkan di Publik: ${aset.namaAset}`}
                  label={aset.published ? 'Publik' : 'Privat'}
                  onChange={(event) => {
                    const published = event.currentTarget.checked;
                    actions.toggle(
                      aset,
                      { published },
                      published ? 'Aset ditampilkan di publik.' : 'Aset disembunyikan dari publik.',
                    );
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  size="sm"
                  checked={aset.dapatDipinjamkan}
                  aria-label={`Dapat Dipinjamkan: ${aset.namaAset}`}
                  label={aset.dapatDipinjamkan ? 'Ya' : 'Tidak'}
                  onChange={(event) => {
                    const dapatDipinjamkan = event.currentTarget.checked;
                    actions.toggle(
                      aset,
                      { dapatDipinjamkan },
                      dapatDipinjamkan ? 'Aset dapat dipinjamkan.' : 'Aset tidak dipinjamkan.',
                    );
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  size="sm"
                  color="orange"
                  checked={aset.statusPeminjaman === 'Dipinjam'}
                  aria-label={`Sedang Dipinjam: ${aset.namaAset}`}
                  label={aset.statusPeminjaman}
                  onChange={() => {
                    const statusPeminjaman = nextPeminjaman(aset.statusPeminjaman);
                    actions.toggle(aset, { statusPeminjaman }, `Status aset: ${statusPeminjaman}.`);
                  }}
                />
              </Table.Td>
              <RecordActionsCell
                name={aset.namaAset}
                onEdit={() => actions.edit(aset)}
                onDelete={() => actions.remove(aset)}
                before={
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Kode QR: ${aset.namaAset}`}
                    title="Kode QR"
                    onClick={() => actions.showQr(aset)}
                  >
                    <IconQrcode size={16} aria-hidden />
                  </ActionIcon>
                }
              />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
