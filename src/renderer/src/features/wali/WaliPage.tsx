import { Alert, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBackend } from '../../backend/use-backend';
import { useSession } from '../../shell/session/SessionProvider';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { StagePanel } from './StagePanel';
import { TrusteeHeader } from './TrusteeHeader';
import { useTrusteeView } from './use-trustee-view';
import { WITNESS_SIGN_IN_PATH, workspacePath } from './wali-paths';
import { WALI_TEXT as T } from './wali-text';
import { type TrusteeRunner, workerRunner } from './worker-runner';

/**
 * /wali/{eventId} (issue 34 items 1 and 4): a trustee's workspace, for a committee member named
 * trustee (their own session) or a witness signed in at /wali/masuk. It shows who they are among
 * the trustees and the one action of the moment; every secret computation runs in a worker from
 * the key file the trustee keeps. `runner` is where it runs (a test gives its own).
 */
export default function WaliPage(props: { runner?: TrusteeRunner }) {
  const { eventId = '' } = useParams();
  return <Workspace key={eventId} eventId={eventId} runner={props.runner ?? workerRunner} />;
}

function Workspace(props: { eventId: string; runner: TrusteeRunner }) {
  const { eventId, runner } = props;
  const { view, error, loading, refresh, accept } = useTrusteeView(eventId);
  const { session } = useSession();
  const backend = useBackend();
  const navigate = useNavigate();

  // A witness has no account: their session is the trustee cookie alone, ended here.
  const witness = session.status === 'signed-out';
  const signOut = async () => {
    await (await backend).trustees.signOut().catch(() => undefined);
    navigate(WITNESS_SIGN_IN_PATH, { replace: true });
  };

  let content;
  if (view === undefined && error?.code === 'UNAUTHENTICATED')
    content = <SignInNeeded eventId={eventId} />;
  else if (view === undefined && error)
    content = <LoadError title={T.loadFailed} error={error} onRetry={refresh} />;
  else if (view === undefined)
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{T.loading}</Text>
      </Group>
    );
  else
    content = (
      <Stack gap="lg">
        <TrusteeHeader view={view} />
        {error && <LoadError title={T.loadFailed} error={error} onRetry={refresh} />}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
          <StagePanel
            eventId={eventId}
            view={view}
            runner={runner}
            checking={loading}
            onSent={accept}
            onCheck={refresh}
          />
        </Paper>
        {witness && (
          <Group>
            <Button variant="subtle" color="gray" onClick={() => void signOut()}>
              {T.signOut}
            </Button>
          </Group>
        )}
      </Stack>
    );
  return (
    <Container size="sm" px={{ base: 'sm', xs: 'md' }} py={{ base: 24, sm: 40 }}>
      {content}
    </Container>
  );
}

/** Nobody signed in: the witness's sign-in, or the committee's own. */
function SignInNeeded(props: { eventId: string }) {
  const back = encodeURIComponent(workspacePath(props.eventId));
  return (
    <Alert color="blue" icon={<IconLock size={20} aria-hidden />} title={T.workspaceTitle}>
      <Stack gap="sm">
        <Text size="sm">{T.signInNeeded}</Text>
        <Group gap="sm">
          <Button component={Link} to={WITNESS_SIGN_IN_PATH}>
            {T.signInAsWitness}
          </Button>
          <Button component={Link} to={`/login?redirect=${back}`} variant="default">
            {T.signInAsCommittee}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
