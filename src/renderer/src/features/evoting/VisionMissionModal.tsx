import { Modal, Stack, Text, Title } from '@mantine/core';
import type { Candidate } from '../../../../shared/evoting/election';
import { candidateName } from './candidate-name';

/** A candidate's "Visi & Misi" (ORIGINAL.md §3.7, §3.9): the booth's and Kelola Kandidat's. */
export function VisionMissionModal(props: {
  candidate: Pick<Candidate, 'nama' | 'namaWakil' | 'visi' | 'misi'> | null;
  onClose(): void;
}) {
  const { candidate } = props;
  return (
    <Modal
      opened={candidate !== null}
      onClose={props.onClose}
      title={candidate ? `Visi & Misi: ${candidateName(candidate)}` : ''}
      size="lg"
    >
      {candidate && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            Visi
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {candidate.visi}
          </Text>
          <Title order={3} size="h5">
            Misi
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {candidate.misi}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
