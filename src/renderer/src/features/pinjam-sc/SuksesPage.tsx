import {
  Button,
  Center,
  CopyButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconCircleCheck,
  IconSettings,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { BookingReceipt } from '../../../../shared/sc/booking';
import { saveBlob } from '../../lib/save-blob';
import { useHydrated } from '../../lib/use-hydrated';
import { notifyError } from '../../ui/admin-kit/admin-notify';
import { DetailEntry } from './DetailEntry';
import { dayLabel, timeRange } from './booking-summary';
import { asReceipt, loadReceipt } from './receipt-store';
import { ScPageFrame } from './ScPageFrame';

/**
 * /pinjam-sc/sukses (ORIGINAL.md §5): the booking code, copyable, the summary, the .ics file, and
 * the ways on. The receipt comes in the router's state, or from this tab's storage after a
 * reload; without one, back to the form.
 */
export default function SuksesPage() {
  const location = useLocation();
  const hydrated = useHydrated();
  // Storage is the browser's: read once hydrated, so the server's HTML and the first render agree.
  const receipt = hydrated ? (asReceipt(location.state) ?? loadReceipt()) : null;
  const frame = (body: ReactNode) => (
    <ScPageFrame
      title="Pengajuan Berhasil!"
      subtitle="Simpan Nomor Tiket Anda: hanya dengan nomor ini peminjaman dapat diubah, dibatalkan, dan diabsen."
      back={{ to: '/pinjam-sc', label: 'Peminjaman Sport Center' }}
    >
      {body}
    </ScPageFrame>
  );
  if (!hydrated)
    return frame(
      <Center py="xl">
        <Loader aria-label="Memuat tanda terima" />
      </Center>,
    );
  if (!receipt) return <Navigate to="/pinjam-sc" replace />;
  return frame(<ReceiptView receipt={receipt} />);
}

function ReceiptView(props: { receipt: BookingReceipt }) {
  const { receipt } = props;
  const { booking } = receipt;
  const [saving, setSaving] = useState(false);
  const downloadIcs = async () => {
    setSaving(true);
    try {
      // The iCalendar writer is loaded when asked for, not with the page.
      const [{ bookingIcs, BOOKING_ICS_NAME }, { ICS_CONTENT_TYPE }] = await Promise.all([
        import('../../../../shared/sc/booking-ics'),
        import('../../../../shared/ical/ical-file'),
      ]);
      const manageUrl = `${window.location.origin}/pinjam-sc/kelola`;
      const text = bookingIcs(receipt, manageUrl);
      saveBlob(new Blob([text], { type: ICS_CONTENT_TYPE }), BOOKING_ICS_NAME);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={34} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          Nomor Tiket
        </Title>
        <Text
          component="p"
          m={0}
          fz={{ base: 24, sm: 32 }}
          fw={800}
          ff="monospace"
          data-testid="nomor-tiket"
          style={{ overflowWrap: 'anywhere' }}
        >
          {receipt.kode}
        </Text>
        <CopyButton value={receipt.kode} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
              {copied ? 'Tersalin' : 'Salin'}
            </Button>
          )}
        </CopyButton>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0} w="100%" ta="start">
          <DetailEntry label="Penanggung Jawab" value={receipt.penanggungJawab} />
          <DetailEntry label="Lokasi" value={booking.ruang} />
          <DetailEntry label="Tanggal" value={dayLabel(booking.tanggal)} />
          <DetailEntry label="Waktu" value={timeRange(booking)} />
        </SimpleGrid>
        <Group justify="center" gap="sm">
          <Button
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            loading={saving}
            onClick={() => void downloadIcs()}
          >
            Tambahkan ke Kalender (.ics)
          </Button>
          <Button
            component={Link}
            to="/pinjam-sc"
            state={{ lihatTanggal: booking.tanggal }}
            variant="default"
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
          >
            Lihat di Kalender
          </Button>
          <Button
            component={Link}
            to="/pinjam-sc/kelola"
            state={{ kode: receipt.kode }}
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            Kelola Peminjaman
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
