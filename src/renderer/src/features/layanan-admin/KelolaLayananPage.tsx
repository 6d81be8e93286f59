import { Badge, Group, Stack, Text } from '@mantine/core';
import { newServiceDefaults, serviceCategories } from '../../../../shared/layanan/services';
import { servicesResource } from '../../../../shared/layanan/services-resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { PublishSwitch, RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { SortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { FeaturedServicesSwitch } from './FeaturedServicesSwitch';
import { ServiceEditorModal } from './ServiceEditorModal';
import { ServiceIconGlyph } from '../layanan/service-icons';

/**
 * Kelola Layanan (SPEC.md §2): the services of "Layanan Lainnya", live: add, edit, publish,
 * delete, drag order; and the switch of the "Layanan Digital Terpadu" group.
 */
export default function KelolaLayananPage() {
  const manager = useResourceManager(servicesResource, {
    created: 'Layanan baru ditambahkan.',
    updated: 'Layanan disimpan.',
    removed: 'Layanan dihapus.',
  });
  const services = manager.records;

  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerPage
        title="Kelola Layanan"
        addLabel="Tambah Layanan"
        onAdd={() => manager.add(newServiceDefaults())}
        canAdd={!!services && !manager.busy}
        hint="Layanan yang diterbitkan tampil di bagian Layanan Lainnya pada halaman Layanan, dalam urutan ini. Seret baris atau gunakan tombol Naik/Turun untuk mengubah urutan."
        toolbar={<FeaturedServicesSwitch />}
        loading={!services}
        error={manager.error}
        empty="Belum ada layanan. Tambahkan layanan pertama dengan tombol Tambah Layanan."
        isEmpty={services?.length === 0}
        remove={manager.removeDialog(
          'Hapus layanan?',
          (record) => `Layanan "${record.judul}" akan dihapus dari halaman Layanan.`,
        )}
      >
        <SortableList
          items={services ?? []}
          label="Daftar layanan"
          nameOf={(service) => service.judul}
          busy={manager.busy}
          onReorder={(ids) => void manager.reorder(ids)}
          actions={(service) => (
            <>
              <PublishSwitch
                name={service.judul}
                published={service.published}
                onChange={(published) =>
                  void manager.patch(
                    service,
                    { published },
                    published ? 'Layanan diterbitkan.' : 'Layanan dijadikan draf.',
                  )
                }
              />
              <RecordButtons
                name={service.judul}
                onEdit={() => manager.edit(service)}
                onDelete={() => manager.askRemove(service)}
              />
            </>
          )}
        >
          {(service) => (
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ServiceIconGlyph ikon={service.ikon} size={22} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {service.judul}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light">
                    {service.kategori}
                  </Badge>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {service.link}
                  </Text>
                </Group>
              </Stack>
            </Group>
          )}
        </SortableList>
      </ManagerPage>
      <ServiceEditorModal
        draft={manager.editing}
        categories={serviceCategories(services ?? [])}
        onClose={manager.closeEditor}
        onSave={manager.save}
      />
    </>
  );
}
