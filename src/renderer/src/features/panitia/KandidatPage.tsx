import { Button, Group, Stack } from '@mantine/core';
import { CardGrid } from '../../ui/CardGrid';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ELECTION_LIMITS,
  type Candidate,
  type CandidateInput,
} from '../../../../shared/evoting/election';
import { isFrozen } from '../../../../shared/evoting/election-state';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { notifySuccess } from '../../ui/admin-kit/admin-notify';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { VisionMissionModal } from '../evoting/VisionMissionModal';
import { CandidateCard, candidateName } from './CandidateCard';
import { CandidateEditorModal } from './CandidateEditorModal';
import { FrozenNotice } from './FrozenNotice';
import { usePanitia } from './panitia-context';
import { PanitiaPageHeader } from './PanitiaPageHeader';
import { useCommitteeAction } from './use-committee-action';

/** Candidates by ballot number, as the booth will show them. */
export const byNumber = (candidates: readonly Candidate[]): Candidate[] =>
  [...candidates].sort((a, b) => a.nomor - b.nomor);

/**
 * Kelola Kandidat (ORIGINAL.md §3.9): the candidates ordered by number, each with photo, name (or
 * pair), vision and mission; add, edit, remove. Once the election opens the buttons are disabled
 * and the backend refuses any change with ELECTION_MESSAGES.frozen, which the page shows.
 */
export default function KandidatPage() {
  const { election } = usePanitia();
  const { value, error } = useLiveQuery(LIVE_TOPICS.committeeCandidates, election.id);
  const backend = useBackend();
  const act = useCommitteeAction();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{
    candidate: Candidate | null;
    nextNumber: number;
  } | null>(null);
  const [showing, setShowing] = useState<Candidate | null>(null);
  const locked = isFrozen(election.state);
  const candidates = value ? byNumber(value) : undefined;
  const nextNumber = Math.max(0, ...(candidates ?? []).map((c) => c.nomor)) + 1;
  const full = (candidates?.length ?? 0) >= ELECTION_LIMITS.candidatesPerElection;

  // The backend's refusal reaches the form (CandidateEditorModal shows it), the list stays.
  const save = async (input: CandidateInput, candidate: Candidate | null) => {
    const committee = (await backend).committee;
    if (candidate) await committee.updateCandidate(election.id, candidate.id, input);
    else await committee.createCandidate(election.id, input);
    setEditing(null);
    notifySuccess(candidate ? 'Kandidat disimpan.' : 'Kandidat ditambahkan.');
  };

  const remove = (candidate: Candidate) =>
    confirm.ask({
      title: 'Hapus kandidat?',
      message: `Kandidat No. Urut ${candidate.nomor}, ${candidateName(candidate)}, dihapus dari pemilihan ini.`,
      confirmLabel: 'Hapus',
      run: () =>
        act(
          (committee, eventId) => committee.removeCandidate(eventId, candidate.id),
          'Kandidat dihapus.',
        ),
    });

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <PanitiaPageHeader title="Kelola Kandidat" election={election} />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={locked || !candidates || full}
          onClick={() => setEditing({ candidate: null, nextNumber })}
        >
          Tambah Kandidat
        </Button>
      </Group>
      <FrozenNotice election={election} />
      <AsyncContent
        value={candidates}
        error={error}
        errorTitle="Kandidat tidak dapat dimuat"
        loadingLabel="Memuat kandidat"
        empty="Belum ada kandidat. Tambahkan kandidat sebelum pemilihan dibuka."
      >
        {(list) => (
          <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list.map((candidate) => (
              <CandidateCard
                key={candidate.id}
                candidate={candidate}
                locked={locked}
                onShowVision={() => setShowing(candidate)}
                onEdit={() => setEditing({ candidate, nextNumber })}
                onRemove={() => remove(candidate)}
              />
            ))}
          </CardGrid>
        )}
      </AsyncContent>
      <CandidateEditorModal editing={editing} onClose={() => setEditing(null)} onSave={save} />
      <VisionMissionModal candidate={showing} onClose={() => setShowing(null)} />
      {confirm.modal}
    </Stack>
  );
}
