import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconKey, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { generateThresholdSeed } from '../../../../shared/evoting/belenios/threshold-trustee';
import { asBackendError } from '../../backend/use-backend-query';
import { useBackend } from '../../backend/use-backend';
import type { TrusteeView } from '../../backend/trustee-api';
import { saveBlob } from '../../lib/save-blob';
import { notifications } from '../../ui/feedback/notify';
import { keyFileName, keyFileText } from './key-file';
import { TaskProgress } from './TaskProgress';
import { useTrusteeTask } from './use-trustee-task';
import { WALI_TEXT as T } from './wali-text';
import type { TrusteeRunner } from './worker-runner';

/**
 * Step 1, "Buat Kunci Wali": the seed is drawn here, in memory only, and at once offered as the
 * key file; its certificate is computed in the worker meanwhile. The certificate goes to the
 * server only once the trustee says the file is kept. The seed is dropped once sent: the next
 * steps ask for the file again, which also proves it was saved.
 */
export function GenerateKeyStep(props: {
  eventId: string;
  view: TrusteeView;
  runner: TrusteeRunner;
  onSent(view: TrusteeView): void;
}) {
  const { eventId, view } = props;
  const backend = useBackend();
  const task = useTrusteeTask(props.runner);
  const [seed, setSeed] = useState<string | null>(null);
  const [certificate, setCertificate] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileName = keyFileName(view);

  const saveKeyFile = (value: string) =>
    saveBlob(new Blob([keyFileText(view, value)], { type: 'application/json' }), fileName);

  const certify = async (value: string) =>
    setCertificate(await task.run({ type: 'sertifikat', seed: value }));

  const generate = async () => {
    const fresh = generateThresholdSeed();
    setSeed(fresh);
    setCertificate(null);
    setKept(false);
    setError(null);
    saveKeyFile(fresh);
    await certify(fresh);
  };

  const send = async () => {
    if (certificate === null) return;
    setSending(true);
    setError(null);
    try {
      const next = await (await backend).trustees.send(eventId, 'sertifikat', certificate);
      setSeed(null);
      notifications.show({ color: 'green', message: T.sentNotice.sertifikat });
      props.onSent(next);
    } catch (caught) {
      setError(asBackendError(caught).message);
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {T.generateTitle}
      </Title>
      <Text size="sm">{T.generateIntro}</Text>
      {seed === null ? (
        <Group>
          <Button leftSection={<IconKey size={18} aria-hidden />} onClick={() => void generate()}>
            {T.generate}
          </Button>
        </Group>
      ) : (
        <>
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={T.fileSaved(fileName)}
          >
            <Stack gap="xs">
              <Text size="sm">{T.keepFile}</Text>
              <Text size="sm">{T.certificateNote}</Text>
            </Stack>
          </Alert>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => saveKeyFile(seed)}
            >
              {T.downloadAgain}
            </Button>
          </Group>
          <Checkbox
            label={T.keptConfirm}
            checked={kept}
            onChange={(event) => setKept(event.currentTarget.checked)}
          />
          {certificate === null && <TaskProgress state={task.state} />}
          {certificate === null && task.state.status === 'error' && (
            <Group>
              <Button variant="light" onClick={() => void certify(seed)}>
                {T.retry}
              </Button>
            </Group>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button
              leftSection={<IconSend size={18} aria-hidden />}
              disabled={!kept || certificate === null}
              loading={sending}
              onClick={() => void send()}
            >
              {T.sendCertificate}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
