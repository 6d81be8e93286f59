import { Paper, Text } from '@mantine/core';

/** One figure of an admin page's panel: a small caps label over a large value, already formatted. */
export function FigureCard(props: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {props.label}
      </Text>
      <Text fz={28} fw={700}>
        {props.value}
      </Text>
    </Paper>
  );
}
