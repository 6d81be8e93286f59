import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import type { BeleniosVoterView } from '../../backend/belenios-voter-api';
import { useBackend } from '../../backend/use-backend';
import { useBackendQuery } from '../../backend/use-backend-query';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { CREDENTIAL_TEXTS as T } from './belenios-texts';
import { CredentialCode } from './CredentialCode';
import { loadCredential, saveCredential } from './credential-store';
import { newCredential, publicCredentialOf } from './voter-credential';

const problemOf = (error: unknown): string =>
  error instanceof BackendError ? error.message : T.failed;

/**
 * "Kredensial Pemilihan" (issue 34 item 2), while a Belenios election is scheduled: the voter's
 * own browser makes their credential, registers only its public part, keeps the code in this
 * browser and shows it to be kept. A credential made on another device is never shown here (the
 * portal does not have it): the voter may replace it before the election opens.
 */
export function CredentialCard(props: {
  eventId: string;
  electionName: string;
  voter: VoterProfile;
  /** Inside another card (the dashboard's election card): no border of its own. */
  inset?: boolean;
}) {
  const { eventId, voter } = props;
  const read = useBackendQuery([eventId], (backend, [id]) => backend.beleniosVoter.view(id));
  if (read.value === null) return null;
  return (
    <Paper
      withBorder={!props.inset}
      p={props.inset ? 0 : { base: 'md', sm: 'lg' }}
      pt={props.inset ? 'sm' : undefined}
      style={
        props.inset ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
      }
      radius={props.inset ? 0 : 'md'}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconKey size={20} aria-hidden />
          <Title order={props.inset ? 4 : 3} size="h5">
            {T.title}
          </Title>
        </Group>
        {read.error ? (
          <LoadError title={T.loadFailed} error={read.error} onRetry={read.refresh} />
        ) : read.value === undefined ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Memuat kredensial…
            </Text>
          </Group>
        ) : (
          <CredentialState
            eventId={eventId}
            electionName={props.electionName}
            voter={voter}
            view={read.value}
          />
        )}
      </Stack>
    </Paper>
  );
}

function CredentialState(props: {
  eventId: string;
  electionName: string;
  voter: VoterProfile;
  view: BeleniosVoterView;
}) {
  const { eventId, voter, view } = props;
  const backend = useBackend();
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The code this browser keeps, if it is still the registered one (not replaced elsewhere).
  const kept = useMemo(() => {
    const stored = loadCredential(view.uuid, voter.id);
    if (!stored || !view.kredensialPublik) return null;
    try {
      return publicCredentialOf(view.uuid, stored) === view.kredensialPublik ? stored : null;
    } catch {
      return null;
    }
  }, [view.uuid, view.kredensialPublik, voter.id]);

  const prepare = async () => {
    setBusy(true);
    setProblem(null);
    setConfirming(false);
    try {
      const { code, publik } = newCredential(view.uuid);
      await (await backend).beleniosVoter.registerCredential(eventId, publik);
      saveCredential(view.uuid, voter.id, code);
      setMade(code);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const code = made ?? kept;
  const refusal = problem && (
    <Alert color="red" role="alert">
      <Text size="sm">{problem}</Text>
    </Alert>
  );

  if (code)
    return (
      <CredentialCode
        eventId={eventId}
        electionName={props.electionName}
        uuid={view.uuid}
        nim={voter.nim}
        code={code}
      />
    );
  if (!view.kredensial)
    return (
      <Stack gap="sm">
        <Text size="sm">{T.intro}</Text>
        {refusal}
        <Button w="fit-content" loading={busy} onClick={() => void prepare()}>
          {T.prepare}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{T.elsewhere}</Text>
      {refusal}
      <Button w="fit-content" variant="default" loading={busy} onClick={() => setConfirming(true)}>
        {T.renew}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={T.renewTitle}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{T.renewWarning}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {T.renewCancel}
            </Button>
            <Button color="red" onClick={() => void prepare()}>
              {T.renewConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
