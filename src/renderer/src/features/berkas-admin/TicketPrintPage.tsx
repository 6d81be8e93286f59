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
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../lib/dates';
import classes from './TicketPrintPage.module.css';
import { trackingUrl } from './ticket-print';
import { useSubmissionDetail } from './use-submissions';

/**
 * /admin/berkas/{id}/cetak: a ticket to print for the student (issue 12, item 11). Only what
 * tracking shows the public: ticket, activity, organiser, date, status and the tracking address;
 * never the answers or the contact. The print dialog opens once the ticket is shown.
 *
 * A QR code of the tracking link belongs beside the address; no QR library is installed yet, so
 * the address is printed in full (see the report of issue 12 for the library to add).
 */
export default function TicketPrintPage() {
  const { submissionId = '' } = useParams();
  const { detail, error } = useSubmissionDetail(submissionId, 0);
  const printed = useRef(false);

  useEffect(() => {
    if (!detail || printed.current) return;
    printed.current = true;
    // After the ticket has been painted, or the print shows the spinner.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [detail]);

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
  if (!detail)
    return (
      <Center py="xl">
        <Loader aria-label="Memuat tiket" />
      </Center>
    );

  const { submission } = detail;
  const address = trackingUrl(window.location.origin, submission.ticketId);
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
