import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { STRUKTUR_MESSAGES, type DivisiInput } from '../../../../shared/struktur/struktur';
import {
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../../../shared/struktur/struktur-resources';
import { useResourceList } from '../../backend/use-resource';
import { ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { notifications } from '../../ui/feedback/notify';
import { fieldProps } from '../../ui/forms/form-helpers';

const NEW_DIVISI: DivisiInput = { nama: '', deskripsi: '' };

/** The divisions in the organisation's order: the order of their sections on /struktur. */
export function DivisiSection() {
  const manager = useResourceManager(strukturDivisiResource, 'Divisi');
  const members = useResourceList(strukturAnggotaResource, 'all').records ?? [];
  const countOf = (id: string) => members.filter((m) => m.divisiId === id).length;
  const records = manager.records;
  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerSection
        manager={manager}
        title="Divisi"
        headingOrder={2}
        addLabel="Tambah Divisi"
        onAdd={() => manager.add(NEW_DIVISI)}
        hint="Urutan divisi adalah urutan bagian di halaman Struktur. Divisi tanpa pengurus tidak ditampilkan."
        empty="Belum ada divisi."
        remove={manager.removeDialog(
          'Hapus divisi?',
          (record) => `Divisi "${record.nama}" akan dihapus dari halaman Struktur.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={records ?? []}
          label="Daftar divisi"
          nameOf={(d) => d.nama}
          onDelete={(d) => {
            const count = countOf(d.id);
            // Its members would be left without a division: they are moved or removed first.
            // The backend refuses too (removeGuards), with the same message, when another
            // admin added a member meanwhile; the manager shows that refusal.
            if (count > 0)
              notifications.show({
                color: 'red',
                title: STRUKTUR_MESSAGES.divisiHasMembersTitle,
                message: STRUKTUR_MESSAGES.divisiHasMembers(d.nama, count),
              });
            else manager.askRemove(d);
          }}
        >
          {(d) => (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {d.nama}
              </Text>
              <Text size="sm" c="dimmed">
                {countOf(d.id)} pengurus
              </Text>
            </Stack>
          )}
        </ManagedSortableList>
      </ManagerSection>
      <RecordEditorModal manager={manager} noun="Divisi">
        {(form) => (
          <>
            <TextInput
              label="Nama Divisi"
              placeholder="Kementerian …"
              withAsterisk
              data-autofocus
              {...fieldProps(form, 'nama')}
            />
            <Textarea
              label="Deskripsi"
              autosize
              minRows={2}
              maxRows={6}
              {...fieldProps(form, 'deskripsi')}
            />
          </>
        )}
      </RecordEditorModal>
    </>
  );
}
