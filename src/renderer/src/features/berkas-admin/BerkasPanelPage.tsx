import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { useSession } from '../../app/session/SessionProvider';
import { SubmissionDetail } from './SubmissionDetail';
import { SubmissionFilters, type StatusFilter } from './SubmissionFilters';
import { SubmissionList } from './SubmissionList';
import { useChangeTicks, useSubmissions } from './use-submissions';

/** Kelola Berkas KM (SPEC.md §2): the SI-BERKAS submissions, live, with the verifiers' actions. */
export default function BerkasPanelPage() {
  const { session } = useSession();
  const [status, setStatus] = useState<StatusFilter>('Semua');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const ticks = useChangeTicks();
  const list = useSubmissions(
    { status: status === 'Semua' ? undefined : status, search: debouncedSearch },
    ticks,
  );

  return (
    <Stack gap="md">
      <Title order={1}>Kelola Berkas KM</Title>
      <SubmissionFilters
        status={status}
        onStatusChange={setStatus}
        search={search}
        onSearchChange={setSearch}
      />
      {list.error && <Alert color="red">{list.error}</Alert>}
      {list.loading && list.items.length === 0 && !list.error ? (
        <Center py="xl">
          <Loader aria-label="Memuat pengajuan" />
        </Center>
      ) : list.items.length === 0 && !list.error ? (
        <Text c="dimmed">{BERKAS_MESSAGES.emptyAdminList}</Text>
      ) : (
        <SubmissionList items={list.items} onOpen={setOpenId} />
      )}
      {list.items.length < list.total && (
        <Center>
          <Button variant="light" onClick={list.loadMore} loading={list.loading}>
            Muat Lebih Banyak
          </Button>
        </Center>
      )}
      {session.status === 'signed-in' && (
        <SubmissionDetail
          id={openId}
          ticks={ticks}
          user={session.user}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  );
}
