import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { RevisionCodeNotice } from './RevisionCodeNotice';
import { CopyValueButton } from '../../ui/CopyValueButton';

export const trackingPath = (ticketId: string) =>
  `/layanan/berkaskm/lacak?ticket=${encodeURIComponent(ticketId)}`;

/** After sending: the ticket, large and copyable, the private revision code, and the way to tracking. */
export function SuccessView(props: { ticketId: string; revisionCode: string; onAgain(): void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={34} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          Berkas Berhasil Diajukan
        </Title>
        <Text c="dimmed">
          Simpan nomor tiket berikut untuk melacak status berkas Anda melalui SI-LAKAS.
        </Text>
        <Group gap="xs" justify="center" wrap="nowrap">
          <Text
            component="p"
            m={0}
            fz={{ base: 26, sm: 34 }}
            fw={800}
            ff="monospace"
            data-testid="ticket-id"
          >
            {props.ticketId}
          </Text>
          <CopyValueButton value={props.ticketId} label="Salin nomor tiket" />
        </Group>
        <RevisionCodeNotice code={props.revisionCode} />
        <Group justify="center">
          <Button component={Link} to={trackingPath(props.ticketId)}>
            Lacak Berkas
          </Button>
          <Button variant="default" onClick={props.onAgain}>
            Ajukan Berkas Lain
          </Button>
        </Group>
        <Anchor component={Link} to="/layanan/berkaskm" size="sm">
          Kembali ke SI-BERKAS &amp; SI-LAKAS
        </Anchor>
      </Stack>
    </Paper>
  );
}
