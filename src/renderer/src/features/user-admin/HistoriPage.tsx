import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { notifications } from '../../ui/feedback/notify';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useBackend } from '../../backend/use-backend';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { HistoriFilters } from './HistoriFilters';
import { saveBlob } from '../../lib/save-blob';
import { historiCsvFileName } from './histori-download';
import { HistoriTable } from './HistoriTable';
import { EMPTY_HISTORI_FILTER, useHistori } from './use-histori';
import { errorMessage } from './use-user-actions';
import { USER_ADMIN_MESSAGES as M } from './user-admin-messages';

/** Log Aktivitas (master only): the append-only history, filtered, paged and exported. */
export default function HistoriPage() {
  const backend = useBackend();
  const [input, setInput] = useState(EMPTY_HISTORI_FILTER);
  const histori = useHistori(input);
  const [exporting, setExporting] = useState(false);
  const data = histori.value;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await (await backend).histori.exportCsv(histori.filter);
      saveBlob(blob, historiCsvFileName());
    } catch (error) {
      notifications.show({ color: 'red', title: M.exportFailed, message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Log Aktivitas
          </Title>
          <Group gap={6} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="sm">{M.historiReadOnly}</Text>
          </Group>
        </Stack>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Ekspor CSV
        </Button>
      </Group>
      <HistoriFilters value={input} onChange={setInput} />
      <AsyncContent
        value={data}
        error={histori.error}
        onRetry={histori.refresh}
        errorTitle="Log aktivitas tidak dapat dimuat"
        loadingLabel="Memuat log aktivitas"
        empty={M.noMatchingHistori}
        isEmpty={(page) => page.entries.length === 0}
        refreshing={histori.loading}
      >
        {(page) => (
          <Stack gap="sm">
            <HistoriTable entries={page.entries} />
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {page.total} aktivitas
              </Text>
              {totalPages > 1 && (
                <Pagination
                  total={totalPages}
                  value={histori.page}
                  onChange={histori.setPage}
                  disabled={histori.loading}
                  aria-label="Halaman log aktivitas"
                  getItemProps={(item) => ({ 'aria-label': `Halaman ${item}` })}
                  getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
                />
              )}
            </Group>
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

const CONTROL_LABELS = {
  first: 'Halaman pertama',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
  last: 'Halaman terakhir',
} as const;
