import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A page the backend (or the role) does not let this account see: what it is, why, and a way
 * out. Nothing of the refused data is shown, because nothing of it was sent.
 */
export function AccessRefused(props: { title: string; message: string; action?: ReactNode }) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.message}</Text>
        {props.action ?? (
          <Button component={Link} to="/" variant="light">
            Kembali ke Beranda
          </Button>
        )}
      </Stack>
    </Container>
  );
}
