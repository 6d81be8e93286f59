import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { CastReceipt } from '../../../../shared/evoting/ballot';
import type { PublicElection } from '../../../../shared/evoting/election';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { useBooth } from '../evoting/use-ballot-live';
import { BallotForm } from './BallotForm';
import { BoothHeading } from './BoothHeading';
import { BoothRefusal } from './BoothRefusal';
import { ReceiptView } from './ReceiptView';

/**
 * The booth of a signed-in voter (issue 19 item 1): the backend says, live, whether they may vote
 * here now and on which ballot, or why not. Once their ballot is counted the receipt stays on
 * screen although the booth, live, now says they have voted.
 */
export default function Booth(props: { eventId: string; voter: VoterProfile }) {
  const { value, error } = useBooth(props.eventId, props.voter.id);
  const [cast, setCast] = useState<{ election: PublicElection; receipt: CastReceipt } | null>(null);
  if (cast) return <ReceiptView election={cast.election} kodeTanda={cast.receipt.kodeTanda} />;
  return (
    <AsyncContent
      value={value}
      error={error}
      errorTitle="Bilik suara tidak dapat dimuat"
      loadingLabel="Memuat bilik suara"
    >
      {(view) => (
        <Stack gap="lg">
          <BoothHeading election={view.election} />
          {view.kind === 'terbuka' ? (
            <BallotForm
              ballot={view}
              onCast={(receipt) => setCast({ election: view.election, receipt })}
            />
          ) : (
            <BoothRefusal view={view} />
          )}
        </Stack>
      )}
    </AsyncContent>
  );
}
