import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ServicePageFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The way back: the service's hub, or the page this one was opened from. */
  back: { to: string; label: string };
  size?: 'sm' | 'md' | 'lg';
}

/** The frame of a public service page (SI-BERKAS, Peminjaman SC): a way back, the title, the body. */
export function ServicePageFrame(props: ServicePageFrameProps) {
  return (
    <Container size={props.size ?? 'sm'} px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={props.back.to} fw={600} size="sm">
          <Group gap={6} component="span" display="inline-flex">
            <IconArrowLeft size={16} aria-hidden />
            {props.back.label}
          </Group>
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {props.subtitle}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Container>
  );
}
