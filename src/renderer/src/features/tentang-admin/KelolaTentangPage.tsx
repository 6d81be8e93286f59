import { Badge, Stack, Text } from '@mantine/core';
import { CONTACT_TYPE_LABELS, type TentangInput } from '../../../../shared/tentang/tentang';
import { tentangResource } from '../../../../shared/tentang/tentang-resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { SectionEditorFields } from './SectionEditorFields';

const NEW_SECTION: TentangInput = { judul: '', isi: '', contactType: null };

const summary = (section: TentangInput) =>
  section.contactType
    ? `${CONTACT_TYPE_LABELS[section.contactType]}: ${section.isi}`
    : section.isi.replace(/\s+/g, ' ');

/** Kelola Halaman Tentang (master, ORIGINAL.md §7.5): the About page's sections, live. */
export default function KelolaTentangPage() {
  const manager = useResourceManager(tentangResource, {
    created: 'Bagian baru ditambahkan.',
    updated: 'Bagian disimpan.',
    removed: 'Bagian dihapus.',
  });
  const sections = manager.records;
  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerPage
        manager={manager}
        title="Kelola Halaman Tentang"
        addLabel="Tambah Bagian"
        onAdd={() => manager.add(NEW_SECTION)}
        hint="Bagian tampil di halaman Tentang dalam urutan ini: seret baris atau gunakan tombol Naik/Turun. Visi dan Misi tampil berdampingan, dan semua bagian Kontak Kami menjadi satu daftar kontak."
        empty="Belum ada bagian. Halaman Tentang menampilkan “Konten untuk halaman ini sedang disiapkan.”"
        remove={manager.removeDialog(
          'Hapus bagian?',
          (record) => `Bagian "${record.judul}" akan dihapus dari halaman Tentang.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={sections ?? []}
          label="Daftar bagian halaman Tentang"
          nameOf={(section) => section.judul}
        >
          {(section) => (
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {section.judul}
                {section.contactType && (
                  <Badge size="xs" variant="light" ml="xs">
                    Kontak
                  </Badge>
                )}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {summary(section)}
              </Text>
            </Stack>
          )}
        </ManagedSortableList>
      </ManagerPage>
      <RecordEditorModal manager={manager} noun="Bagian">
        {(form) => <SectionEditorFields form={form} />}
      </RecordEditorModal>
    </>
  );
}
