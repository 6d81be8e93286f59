import { Button, Center, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { useSession } from '../../shell/session/SessionProvider';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { SubmissionDetail } from './SubmissionDetail';
import { SubmissionFilters, type StatusFilter } from './SubmissionFilters';
import { SubmissionList } from './SubmissionList';
import { useChangeTicks, useSubmissionCounts, useSubmissions } from './use-submissions';
import { WorkQueuePanel } from './WorkQueuePanel';

const PANEL_PATH = '/admin/berkas';

/** Whether this history entry was pushed by opening a row (then "close" is going back). */
const openedFromList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'fromList' in state;

/**
 * Kelola Berkas KM (SPEC.md §2): the SI-BERKAS submissions, live, with the verifiers' actions.
 * The open submission is in the URL (/admin/berkas/{id}): shareable, kept on reload, closed by
 * the back button.
 */
export default function BerkasPanelPage() {
  const { session } = useSession();
  const { submissionId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<StatusFilter>('Semua');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const ticks = useChangeTicks();
  const counts = useSubmissionCounts(debouncedSearch, ticks);
  const list = useSubmissions(
    { status: status === 'Semua' ? undefined : status, search: debouncedSearch },
    ticks,
  );
  const openId = submissionId ?? null;

  const open = (id: string) =>
    navigate(`${PANEL_PATH}/${encodeURIComponent(id)}`, { state: { fromList: true } });
  const close = () => {
    if (openedFromList(location.state)) navigate(-1);
    else navigate(PANEL_PATH, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1}>Kelola Berkas KM</Title>
      {/* Banggar lands here, not on Ringkasan: what waits for them is shown first. */}
      {session.status === 'signed-in' && session.user.role === 'banggar' && (
        <WorkQueuePanel ticks={ticks} />
      )}
      <SubmissionFilters
        status={status}
        onStatusChange={setStatus}
        counts={counts}
        search={search}
        onSearchChange={setSearch}
      />
      <AsyncContent
        // The last list stays while a newer one is read; an empty one gives way to the loader.
        value={list.loading && list.items.length === 0 ? undefined : list.items}
        error={list.error}
        errorTitle="Daftar pengajuan gagal dimuat"
        loadingLabel="Memuat pengajuan"
        empty={BERKAS_MESSAGES.emptyAdminList}
      >
        {(items) => <SubmissionList items={items} onOpen={open} />}
      </AsyncContent>
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
          onClose={close}
          toolbar={
            openId && (
              <Button
                component={Link}
                to={`${PANEL_PATH}/${encodeURIComponent(openId)}/cetak`}
                variant="default"
                size="xs"
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                Cetak Tiket
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}
