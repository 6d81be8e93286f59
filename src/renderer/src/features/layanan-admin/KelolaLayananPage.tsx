import { Badge, Group, Stack, Text } from '@mantine/core';
import { newServiceDefaults, serviceCategories } from '../../../../shared/layanan/services';
import { servicesResource } from '../../../../shared/layanan/services-resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { PublishSwitch } from '../../ui/admin-kit/RecordButtons';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
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
        manager={manager}
        title="Kelola Layanan"
        addLabel="Tambah Layanan"
        onAdd={() => manager.add(newServiceDefaults())}
        hint="Layanan yang diterbitkan tampil di bagian Layanan Lainnya pada halaman Layanan, dalam urutan ini. Seret baris atau gunakan tombol Naik/Turun untuk mengubah urutan."
        toolbar={<FeaturedServicesSwitch />}
        empty="Belum ada layanan. Tambahkan layanan pertama dengan tombol Tambah Layanan."
        remove={manager.removeDialog(
          'Hapus layanan?',
          (record) => `Layanan "${record.judul}" akan dihapus dari halaman Layanan.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={services ?? []}
          label="Daftar layanan"
          nameOf={(service) => service.judul}
          before={(service) => (
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
        </ManagedSortableList>
      </ManagerPage>
      <ServiceEditorModal manager={manager} categories={serviceCategories(services ?? [])} />
    </>
  );
}
