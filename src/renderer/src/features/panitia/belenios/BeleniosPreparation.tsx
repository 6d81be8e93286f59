import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { CommitteeElection } from '../../../../../shared/evoting/election-views';
import { BELENIOS_UNAVAILABLE_CODE } from '../../../backend/belenios-committee-api';
import { beleniosReadiness } from './belenios-readiness';
import { KredensialSection } from './KredensialSection';
import { useCredentialStatus, useTrusteeStatus } from './use-trustee-status';
import { WaliKunciSection } from './WaliKunciSection';

/**
 * The Ringkasan's Belenios steps before opening (issue 34 items 1–3): what still keeps it from
 * opening, the trustees, and the voters' credentials. Nothing once the election is open.
 */
export function BeleniosPreparation(props: { election: CommitteeElection }) {
  const { election } = props;
  const [version, setVersion] = useState(0);
  const trustees = useTrusteeStatus(election.id, `${election.state}#${version}`);
  const status = trustees.value;
  const credentials = useCredentialStatus(
    election.id,
    status != null,
    election.jumlahPemilih * 1000 + version,
  );
  if (election.state !== 'draf' && election.state !== 'dijadwalkan') return null;
  // A backend without Belenios elections: nothing to prepare here.
  if (trustees.error?.code === BELENIOS_UNAVAILABLE_CODE) return null;
  // Until the first answer nothing is shown, rather than a form that may not apply.
  if (status === undefined) return null;
  const problem = beleniosReadiness(status, credentials.value);
  return (
    <>
      {problem && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Surat suara terenkripsi belum siap"
          data-testid="kesiapan-belenios"
        >
          {problem}
        </Alert>
      )}
      <WaliKunciSection
        election={election}
        status={status}
        onChanged={() => setVersion((n) => n + 1)}
      />
      <KredensialSection
        election={election}
        uuid={status?.uuid ?? null}
        status={credentials.value}
        onChanged={() => setVersion((n) => n + 1)}
      />
    </>
  );
}
