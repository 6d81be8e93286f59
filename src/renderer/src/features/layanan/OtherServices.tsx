import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { serviceCategories } from '../../../../shared/layanan/services';
import { servicesResource } from '../../../../shared/layanan/services-resource';
import type { RecordOf } from '../../../../shared/resources/resource';
import { useResourceList } from '../../backend/use-resource';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ServiceIconGlyph } from './service-icons';

type Service = RecordOf<typeof servicesResource>;

// The modal (and Mantine's focus trap, scroll lock and portal under it) is downloaded on the first
// click: the page's first load stays within its JS budget.
const ServiceFormModal = lazy(() => import('./ServiceFormModal'));

export const OTHER_SERVICES_TEXTS = {
  title: 'Layanan Lainnya',
  all: 'Semua',
  empty: 'Belum ada layanan yang dipublikasikan.',
  open: 'Buka Formulir',
} as const;

/**
 * "Layanan Lainnya" (ORIGINAL.md §1.3): the published services in their drag order, filtered by
 * category, each opening its form in a modal. Live, and rendered by the server with the page.
 */
export function OtherServices() {
  const { records, error } = useResourceList(servicesResource, 'public');
  const [category, setCategory] = useState<string>(OTHER_SERVICES_TEXTS.all);
  const [open, setOpen] = useState<{ service: Service; opened: boolean } | null>(null);

  return (
    <Stack gap="md" component="section" aria-labelledby="layanan-lainnya">
      <Title order={2} id="layanan-lainnya">
        {OTHER_SERVICES_TEXTS.title}
      </Title>
      <AsyncContent
        value={records}
        error={error}
        errorTitle="Daftar layanan tidak dapat dimuat"
        loadingLabel="Memuat daftar layanan"
        empty={OTHER_SERVICES_TEXTS.empty}
      >
        {(services) => {
          const categories = serviceCategories(services);
          // A category that disappeared (its last service unpublished) falls back to all.
          const current = categories.includes(category) ? category : OTHER_SERVICES_TEXTS.all;
          const shown =
            current === OTHER_SERVICES_TEXTS.all
              ? services
              : services.filter((service) => service.kategori === current);
          return (
            <Stack gap="md">
              {categories.length > 1 && (
                <Group gap="xs" role="group" aria-label="Filter kategori layanan">
                  {[OTHER_SERVICES_TEXTS.all, ...categories].map((name) => (
                    <Button
                      key={name}
                      size="xs"
                      radius="xl"
                      variant={name === current ? 'filled' : 'default'}
                      aria-pressed={name === current}
                      onClick={() => setCategory(name)}
                    >
                      {name}
                    </Button>
                  ))}
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {shown.map((service) => (
                  <OtherServiceCard
                    key={service.id}
                    service={service}
                    onOpen={() => setOpen({ service, opened: true })}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        }}
      </AsyncContent>
      {open && (
        <Suspense fallback={null}>
          <ServiceFormModal
            service={open.service}
            opened={open.opened}
            onClose={() => setOpen((current) => current && { ...current, opened: false })}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function OtherServiceCard(props: { service: Service; onOpen(): void }) {
  const { service } = props;
  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <ServiceIconGlyph ikon={service.ikon} size={22} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {service.judul}
            </Title>
            <Text size="xs" c="dimmed">
              {service.kategori}
            </Text>
          </Stack>
        </Group>
        {service.deskripsi && (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {service.deskripsi}
          </Text>
        )}
        <Group mt="auto">
          <Button
            variant="light"
            onClick={props.onOpen}
            aria-label={`${OTHER_SERVICES_TEXTS.open}: ${service.judul}`}
          >
            {OTHER_SERVICES_TEXTS.open}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
