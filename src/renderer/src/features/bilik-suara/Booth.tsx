import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { PublicElection } from '../../../../shared/evoting/election';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { useBackend } from '../../backend/use-backend';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { useBooth } from '../evoting/use-ballot-live';
import { BallotForm } from './BallotForm';
import type { BallotEncryptionRunner } from './ballot-runner';
import { BoothHeading } from './BoothHeading';
import { BoothRefusal } from './BoothRefusal';
import { EncryptedBallot } from './EncryptedBallot';
import { ReceiptView } from './ReceiptView';

/** A counted ballot's receipt: a receipt code, or a Belenios ballot's tracker. */
interface Cast {
  election: PublicElection;
  kodeTanda: string;
  tracker: boolean;
}

/**
 * The booth of a signed-in voter (issue 19 item 1): the backend says, live, whether they may vote
 * here now and on which ballot, or why not. Once their ballot is counted the receipt stays on
 * screen although the booth, live, now says they have voted. A Belenios election's ballot is
 * encrypted on this device first (`runner`: where; a test gives its own).
 */
export default function Booth(props: {
  eventId: string;
  voter: VoterProfile;
  runner: BallotEncryptionRunner;
}) {
  const backend = useBackend();
  const { value, error } = useBooth(props.eventId, props.voter.id);
  const [cast, setCast] = useState<Cast | null>(null);
  if (cast)
    return (
      <ReceiptView election={cast.election} kodeTanda={cast.kodeTanda} tracker={cast.tracker} />
    );
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
          {view.kind === 'terbuka' && view.terenkripsi ? (
            <EncryptedBallot
              ballot={view}
              voter={props.voter}
              runner={props.runner}
              onCast={(tracker) =>
                setCast({ election: view.election, kodeTanda: tracker, tracker: true })
              }
            />
          ) : view.kind === 'terbuka' ? (
            <BallotForm
              ballot={view}
              send={async (choice) => {
                const receipt = await (await backend).ballot.cast(view.election.id, choice);
                setCast({ election: view.election, kodeTanda: receipt.kodeTanda, tracker: false });
              }}
            />
          ) : (
            <BoothRefusal view={view} voter={props.voter} />
          )}
        </Stack>
      )}
    </AsyncContent>
  );
}
