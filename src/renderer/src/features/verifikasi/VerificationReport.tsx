import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import type { RecordVerification } from '../../../../shared/evoting/belenios/verify-record';
import { RecordIdentity } from './RecordIdentity';
import { StepList } from './StepList';
import type { VerificationState } from './verification-state';
import { VERIFIKASI_TEXT as T } from './verifikasi-text';

function RunningProgress(props: { progress: { done: number; total: number } | null }) {
  const { progress } = props;
  // Until the ballots are reached (or when there are none) the record is being read: no count.
  if (progress === null || progress.total === 0) {
    return (
      <Stack gap={6}>
        <Progress value={100} striped animated size="lg" aria-label={T.progressLabel} />
        <Text size="sm">{T.reading}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Progress
        value={(progress.done / progress.total) * 100}
        size="lg"
        aria-label={T.progressLabel}
        transitionDuration={100}
      />
      <Text size="sm">{T.progress(progress.done, progress.total)}</Text>
    </Stack>
  );
}

function Verdict(props: { verification: RecordVerification }) {
  const { steps } = props.verification;
  const failed = steps.filter((step) => step.status === 'failed').length;
  if (failed > 0) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={T.verdictFailed(failed)}
      >
        {T.verdictFailedBody}
      </Alert>
    );
  }
  const partial = steps.some((step) => step.status === 'skipped');
  return (
    <Alert
      color={partial ? 'blue' : 'teal'}
      role="status"
      icon={
        partial ? (
          <IconInfoCircle size={20} aria-hidden />
        ) : (
          <IconShieldCheck size={20} aria-hidden />
        )
      }
      title={partial ? T.verdictPartial : T.verdictOk}
    >
      {partial ? T.verdictPartialBody : T.verdictOkBody}
    </Alert>
  );
}

/** One verification as it goes: the election, the progress, then every step and the verdict. */
export function VerificationReport(props: {
  state: Exclude<VerificationState, { status: 'idle' }>;
}) {
  const { state } = props;
  return (
    <Stack gap="md">
      <RecordIdentity
        election={state.election}
        lastEventHash={state.status === 'done' ? state.verification.lastEventHash : undefined}
      />
      {state.status === 'running' && <RunningProgress progress={state.progress} />}
      {state.status === 'error' && (
        <Alert color="red" title={T.failedTitle}>
          {state.message}
        </Alert>
      )}
      {state.status === 'done' && (
        <>
          <StepList steps={state.verification.steps} />
          <Verdict verification={state.verification} />
        </>
      )}
    </Stack>
  );
}
