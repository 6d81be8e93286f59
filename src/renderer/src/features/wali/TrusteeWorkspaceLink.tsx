import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TRUSTEE_STAGE_LABELS } from '../../../../shared/evoting/belenios-election';
import { useBackendQuery } from '../../backend/use-backend-query';
import { workspacePath } from './wali-paths';
import { WALI_TEXT as T } from './wali-text';

/**
 * The committee area's way into the trustee workspace (issue 34 item 1), for the signed-in
 * committee member who is one of this election's trustees: it asks the trustee view itself, and
 * shows nothing for anyone the backend does not answer as a trustee (another committee member,
 * the master, an election without trustees, a backend without them).
 */
export function TrusteeWorkspaceLink(props: { eventId: string }) {
  const { value } = useBackendQuery(['wali', props.eventId], (b, [, id]) => b.trustees.view(id));
  if (!value) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {T.linkBody(value.posisi, value.n, TRUSTEE_STAGE_LABELS[value.tahap])}
        </Text>
        <Button
          component={Link}
          to={workspacePath(props.eventId)}
          variant="light"
          leftSection={<IconKey size={18} aria-hidden />}
        >
          {T.linkLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
