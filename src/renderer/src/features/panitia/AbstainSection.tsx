import { Paper, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { isFrozen } from '../../../../shared/evoting/election-state';
import type { CommitteeElection } from '../../backend/evoting-api';
import { useCommitteeAction } from './use-committee-action';

/** "Aktifkan Opsi Abstain" (the empty box on the ballot): frozen once the election opens. */
export function AbstainSection(props: { election: CommitteeElection }) {
  const { election } = props;
  const act = useCommitteeAction();
  const [saving, setSaving] = useState<boolean | null>(null);
  const change = async (abstain: boolean) => {
    setSaving(abstain);
    await act(
      (committee, eventId) => committee.setAbstain(eventId, abstain),
      abstain ? 'Opsi abstain diaktifkan.' : 'Opsi abstain dinonaktifkan.',
    );
    setSaving(null);
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="opsi-abstain">
      <Title order={2} size="h4" id="opsi-abstain" mb="md">
        Surat Suara
      </Title>
      <Switch
        label="Aktifkan Opsi Abstain"
        description="Pemilih dapat memilih kotak kosong. Pemilihan dengan satu kandidat memerlukannya."
        checked={saving ?? election.abstain}
        disabled={isFrozen(election.state) || saving !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Paper>
  );
}
