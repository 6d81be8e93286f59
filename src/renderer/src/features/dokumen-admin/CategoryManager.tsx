import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DOCUMENT_LIMITS } from '../../../../shared/dokumen/documents';
import { documentCategoriesResource } from '../../../../shared/dokumen/documents-resource';
import { ConfirmModal } from '../../ui/feedback/ConfirmModal';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { fieldProps } from '../../ui/forms/form-helpers';

/**
 * The categories of Kelola Dokumen, in the order /dokumen shows its groups. A removed category's
 * documents stay, under "Lainnya" until they are moved.
 */
export function CategoryManager(props: { documentCount(categoryId: string): number }) {
  const manager = useResourceManager(documentCategoriesResource, 'Kategori');
  const categories = manager.records;
  const deleting = manager.deleting?.record;
  const inDeleting = deleting ? props.documentCount(deleting.id) : 0;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Kategori
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!categories}
            onClick={() => manager.add({ nama: '' })}
          >
            Tambah Kategori
          </Button>
        </Group>
        {manager.error && <Text c="red">{manager.error.message}</Text>}
        {categories?.length === 0 && (
          <Text c="dimmed" size="sm">
            Belum ada kategori. Tambahkan kategori sebelum menambah dokumen.
          </Text>
        )}
        {categories && categories.length > 0 && (
          <ManagedSortableList
            manager={manager}
            items={categories}
            label="Daftar kategori dokumen"
            nameOf={(category) => category.nama}
          >
            {(category) => (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {category.nama}{' '}
                <Text span size="xs" c="dimmed">
                  ({props.documentCount(category.id)} dokumen)
                </Text>
              </Text>
            )}
          </ManagedSortableList>
        )}
      </Stack>
      <RecordEditorModal manager={manager} noun="Kategori" size="md">
        {(form) => (
          <TextInput
            label="Nama Kategori"
            required
            maxLength={DOCUMENT_LIMITS.categoryNameMax}
            data-autofocus
            {...fieldProps(form, 'nama')}
          />
        )}
      </RecordEditorModal>
      <ConfirmModal
        opened={manager.deleting?.open ?? false}
        title="Hapus kategori?"
        message={
          inDeleting > 0
            ? `Kategori "${deleting?.nama ?? ''}" akan dihapus; ${inDeleting} dokumennya tampil di kelompok Lainnya sampai dipindahkan.`
            : `Kategori "${deleting?.nama ?? ''}" akan dihapus.`
        }
        confirmLabel="Hapus"
        loading={manager.removing}
        onConfirm={() => void manager.remove()}
        onClose={manager.closeRemove}
      />
    </Card>
  );
}
