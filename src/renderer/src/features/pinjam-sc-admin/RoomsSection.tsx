import { Badge, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { scRoomsResource } from '../../../../shared/sc/rooms-resource';
import { ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { fieldProps } from '../../ui/forms/form-helpers';

/**
 * The rooms, and which rooms a combined room is made of ("Badminton Barat & Timur" = Barat +
 * Timur): a booking of the combination takes both halves (booking-rules.ts).
 */
export function RoomsSection() {
  const manager = useResourceManager(scRoomsResource, 'Ruangan');
  const rooms = manager.records;
  const nameOf = (id: string) => rooms?.find((room) => room.id === id)?.nama ?? id;
  // A combination is made of single rooms only, never of itself.
  const singles = (editingId: string | null) =>
    (rooms ?? []).filter((room) => room.gabungan.length === 0 && room.id !== editingId);

  return (
    <>
      <ManagerSection
        manager={manager}
        title="Ruangan"
        headingOrder={2}
        addLabel="Tambah Ruangan"
        onAdd={() => manager.add({ nama: '', gabungan: [] })}
        hint="Ruangan gabungan (misalnya Badminton Barat & Timur) terisi bila salah satu ruangan penyusunnya dipinjam, dan sebaliknya."
        empty="Belum ada ruangan."
        remove={manager.removeDialog(
          'Hapus ruangan?',
          (room) => `Ruangan "${room.nama}" akan dihapus dari formulir peminjaman.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={rooms ?? []}
          label="Daftar ruangan"
          nameOf={(room: ScRoom) => room.nama}
        >
          {(room) => (
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {room.nama}
              </Text>
              {room.gabungan.length > 0 && (
                <Group gap={4}>
                  <Badge size="xs" variant="light">
                    Gabungan
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {room.gabungan.map(nameOf).join(' + ')}
                  </Text>
                </Group>
              )}
            </Stack>
          )}
        </ManagedSortableList>
      </ManagerSection>
      <RecordEditorModal manager={manager} noun="Ruangan">
        {(form) => (
          <>
            <TextInput label="Nama Ruangan" required data-autofocus {...fieldProps(form, 'nama')} />
            <Checkbox.Group
              label="Gabungan dari"
              description="Kosongkan untuk ruangan tunggal; pilih minimal 2 ruangan untuk ruangan gabungan."
              value={form.getValues().gabungan}
              onChange={(ids) => form.setFieldValue('gabungan', ids)}
              error={form.errors['gabungan']}
            >
              <Stack gap={6} mt={6}>
                {singles(manager.editing?.id ?? null).map((room) => (
                  <Checkbox key={room.id} value={room.id} label={room.nama} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
      </RecordEditorModal>
    </>
  );
}
