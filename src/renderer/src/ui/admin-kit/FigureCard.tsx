import { Paper, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

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

/**
 * One figure of the e-voting overviews, a group named by its label for screen readers, with a
 * hint under the value where there is one.
 */
export function LabelledFigureCard(props: {
  label: string;
  value: ReactNode;
  hint?: string;
  /** The value's size, smaller for a long one. */
  fz?: number;
}) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={id}>
      <Text id={id} size="xs" c="dimmed" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text fz={props.fz ?? 28} fw={700}>
        {props.value}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
    </Paper>
  );
}
