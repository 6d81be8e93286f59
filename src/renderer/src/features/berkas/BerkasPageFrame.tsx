import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The frame of the berkas pages: a way back to the hub, the title, the body. */
export function BerkasPageFrame(props: {
  title: string;
  subtitle: string;
  children: ReactNode;
  back?: { to: string; label: string };
}) {
  const back = props.back ?? { to: '/layanan/berkaskm', label: 'SI-BERKAS & SI-LAKAS' };
  return (
    <Container size="sm" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.to} fw={600} size="sm">
          <Group gap={6} component="span" display="inline-flex">
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
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
