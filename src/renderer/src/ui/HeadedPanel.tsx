import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered section of a page under its own heading (h2, drawn as h4), which names it for
 * screen readers. `gap` stacks what follows the heading at that distance; without it the heading
 * keeps a medium margin and the content lays itself out.
 */
export function HeadedPanel(props: {
  /** The heading's id, which names the section (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  p: MantineSpacing;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h4" id={props.id} mb={props.gap === undefined ? 'md' : undefined}>
      {props.title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p={props.p} component="section" aria-labelledby={props.id}>
      {props.gap === undefined ? (
        <>
          {heading}
          {props.children}
        </>
      ) : (
        <Stack gap={props.gap}>
          {heading}
          {props.children}
        </Stack>
      )}
    </Paper>
  );
}
