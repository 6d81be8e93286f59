import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { CardGrid } from '../../ui/CardGrid';
import { IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  ABSTAIN,
  BALLOT_TEXTS,
  BOOTH_MESSAGES,
  CHOICE_MESSAGES,
  type BoothBallot,
} from '../../../../shared/evoting/ballot';
import type { Candidate } from '../../../../shared/evoting/election';
import { BackendError } from '../../backend/backend-error';
import { candidateName } from '../evoting/candidate-name';
import { VisionMissionModal } from '../evoting/VisionMissionModal';
import { AbstainChoice, CandidateChoice } from './BallotChoice';

const REFUSALS: ReadonlySet<string> = new Set([
  ...Object.values(BOOTH_MESSAGES),
  ...Object.values(CHOICE_MESSAGES),
]);

/**
 * The backend's refusal as it said it (closed meanwhile, voted in another tab, a choice no longer
 * on the ballot), else the booth's own "Gagal menyimpan suara".
 */
export function castProblem(error: unknown): string {
  return error instanceof BackendError && REFUSALS.has(error.message)
    ? error.message
    : BALLOT_TEXTS.castFailed;
}

/** What the confirmation names: "No. Urut 1 — Rizky Aditya & Nabila Putri", or abstain. */
function choiceText(ballot: BoothBallot, choice: string): string {
  if (choice === ABSTAIN) return BALLOT_TEXTS.abstainLabel;
  const candidate = ballot.candidates.find((c) => c.id === choice);
  return candidate ? `No. Urut ${candidate.nomor} — ${candidateName(candidate)}` : '';
}

/**
 * The ballot (ORIGINAL.md §3.7): one choice among the candidates (or abstain where allowed), sent
 * only after "Konfirmasi Pilihan". The backend checks everything again when it counts it. How it
 * is sent is the booth's: counted as it is, or encrypted first (`sending` then shows progress).
 */
export function BallotForm(props: {
  ballot: BoothBallot;
  /** Sends the choice; a rejection is shown as `problemOf` says (castProblem by default). */
  send(choice: string): Promise<void>;
  problemOf?(error: unknown): string;
  /** Checked before the confirmation opens; false stops there (the booth says why itself). */
  check?(): boolean;
  /** Above the send button: what else the ballot needs (the credential's code). */
  children?: ReactNode;
  /** In the confirmation while the choice is being sent. */
  sending?: ReactNode;
}) {
  const { ballot } = props;
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [showing, setShowing] = useState<Candidate | null>(null);

  const send = async () => {
    if (!choice) return;
    setSending(true);
    setProblem(null);
    try {
      await props.send(choice);
    } catch (error) {
      setProblem((props.problemOf ?? castProblem)(error));
      setConfirming(false);
      setSending(false);
    }
  };

  return (
    <Stack gap="lg">
      <Radio.Group
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setProblem(null);
        }}
        label={BALLOT_TEXTS.instruction}
        styles={{ label: { fontSize: 'var(--mantine-font-size-md)', marginBottom: 12 } }}
      >
        <CardGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {ballot.candidates.map((candidate) => (
            <CandidateChoice
              key={candidate.id}
              candidate={candidate}
              onShowVision={() => setShowing(candidate)}
            />
          ))}
          {ballot.abstain && <AbstainChoice value={ABSTAIN} label={BALLOT_TEXTS.abstainLabel} />}
        </CardGrid>
      </Radio.Group>
      {props.children}
      {problem && (
        <Alert color="red" role="alert" title="Suara belum terkirim">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          leftSection={<IconSend size={18} aria-hidden />}
          disabled={!choice}
          onClick={() => {
            setProblem(null);
            if (props.check?.() ?? true) setConfirming(true);
          }}
        >
          {BALLOT_TEXTS.submit}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => !sending && setConfirming(false)}
        title={BALLOT_TEXTS.confirmTitle}
        centered
      >
        <Stack gap="md">
          {choice && (
            <Text size="sm">
              Pilihan Anda: <strong>{choiceText(ballot, choice)}</strong>
            </Text>
          )}
          <Text size="sm">{BALLOT_TEXTS.confirmWarning}</Text>
          {sending && props.sending}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={sending}>
              {BALLOT_TEXTS.confirmCancel}
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              {BALLOT_TEXTS.confirmYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <VisionMissionModal candidate={showing} onClose={() => setShowing(null)} />
    </Stack>
  );
}
