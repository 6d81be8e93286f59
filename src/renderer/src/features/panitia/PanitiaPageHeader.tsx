import { Group, Text, Title } from '@mantine/core';
import type { CommitteeElection } from '../../backend/evoting-api';
import { ElectionStateBadge } from '../evoting/ElectionStateBadge';

/** Each committee page's heading: what it is, the election and its state, and the tab title. */
export function PanitiaPageHeader(props: {
  title: string;
  election: CommitteeElection;
  description?: string;
}) {
  const { election } = props;
  return (
    <div>
      <title>{`${props.title} · Panitia ${election.nama}`}</title>
      <Group gap="sm" align="center">
        <Title order={1}>{props.title}</Title>
        <ElectionStateBadge state={election.state} />
      </Group>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {election.nama} · {election.penyelenggara}
      </Text>
      {props.description && (
        <Text size="sm" mt={4}>
          {props.description}
        </Text>
      )}
    </div>
  );
}
