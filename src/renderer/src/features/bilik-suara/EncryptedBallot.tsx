import { Alert, Group, Loader, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ABSTAIN, BALLOT_TEXTS, type BoothBallot } from '../../../../shared/evoting/ballot';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import type { BeleniosVoterView } from '../../backend/belenios-voter-api';
import { useBackend } from '../../backend/use-backend';
import { useBackendQuery } from '../../backend/use-backend-query';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { BallotForm } from './BallotForm';
import { runEncryption, type BallotEncryptionRunner } from './ballot-runner';
import { CREDENTIAL_TEXTS, ENCRYPTED_BOOTH_TEXTS as T } from './belenios-texts';
import { loadCredential } from './credential-store';
import { credentialProblem, publicCredentialOf } from './voter-credential';

/** Where a send stands: the worker encrypting (a fraction done), then the upload. */
type Phase = { step: 'encrypting'; done: number } | { step: 'sending' } | null;

/** The server's refusal as it said it; the worker's own message; else the booth's. */
function encryptedCastProblem(error: unknown): string {
  if (error instanceof BackendError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return BALLOT_TEXTS.castFailed;
}

/**
 * The ballot of a Belenios election (issue 34 item 3): the same choices and confirmation, then
 * the choice is encrypted, proved and signed with the voter's credential in a Web Worker (with
 * progress) and the ballot's exact text is sent. The credential is this browser's, or the code
 * the voter types, checked against their registered public credential before anything is
 * encrypted.
 */
export function EncryptedBallot(props: {
  ballot: BoothBallot;
  voter: VoterProfile;
  runner: BallotEncryptionRunner;
  onCast(tracker: string): void;
}) {
  const eventId = props.ballot.election.id;
  const read = useBackendQuery([eventId], (backend, [id]) => backend.beleniosVoter.view(id));
  if (read.error)
    return (
      <LoadError title="Bilik suara tidak dapat dimuat" error={read.error} onRetry={read.refresh} />
    );
  if (read.value === undefined)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Memuat surat suara terenkripsi</Text>
      </Group>
    );
  const view = read.value;
  if (view === null || view.pemilihan === null) return <Alert color="yellow">{T.notReady}</Alert>;
  if (view.kredensialPublik === null)
    return (
      <Alert color="red" role="alert">
        {T.noCredential}
      </Alert>
    );
  return (
    <SignedBallot
      {...props}
      view={view}
      election={view.pemilihan}
      registered={view.kredensialPublik}
    />
  );
}

function SignedBallot(props: {
  ballot: BoothBallot;
  voter: VoterProfile;
  runner: BallotEncryptionRunner;
  onCast(tracker: string): void;
  view: BeleniosVoterView;
  election: string;
  registered: string;
}) {
  const { ballot, view, registered } = props;
  const backend = useBackend();
  const [typed, setTyped] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(null);

  // This browser's code, when it is the registered one (not replaced on another device since).
  const kept = useMemo(() => {
    const stored = loadCredential(view.uuid, props.voter.id);
    try {
      return stored && publicCredentialOf(view.uuid, stored) === registered ? stored : null;
    } catch {
      return null;
    }
  }, [view.uuid, props.voter.id, registered]);

  const credential = kept ?? typed.trim();

  const check = () => {
    if (kept) return true;
    const problem = credentialProblem(view.uuid, credential, registered);
    setCodeProblem(problem);
    return problem === null;
  };

  const send = async (choice: string) => {
    const index = choice === ABSTAIN ? null : ballot.candidates.findIndex((c) => c.id === choice);
    try {
      setPhase({ step: 'encrypting', done: 0 });
      const text = await runEncryption(
        props.runner,
        { type: 'encrypt', election: props.election, credential, choice: index },
        (done) => setPhase({ step: 'encrypting', done }),
      );
      setPhase({ step: 'sending' });
      const { tracker } = await (await backend).beleniosVoter.castBallot(ballot.election.id, text);
      props.onCast(tracker);
    } catch (error) {
      setPhase(null);
      throw error;
    }
  };

  return (
    <BallotForm
      ballot={ballot}
      send={send}
      check={check}
      problemOf={encryptedCastProblem}
      sending={phase && <EncryptionProgress phase={phase} />}
    >
      {kept ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconKey size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {T.codeFromDevice}
          </Text>
        </Group>
      ) : (
        <TextInput
          label={CREDENTIAL_TEXTS.codeLabel}
          description={T.codeHint}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setCodeProblem(null);
          }}
          error={codeProblem}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maw={360}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )}
    </BallotForm>
  );
}

function EncryptionProgress(props: { phase: NonNullable<Phase> }) {
  const { phase } = props;
  const label = phase.step === 'encrypting' ? T.encrypting : T.sending;
  const value = phase.step === 'encrypting' ? Math.round(phase.done * 100) : 100;
  return (
    <Stack gap={6} role="status">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Progress value={Math.max(value, 8)} animated striped aria-label={label} />
    </Stack>
  );
}
