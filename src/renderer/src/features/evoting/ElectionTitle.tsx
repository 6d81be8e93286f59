import { Group, Text, Title, type TitleOrder } from '@mantine/core';
import type { ElectionState } from '../../../../shared/evoting/election-state';
import { ElectionStateBadge } from './ElectionStateBadge';

/**
 * An election's name with its state beside it and its organiser below: how every election is
 * introduced (the public list, the voter's dashboard, the booth), each at its own heading level.
 */
export function ElectionTitle(props: {
  election: { nama: string; penyelenggara: string; state: ElectionState };
  order: TitleOrder;
  size: string;
}) {
  const { election } = props;
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={props.order} size={props.size} style={{ overflowWrap: 'anywhere' }}>
          {election.nama}
        </Title>
        <ElectionStateBadge state={election.state} />
      </Group>
      <Text size="sm">
        <strong>Penyelenggara:</strong> {election.penyelenggara}
      </Text>
    </>
  );
}
