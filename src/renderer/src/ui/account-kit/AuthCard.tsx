import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every account screen: a centred card, full width on a phone. */
export function AuthCard(props: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Container size={480} px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Title order={1} size="h2" ta="center" mb={props.description ? 4 : 'lg'}>
          {props.title}
        </Title>
        {props.description && (
          <Text c="dimmed" size="sm" ta="center" mb="lg">
            {props.description}
          </Text>
        )}
        {props.children}
      </Paper>
    </Container>
  );
}
