import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered panel that is one section of its page, named by its heading (`aria-labelledby`) or
 * a label; its padding grows from a phone to a PC unless `p` says otherwise.
 */
export function SectionPanel(
  props: PaperProps & { 'aria-labelledby'?: string; 'aria-label'?: string; children: ReactNode },
) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" {...props} />
  );
}
