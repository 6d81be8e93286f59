import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ABSTAIN,
  BALLOT_TEXTS,
  BOOTH_MESSAGES,
  CHOICE_MESSAGES,
  type BoothBallot,
  type CastReceipt,
} from '../../../../shared/evoting/ballot';
import type { Candidate } from '../../../../shared/evoting/election';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
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
 * only after "Konfirmasi Pilihan". The backend checks everything again when it counts it.
 */
export function BallotForm(props: { ballot: BoothBallot; onCast(receipt: CastReceipt): void }) {
  const { ballot } = props;
  const backend = useBackend();
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
      const receipt = await (await backend).ballot.cast(ballot.election.id, choice);
      props.onCast(receipt);
    } catch (error) {
      setProblem(castProblem(error));
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
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {ballot.candidates.map((candidate) => (
            <CandidateChoice
              key={candidate.id}
              candidate={candidate}
              onShowVision={() => setShowing(candidate)}
            />
          ))}
          {ballot.abstain && <AbstainChoice value={ABSTAIN} label={BALLOT_TEXTS.abstainLabel} />}
        </SimpleGrid>
      </Radio.Group>
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
          onClick={() => setConfirming(true)}
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
