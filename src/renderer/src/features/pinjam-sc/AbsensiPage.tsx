import { Alert, Button, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCamera,
  IconCircleCheck,
  IconLogin2,
  IconLogout2,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { HolderBooking } from '../../../../shared/sc/booking';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { useBackend } from '../../backend/use-backend';
import { asBackendError } from '../../backend/use-backend-query';
import { notifySuccess } from '../../ui/admin-kit/admin-notify';
import { instantText } from './booking-summary';
import { LazyPart } from '../berkas/parts/LazyPart';
import { cameraCapturePart } from './parts';
import { BookingLookupView } from './BookingLookupView';
import { ScPageFrame } from './ScPageFrame';
import { useBookingLookup } from './use-booking-lookup';

type Step = 'checkIn' | 'checkOut';

const STEP_TEXT: Record<Step, { action: string; done: string }> = {
  checkIn: { action: 'Check-in dengan Foto', done: 'Check-in berhasil.' },
  checkOut: { action: 'Check-out dengan Foto', done: 'Check-out berhasil. Sesi selesai.' },
};

/** Where a booking is on the timeline: the step to take next, or none when the session is over. */
export function nextStep(booking: HolderBooking): Step | null {
  if (booking.status === 'dibatalkan' || booking.checkOutPada) return null;
  return booking.checkInPada ? 'checkOut' : 'checkIn';
}

/**
 * /pinjam-sc/absensi (ORIGINAL.md §5): Cari Tiket → Check-in → Check-out, each with a photo of
 * the room taken by the phone's camera. When a step is allowed (the booking's day, 30 minutes
 * before its start until its end; check-out until two hours after; never once cancelled) is the
 * backend's decision; its refusal is shown here.
 */
export default function AbsensiPage() {
  const backend = useBackend();
  const { lookup, inputError, search, replace } = useBookingLookup();
  const [camera, setCamera] = useState<{ step: Step; open: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const found = lookup.state === 'found' ? lookup : null;
  const step = found ? nextStep(found.booking) : null;

  const send = async (photo: string) => {
    if (!found || !camera) return;
    setSending(true);
    setRefusal(null);
    try {
      const b = await backend;
      const booking =
        camera.step === 'checkIn'
          ? await b.sc.checkIn(found.kode, photo)
          : await b.sc.checkOut(found.kode, photo);
      replace(found.kode, booking);
      notifySuccess(STEP_TEXT[camera.step].done);
    } catch (error) {
      setRefusal(asBackendError(error).message);
    } finally {
      setSending(false);
      setCamera((current) => current && { ...current, open: false });
    }
  };

  const active = !found ? 0 : !found.booking.checkInPada ? 1 : !found.booking.checkOutPada ? 2 : 3;

  return (
    <ScPageFrame
      title="Absensi Peminjaman"
      subtitle="Check-in saat mulai dan check-out saat selesai memakai ruangan, masing-masing dengan foto ruangan."
      back={{ to: '/pinjam-sc', label: 'Peminjaman Sport Center' }}
    >
      <Timeline active={active - 1} bulletSize={28} lineWidth={2}>
        <Timeline.Item bullet={<IconSearch size={14} aria-hidden />} title="Cari Tiket">
          <Text size="sm" c="dimmed">
            Masukkan Nomor Tiket peminjaman Anda.
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconLogin2 size={14} aria-hidden />} title="Check-in">
          <Text size="sm" c="dimmed">
            {found?.booking.checkInPada
              ? instantText(found.booking.checkInPada)
              : 'Mulai 30 menit sebelum waktu mulai.'}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconLogout2 size={14} aria-hidden />} title="Check-out">
          <Text size="sm" c="dimmed">
            {found?.booking.checkOutPada
              ? instantText(found.booking.checkOutPada)
              : 'Paling lambat 2 jam setelah waktu selesai.'}
          </Text>
        </Timeline.Item>
      </Timeline>
      <BookingLookupView
        lookup={lookup}
        inputError={inputError}
        onSearch={(typed) => {
          setRefusal(null);
          void search(typed);
        }}
      >
        {(found) => (
          <>
            {refusal && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {refusal}
              </Alert>
            )}
            {step ? (
              <Button
                size="md"
                leftSection={<IconCamera size={20} aria-hidden />}
                onClick={() => setCamera({ step, open: true })}
              >
                {STEP_TEXT[step].action}
              </Button>
            ) : found.booking.checkOutPada ? (
              <Stack align="center" gap="xs" ta="center">
                <ThemeIcon size={48} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={28} aria-hidden />
                </ThemeIcon>
                <Title order={2} size="h3">
                  Sesi Selesai
                </Title>
                <Text size="sm" c="dimmed">
                  Terima kasih telah menjaga Sport Center.
                </Text>
              </Stack>
            ) : (
              <Alert color="orange" role="status">
                {SC_MESSAGES.cancelled}
              </Alert>
            )}
          </>
        )}
      </BookingLookupView>
      {camera && (
        // The camera's code arrives when it is first asked for, and stays for its closing.
        <LazyPart
          part={cameraCapturePart}
          props={{
            opened: camera?.open ?? false,
            title: camera ? STEP_TEXT[camera.step].action : '',
            sendLabel: camera?.step === 'checkOut' ? 'Kirim Check-out' : 'Kirim Check-in',
            sending: sending,
            onClose: () => setCamera((current) => current && { ...current, open: false }),
            onSend: (photo) => void send(photo),
          }}
        />
      )}
    </ScPageFrame>
  );
}
