import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconLink } from '@tabler/icons-react';
import { newDocumentDefaults, OTHER_CATEGORY_NAME } from '../../../../shared/dokumen/documents';
import {
  documentCategoriesResource,
  documentsResource,
} from '../../../../shared/dokumen/documents-resource';
import { useResourceList } from '../../backend/use-resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { CategoryManager } from './CategoryManager';
import { DocumentFields } from './DocumentFields';

/**
 * Kelola Dokumen (SPEC.md §2): the categories, then the documents in the order /dokumen lists
 * them within each category; add, edit, delete, drag.
 */
export default function KelolaDokumenPage() {
  const manager = useResourceManager(documentsResource, 'Dokumen');
  const { records: categories } = useResourceList(documentCategoriesResource, 'all');
  const documents = manager.records;
  const categoryName = (id: string) =>
    categories?.find((category) => category.id === id)?.nama ?? OTHER_CATEGORY_NAME;
  const documentCount = (categoryId: string) =>
    documents?.filter((doc) => doc.kategoriId === categoryId).length ?? 0;

  return (
    <>
      <ManagerPage
        manager={manager}
        title="Kelola Dokumen"
        addLabel="Tambah Dokumen"
        onAdd={() => manager.add(newDocumentDefaults(categories?.[0]?.id ?? ''))}
        canAdd={!!documents && !!categories && categories.length > 0 && !manager.busy}
        hint="Seret baris atau gunakan tombol Naik/Turun untuk mengubah urutan dokumen; di halaman Dokumen, urutan ini berlaku di dalam setiap kategori."
        toolbar={<CategoryManager documentCount={documentCount} />}
        empty="Belum ada dokumen."
        remove={manager.removeDialog(
          'Hapus dokumen?',
          (record) => `Dokumen "${record.judul}" akan dihapus dari halaman Dokumen.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={documents ?? []}
          label="Daftar dokumen"
          nameOf={(doc) => doc.judul}
        >
          {(doc) => (
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {doc.judul}
              </Text>
              <Group gap={6}>
                <Badge size="xs" variant="light">
                  {categoryName(doc.kategoriId)}
                </Badge>
                <Group gap={2} c="dimmed">
                  {doc.berkas ? (
                    <IconFileTypePdf size={14} aria-hidden />
                  ) : (
                    <IconLink size={14} aria-hidden />
                  )}
                  <Text size="xs">{doc.berkas ? 'PDF' : 'Tautan'}</Text>
                </Group>
              </Group>
            </Stack>
          )}
        </ManagedSortableList>
      </ManagerPage>
      <RecordEditorModal manager={manager} noun="Dokumen">
        {(form) => <DocumentFields form={form} categories={categories ?? []} />}
      </RecordEditorModal>
    </>
  );
}
