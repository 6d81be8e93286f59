import { Alert, Button, Group, Text } from '@mantine/core';
import { HeadedPanel } from '../../../ui/HeadedPanel';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommitteeElection } from '../../../../../shared/evoting/election-views';
import type { NamedTrustees, TrusteeStatus } from '../../../backend/belenios-committee-api';
import { useBackend } from '../../../backend/use-backend';
import { notifySuccess } from '../../../ui/admin-kit/admin-notify';
import { workspacePath } from '../../wali/wali-paths';
import { WALI_TEXT as T } from './belenios-committee-text';
import { TrusteeForm } from './TrusteeForm';
import { TrusteeStatusTable } from './TrusteeStatusTable';
import { WitnessCodes } from './WitnessCodes';

/**
 * "Wali Kunci" before opening (issue 34 item 1): why trustees, naming them (until one of them
 * starts the key generation), the witnesses' codes once, and their progress.
 */
export function WaliKunciSection(props: {
  election: CommitteeElection;
  status: TrusteeStatus | null;
  onChanged(): void;
}) {
  const { election, status } = props;
  const backend = useBackend();
  const [named, setNamed] = useState<{ answer: NamedTrustees; origin: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const started = status?.wali.some((w) => w.sertifikat) ?? false;
  const shown = named?.answer ?? status;
  const showForm = !named && (status === null || (editing && !started));

  return (
    <HeadedPanel id="wali-kunci" title={T.heading} p="md" gap="sm">
      {T.intro.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {named && (
        <WitnessCodes named={named.answer} origin={named.origin} onDone={() => setNamed(null)} />
      )}
      {showForm ? (
        <>
          {status !== null && (
            <Alert color="gray" variant="light">
              {T.changeNote}
            </Alert>
          )}
          <TrusteeForm
            eventId={election.id}
            committee={election.panitia}
            candidatePairs={election.jumlahKandidat}
            onCancel={status === null ? undefined : () => setEditing(false)}
            onSaved={async (answer) => {
              notifySuccess(T.saved);
              setEditing(false);
              // Shown only when there is a code to hand over.
              if (answer.saksi.length > 0)
                setNamed({ answer, origin: (await backend).publicOrigin() });
              props.onChanged();
            }}
          />
        </>
      ) : (
        shown && (
          <>
            <TrusteeStatusTable status={shown} />
            <Text size="sm">{T.roomHint}</Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={workspacePath(election.id)}
                variant="light"
                leftSection={<IconKey size={16} aria-hidden />}
              >
                {T.room}
              </Button>
              {!started && !named && (
                <Button variant="default" onClick={() => setEditing(true)}>
                  {T.change}
                </Button>
              )}
            </Group>
            {started && (
              <Text size="xs" c="dimmed">
                {T.frozen}
              </Text>
            )}
          </>
        )
      )}
    </HeadedPanel>
  );
}
