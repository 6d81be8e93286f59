import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBackend } from '../../backend/use-backend';
import { formatDateTime } from '../../lib/dates';
import classes from './TicketPrintPage.module.css';
import { trackingUrl } from './ticket-print';
import { useSubmissionDetail } from './use-submissions';

/**
 * /admin/berkas/{id}/cetak: a ticket to print for the student (issue 12, item 11). Only what
 * tracking shows the public: ticket, activity, organiser, date, status and the tracking address;
 * never the answers or the contact. The print dialog opens once the ticket is shown.
 * The tracking address is printed in full and as a QR code, for a phone's camera.
 */
export default function TicketPrintPage() {
  const { submissionId = '' } = useParams();
  const { detail, error } = useSubmissionDetail(submissionId, 0);
  const origin = usePublicOrigin();
  const printed = useRef(false);

  useEffect(() => {
    if (!detail || origin === null || printed.current) return;
    printed.current = true;
    // After the ticket has been painted, or the print shows the spinner.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [detail, origin]);

  const back = (
    <Anchor component={Link} to={`/admin/berkas/${encodeURIComponent(submissionId)}`} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Kembali ke detail
    </Anchor>
  );

  if (error)
    return (
      <Stack gap="md">
        <Alert color="red">{error}</Alert>
        {back}
      </Stack>
    );
  if (!detail || origin === null)
    return (
      <Center py="xl">
        <Loader aria-label="Memuat tiket" />
      </Center>
    );

  const { submission } = detail;
  const address = trackingUrl(origin, submission.ticketId);
  return (
    <Stack gap="md">
      <title>{`Tiket ${submission.ticketId} · BEM KM Poltek Nuklir`}</title>
      <Group justify="space-between" className={classes.noPrint}>
        {back}
        <Button
          onClick={() => window.print()}
          leftSection={<IconPrinter size={16} aria-hidden />}
          variant="light"
        >
          Cetak
        </Button>
      </Group>
      <article className={classes.sheet} aria-labelledby="tiket-judul">
        <Stack gap="lg">
          <div>
            <Text size="sm" fw={600} tt="uppercase">
              BEM KM Poltek Nuklir · SI-BERKAS
            </Text>
            <Title order={1} size="h3" id="tiket-judul">
              Tiket Pengajuan Berkas
            </Title>
          </div>
          <div>
            <Text size="sm">Nomor Tiket</Text>
            <div className={classes.ticket} data-testid="print-ticket-id">
              {submission.ticketId}
            </div>
          </div>
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Row label="Nama Kegiatan" value={submission.namaKegiatan || '-'} />
              <Row label="Penyelenggara" value={submission.penyelenggara || '-'} />
              <Row
                label="Tanggal Pengajuan"
                value={formatDateTime(submission.createdAt, 'D MMMM YYYY')}
              />
              <Row label="Status" value={submission.currentStatus} />
            </Table.Tbody>
          </Table>
          <div>
            <Text size="sm" fw={600}>
              Lacak status berkas di:
            </Text>
            <Text className={classes.link} ff="monospace" data-testid="print-tracking-url">
              {address}
            </Text>
            <Text size="sm" mt={4}>
              atau buka SI-LAKAS dan masukkan nomor tiket di atas.
            </Text>
          </div>
          <QRCodeSVG
            value={address}
            size={144}
            marginSize={2}
            title={`Kode QR pelacakan ${submission.ticketId}`}
            data-testid="print-qr"
          />
        </Stack>
      </article>
    </Stack>
  );
}

function Row(props: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w="40%">{props.label}</Table.Th>
      <Table.Td>{props.value}</Table.Td>
    </Table.Tr>
  );
}

/** The public site's origin from the backend (the desktop app's own origin is not it). */
function usePublicOrigin(): string | null {
  const backend = useBackend();
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void backend.then((b) => !cancelled && setOrigin(b.publicOrigin()));
    return () => {
      cancelled = true;
    };
  }, [backend]);
  return origin;
}
