import { Switch } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
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
    <HeadedPanel id="opsi-abstain" title="Surat Suara" p="lg">
      <Switch
        label="Aktifkan Opsi Abstain"
        description="Pemilih dapat memilih kotak kosong. Pemilihan dengan satu kandidat memerlukannya."
        checked={saving ?? election.abstain}
        disabled={isFrozen(election.state) || saving !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </HeadedPanel>
  );
}
