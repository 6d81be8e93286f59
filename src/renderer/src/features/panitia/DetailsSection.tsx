import { Button, Group, Stack, TextInput } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { useState } from 'react';
import { ELECTION_LIMITS } from '../../../../shared/evoting/election';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import type { CommitteeElection } from '../../backend/evoting-api';
import { useCommitteeAction } from './use-committee-action';

/**
 * "Detail Pemilihan" (ORIGINAL.md's "Detail Event", in Indonesian): the name and description,
 * which stay editable while the election is open (the ballot does not depend on them); not once
 * it is over.
 */
export function DetailsSection(props: { election: CommitteeElection }) {
  const { election } = props;
  const act = useCommitteeAction();
  const [nama, setNama] = useState(election.nama);
  const [deskripsi, setDeskripsi] = useState(election.deskripsi);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const over = election.state === 'selesai' || election.state === 'dibatalkan';
  const unchanged = nama.trim() === election.nama && deskripsi.trim() === election.deskripsi;

  const save = async () => {
    if (!nama.trim()) {
      setProblem('Nama pemilihan wajib diisi.');
      return;
    }
    setSaving(true);
    await act(
      (committee, eventId) =>
        committee.updateDetails(eventId, { nama: nama.trim(), deskripsi: deskripsi.trim() }),
      'Detail pemilihan disimpan.',
    );
    setSaving(false);
  };

  return (
    <HeadedPanel id="detail-event" title="Detail Pemilihan" p="lg">
      <Stack gap="md">
        <TextInput
          label="Nama Pemilihan"
          required
          maxLength={ELECTION_LIMITS.nameMax}
          value={nama}
          disabled={over}
          error={problem}
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            setNama(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <PlainTextarea
          label="Deskripsi"
          minRows={3}
          maxRows={10}
          maxLength={ELECTION_LIMITS.descriptionMax}
          value={deskripsi}
          disabled={over}
          onChange={(event) => setDeskripsi(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} disabled={over || unchanged}>
            Simpan Detail
          </Button>
        </Group>
      </Stack>
    </HeadedPanel>
  );
}
