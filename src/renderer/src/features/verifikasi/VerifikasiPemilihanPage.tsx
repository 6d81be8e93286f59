import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBackend } from '../../backend/use-backend';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { LocalArchivePicker } from './LocalArchivePicker';
import { loadArchive } from './load-archive';
import { localArchiveProblem } from './local-archive';
import { OfflineCheckSection } from './OfflineCheckSection';
import { useRecordVerification } from './use-record-verification';
import { VerificationReport } from './VerificationReport';
import { VERIFIKASI_TEXT as T } from './verifikasi-text';
import { type VerificationRunner, workerRunner } from './worker-runner';

/** Which record is checked: the election's official archive, or a file from the visitor. */
type Source = { kind: 'official' } | { kind: 'local'; fileName: string };

/** The official archive's download, without its bytes (they go to the worker). */
type OfficialLoad =
  | { status: 'loading' }
  | { status: 'loaded' }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/**
 * /hasil/{eventId}/verifikasi (issue 34 item 5): downloads the election's whole public record
 * (`UUID.bel`) and re-checks it in a Web Worker on the visitor's device, step by step; or checks
 * a `.bel` the visitor picks. `runner` is where the checks run (a test gives its own).
 */
export default function VerifikasiPemilihanPage(props: { runner?: VerificationRunner }) {
  const { eventId = '' } = useParams();
  // A new election is a new page: nothing of the previous one's run or file is kept.
  return <Verification key={eventId} eventId={eventId} runner={props.runner ?? workerRunner} />;
}

function Verification(props: { eventId: string; runner: VerificationRunner }) {
  const { eventId } = props;
  const backend = useBackend();
  const { state, verify } = useRecordVerification(props.runner);
  const [source, setSource] = useState<Source>({ kind: 'official' });
  const [official, setOfficial] = useState<OfficialLoad>({ status: 'loading' });
  // The official file as downloaded, to save for belenios-tool (the worker takes the bytes over).
  const [officialFile, setOfficialFile] = useState<Blob | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [localProblem, setLocalProblem] = useState<string | null>(null);

  useEffect(() => {
    if (source.kind !== 'official') return;
    let left = false;
    void loadArchive(async () => (await backend).ballot.record(eventId)).then((outcome) => {
      if (left) return; // this page moved on
      if (outcome.status === 'loaded') {
        setOfficial({ status: 'loaded' });
        setOfficialFile(new Blob([outcome.bytes], { type: 'application/octet-stream' }));
        verify(outcome.bytes);
      } else {
        setOfficial(outcome);
      }
    });
    return () => {
      left = true;
    };
  }, [backend, eventId, attempt, source.kind, verify]);

  const checkOfficial = () => {
    setOfficial({ status: 'loading' });
    setSource({ kind: 'official' });
    setAttempt((n) => n + 1);
  };
  const checkLocal = (file: File) => {
    const problem = localArchiveProblem(file);
    setLocalProblem(problem);
    if (problem !== null) return;
    setSource({ kind: 'local', fileName: file.name });
    verify(file.arrayBuffer());
  };

  // The official file is saved under Belenios' own name, UUID.bel, once its election is known.
  const officialUuid =
    source.kind === 'official' && state.status !== 'idle' ? state.election?.uuid : undefined;
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{T.title}</Title>
          <Text mt="xs">{T.intro}</Text>
        </div>
        <SectionPanel aria-labelledby="hasil-pemeriksaan">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="hasil-pemeriksaan">
                {T.reportTitle}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <span>
                  {source.kind === 'official' ? T.officialSource : T.localSource(source.fileName)}
                </span>
                {source.kind === 'local' && (
                  <>
                    {' · '}
                    <Anchor component="button" type="button" size="sm" onClick={checkOfficial}>
                      {T.backToOfficial}
                    </Anchor>
                  </>
                )}
              </Text>
            </div>
            {source.kind === 'official' && official.status === 'loading' && (
              <Group gap="sm" role="status">
                <Loader size="sm" />
                <Text size="sm">{T.downloading}</Text>
              </Group>
            )}
            {source.kind === 'official' && official.status === 'missing' && (
              <Alert color="gray" icon={<IconInfoCircle size={20} aria-hidden />} title={T.missing}>
                {T.missingBody}
              </Alert>
            )}
            {source.kind === 'official' && official.status === 'failed' && (
              <LoadError
                title={T.loadFailedTitle}
                error={{ message: official.message }}
                onRetry={checkOfficial}
              />
            )}
            {(source.kind === 'local' || official.status === 'loaded') &&
              state.status !== 'idle' && <VerificationReport state={state} />}
          </Stack>
        </SectionPanel>
        <LocalArchivePicker onPick={checkLocal} problem={localProblem} />
        <OfflineCheckSection
          download={
            official.status === 'loaded' && officialFile
              ? { file: officialFile, fileName: `${officialUuid ?? eventId}.bel` }
              : undefined
          }
        />
        <Group>
          <Button component={Link} to={`/hasil/${encodeURIComponent(eventId)}`} variant="default">
            {T.backToResults}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
