import { Group, Loader, Text } from '@mantine/core';

export function PageLoading() {
  return (
    <Group justify="center" gap="sm" py={96} role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">Memuat halaman…</Text>
    </Group>
  );
}
