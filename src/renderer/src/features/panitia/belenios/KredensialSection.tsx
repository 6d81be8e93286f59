import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CommitteeElection } from '../../../../../shared/evoting/election-views';
import type { CredentialStatus } from '../../../backend/belenios-committee-api';
import { useBackend } from '../../../backend/use-backend';
import { saveBlob } from '../../../lib/save-blob';
import { errorMessage, notifyError } from '../../../ui/admin-kit/admin-notify';
import { notifications } from '../../../ui/feedback/notify';
import { useConfirm } from '../../../ui/feedback/use-confirm';
import { KREDENSIAL_TEXT as T } from './belenios-committee-text';
import type { MadeCredential } from './credential-messages';
import { type CredentialRunner, credentialWorkerRunner } from './credential-runner';
import { credentialsCsv, credentialsFileName, printCredentials } from './credential-sheet';
import { issueInBatches } from './issue-credentials';

const notifyProblem = (message: string) =>
  notifications.show({ color: 'red', title: 'Gagal', message });

type Run =
  | { status: 'idle'; problem?: string | null }
  | { status: 'making'; done: number; total: number }
  | { status: 'sending'; done: number; total: number }
  | { status: 'done'; credentials: MadeCredential[]; problem: string | null };

/**
 * "Kredensial Pemilih" before opening (issue 34 item 2): how many verified voters have a
 * credential, who has not, and — for those who cannot make their own — this browser as the
 * credential authority: codes made in a worker, public parts registered, the codes downloaded at
 * once as CSV (and printable); they are kept nowhere else.
 */
export function KredensialSection(props: {
  election: CommitteeElection;
  uuid: string | null;
  status: CredentialStatus | null | undefined;
  onChanged(): void;
  runner?: CredentialRunner;
}) {
  const { election, uuid, status } = props;
  const runner = props.runner ?? credentialWorkerRunner;
  const backend = useBackend();
  const confirm = useConfirm();
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const missing = status?.tanpaKredensial ?? [];

  const save = (credentials: readonly MadeCredential[]) => {
    if (uuid === null) return;
    saveBlob(
      new Blob([credentialsCsv(credentials)], { type: 'text/csv;charset=utf-8' }),
      credentialsFileName(uuid),
    );
  };

  const register = async (credentials: MadeCredential[]) => {
    setRun({ status: 'sending', done: 0, total: credentials.length });
    const api = (await backend).beleniosCommittee;
    const { registered, error } = await issueInBatches(api, election.id, credentials, (done) =>
      setRun({ status: 'sending', done, total: credentials.length }),
    );
    // The codes go to the file at once: nothing else keeps them once this page is left.
    if (registered.length > 0) save(registered);
    const problem = error === null ? null : errorMessage(error);
    // Nothing registered: back to the button, the reason kept on screen, so the committee can
    // try again without reloading (a toast alone fades away).
    setRun(
      registered.length === 0
        ? { status: 'idle', problem }
        : { status: 'done', credentials: registered, problem },
    );
    if (error !== null) notifyError(error);
    props.onChanged();
  };

  const make = () => {
    if (uuid === null || missing.length === 0) return;
    const voters = missing.map(({ voterId, nim, nama }) => ({ voterId, nim, nama }));
    setRun({ status: 'making', done: 0, total: voters.length });
    stop.current = runner(uuid, voters, (message) => {
      if (message.type === 'progress') setRun({ status: 'making', ...message });
      else if (message.type === 'error') {
        setRun({ status: 'idle', problem: message.message });
        notifyProblem(message.message);
      } else void register(message.credentials);
    });
  };

  const ask = () =>
    confirm.ask({
      title: T.confirmTitle,
      message: T.confirmBody(missing.length),
      confirmLabel: T.confirm,
      run: async () => {
        make();
        return true;
      },
    });

  const busy = run.status === 'making' || run.status === 'sending';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kredensial-pemilih">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kredensial-pemilih">
          {T.heading}
        </Title>
        <Text size="sm">{T.intro}</Text>
        {uuid === null ? (
          <Text size="sm" c="dimmed">
            {T.needsTrustees}
          </Text>
        ) : (
          status && (
            <>
              <Text size="sm" fw={600} data-testid="ringkasan-kredensial">
                {missing.length === 0
                  ? T.allDone
                  : T.summary(status.jumlahKredensial, missing.length)}
              </Text>
              {missing.length > 0 && <MissingList voters={missing} />}
              {missing.length > 0 && run.status !== 'done' && (
                <>
                  <Text size="sm">{T.authorityHint}</Text>
                  <Group>
                    <Button onClick={ask} loading={busy} disabled={busy}>
                      {T.make(missing.length)}
                    </Button>
                  </Group>
                </>
              )}
            </>
          )
        )}
        {run.status === 'idle' && run.problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={T.failed}>
            {run.problem}
          </Alert>
        )}
        {busy && (
          <Stack gap={4} role="status">
            <Text size="sm">{run.status === 'making' ? T.making : T.sending}</Text>
            <Progress value={run.total === 0 ? 0 : (run.done / run.total) * 100} animated />
            <Text size="xs" c="dimmed">
              {run.done.toLocaleString('id-ID')} / {run.total.toLocaleString('id-ID')}
            </Text>
          </Stack>
        )}
        {run.status === 'done' && run.credentials.length > 0 && (
          <Stack gap="sm">
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={T.made(run.credentials.length)}
            >
              {T.handOver}
              {run.problem && (
                <Text size="sm" mt="xs">
                  {T.partial(run.credentials.length)} {run.problem}
                </Text>
              )}
            </Alert>
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => save(run.credentials)}
              >
                {T.downloadAgain}
              </Button>
              <Button
                variant="light"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => {
                  if (!printCredentials(election.nama, run.credentials))
                    notifyProblem(T.printBlocked);
                }}
              >
                {T.print}
              </Button>
              <Button variant="default" onClick={() => setRun({ status: 'idle' })}>
                {T.clear}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {confirm.modal}
    </Paper>
  );
}

function MissingList(props: { voters: CredentialStatus['tanpaKredensial'] }) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={T.missingList}
      mah={260}
      style={{ overflowY: 'auto' }}
    >
      <Table verticalSpacing={4} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>NIM</Table.Th>
            <Table.Th>Nama</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.voters.map((v) => (
            <Table.Tr key={v.voterId}>
              <Table.Td>{v.nim}</Table.Td>
              <Table.Td>{v.nama}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
