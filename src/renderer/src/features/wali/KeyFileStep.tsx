import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { TrusteeStep, TrusteeView } from '../../backend/trustee-api';
import { asBackendError } from '../../backend/use-backend-query';
import { useBackend } from '../../backend/use-backend';
import { notifications } from '../../ui/feedback/notify';
import { readPickedKeyFile } from './key-file';
import { TaskProgress } from './TaskProgress';
import type { TrusteeTask } from './trustee-messages';
import { useTrusteeTask } from './use-trustee-task';
import { WALI_TEXT as T } from './wali-text';
import type { TrusteeRunner } from './worker-runner';

export type KeyFileStepKind = Exclude<TrusteeStep, 'sertifikat'>;

const STEP_TEXT = {
  polinomial: { title: T.polynomialTitle, intro: T.polynomialIntro },
  verifikasi: { title: T.verificationTitle, intro: T.verificationIntro },
  dekripsi: { title: T.decryptionTitle, intro: T.decryptionIntro },
} as const satisfies Record<KeyFileStepKind, { title: string; intro: string }>;

/** The worker's task for this step from the seed and the view, or null if the view lacks a part. */
export function taskFor(
  kind: KeyFileStepKind,
  view: TrusteeView,
  seed: string,
): TrusteeTask | null {
  const certificates = view.sertifikat;
  if (certificates === null) return null;
  if (kind === 'polinomial') return { type: kind, seed, certificates, ambang: view.ambang };
  if (kind === 'verifikasi')
    return view.vinput === null ? null : { type: kind, seed, certificates, vinput: view.vinput };
  const { dkey, pemilihan, tallyTerenkripsi } = view;
  if (dkey === null || pemilihan === null || tallyTerenkripsi === null) return null;
  return { type: kind, seed, certificates, dkey, pemilihan, tallyTerenkripsi };
}

/**
 * Steps 2 and 3 of the key generation and the decryption: the trustee loads their key file (read
 * here, never uploaded; checked to be this election's and this position's), the worker computes
 * the step's message from it, and the message is sent. The seed lives only for that run.
 */
export function KeyFileStep(props: {
  eventId: string;
  kind: KeyFileStepKind;
  view: TrusteeView;
  runner: TrusteeRunner;
  onSent(view: TrusteeView): void;
}) {
  const { eventId, kind, view } = props;
  const backend = useBackend();
  const task = useTrusteeTask(props.runner);
  const reset = useRef<() => void>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = sending || task.state.status === 'running';

  const load = async (file: File) => {
    task.reset();
    setProblem(null);
    setFileName(null);
    const read = await readPickedKeyFile(file, view);
    if ('problem' in read) return setProblem(read.problem);
    setFileName(file.name);
    const work = taskFor(kind, view, read.seed);
    if (work === null) return setProblem(T.waitingOthers);
    const text = await task.run(work);
    if (text === null) return;
    setSending(true);
    try {
      const next = await (await backend).trustees.send(eventId, kind, text);
      notifications.show({ color: 'green', message: T.sentNotice[kind] });
      props.onSent(next);
    } catch (caught) {
      setProblem(asBackendError(caught).message);
      task.reset();
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {STEP_TEXT[kind].title}
      </Title>
      <Text size="sm">{STEP_TEXT[kind].intro}</Text>
      <Group>
        <FileButton
          accept=".json,application/json"
          resetRef={reset}
          disabled={busy}
          inputProps={{ 'aria-label': T.loadKey }}
          onChange={(file) => {
            if (file) void load(file);
            reset.current?.();
          }}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant={fileName ? 'default' : 'filled'}
              disabled={busy}
              leftSection={<IconFileUpload size={18} aria-hidden />}
            >
              {fileName && !busy ? T.loadKeyAgain : T.loadKey}
            </Button>
          )}
        </FileButton>
      </Group>
      {fileName && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {T.keyLoaded(fileName)}
        </Text>
      )}
      <TaskProgress state={task.state} sending={sending ? T.sending : null} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
