import { Container, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of a public information page (Tentang, Struktur, Direktori, Dokumen, Layanan): the
 * title and a short introduction, then the page's content at `gap` from each other.
 */
export function PublicPageFrame(props: {
  title: ReactNode;
  intro: ReactNode;
  gap: MantineSpacing | number;
  children: ReactNode;
}) {
  return (
    <Container size="lg" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Stack gap={props.gap}>
        <div>
          <Title order={1}>{props.title}</Title>
          <Text c="dimmed" mt="xs" maw={680}>
            {props.intro}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Container>
  );
}
