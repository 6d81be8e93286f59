import { Stack, Text } from '@mantine/core';
import type { ImageRef } from '../../../../shared/images/image-ref';
import { PersonAvatar } from '../struktur/PersonCard';

/** A person in a manager's list: the photo's thumbnail (or initials), name and position. */
export function PersonRow(props: { nama: string; jabatan: string; foto: ImageRef | null }) {
  return (
    <>
      <PersonAvatar name={props.nama} foto={props.foto} size={40} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {props.nama}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.jabatan}
        </Text>
      </Stack>
    </>
  );
}
