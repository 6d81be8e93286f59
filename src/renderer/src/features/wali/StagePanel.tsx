import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { TrusteeView } from '../../backend/trustee-api';
import { GenerateKeyStep } from './GenerateKeyStep';
import { KeyFileStep } from './KeyFileStep';
import { WALI_TEXT as T } from './wali-text';
import type { TrusteeRunner } from './worker-runner';

interface StagePanelProps {
  eventId: string;
  view: TrusteeView;
  runner: TrusteeRunner;
  checking: boolean;
  onSent(view: TrusteeView): void;
  onCheck(): void;
}

/** The one action of the moment for this trustee, or what they wait for. */
export function StagePanel(props: StagePanelProps) {
  const { eventId, view, runner, onSent } = props;
  const { tahap, sudah } = view;
  const step = { eventId, view, runner, onSent };
  if (tahap === 'sertifikat' && !sudah.sertifikat) return <GenerateKeyStep {...step} />;
  if (tahap === 'polinomial' && !sudah.polinomial)
    return <KeyFileStep key="polinomial" kind="polinomial" {...step} />;
  if (tahap === 'verifikasi' && !sudah.verifikasi)
    return <KeyFileStep key="verifikasi" kind="verifikasi" {...step} />;
  if (tahap === 'dekripsi' && !sudah.dekripsi)
    return <KeyFileStep key="dekripsi" kind="dekripsi" {...step} />;
  if (tahap === 'siap')
    return (
      <Stack gap="sm">
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} title={T.ready}>
          <Text size="sm">{T.readyNote}</Text>
        </Alert>
        <CheckAgain checking={props.checking} onCheck={props.onCheck} />
      </Stack>
    );
  if (tahap === 'hasil')
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />} w="100%">
          {T.resultDone}
        </Alert>
        <Button component={Link} to={`/hasil/${encodeURIComponent(eventId)}`}>
          {T.seeResult}
        </Button>
      </Stack>
    );
  return (
    <Waiting
      message={tahap === 'dekripsi' ? T.decryptionSent(view.ambang) : T.waitingOthers}
      checking={props.checking}
      onCheck={props.onCheck}
    />
  );
}

/** This trustee's part of the stage is in: the others' is awaited, the page asks again itself. */
function Waiting(props: { message: string; checking: boolean; onCheck(): void }) {
  return (
    <Stack gap="sm">
      <Alert color="blue" icon={<IconClock size={20} aria-hidden />}>
        <Stack gap={4}>
          <Text size="sm">{props.message}</Text>
          <Text size="sm" c="dimmed">
            {T.waitingAuto}
          </Text>
          <Text size="sm" c="dimmed">
            {T.keepUntilPublished}
          </Text>
        </Stack>
      </Alert>
      <CheckAgain checking={props.checking} onCheck={props.onCheck} />
    </Stack>
  );
}

/** "Periksa Lagi": reads the view now instead of at the next automatic check. */
function CheckAgain(props: { checking: boolean; onCheck(): void }) {
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden />}
        loading={props.checking}
        onClick={props.onCheck}
      >
        {T.checkAgain}
      </Button>
    </Group>
  );
}
