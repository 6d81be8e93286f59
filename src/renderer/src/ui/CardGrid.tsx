import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in a grid that is a list (`ul`, each card an `li`) without bullets or indent. */
export function CardGrid(props: SimpleGridProps & { children: ReactNode }) {
  return <SimpleGrid component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props} />;
}
