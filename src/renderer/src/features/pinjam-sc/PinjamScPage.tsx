import { Box, Button, Center, Group, Loader, Paper, Title } from '@mantine/core';
import { IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCalendarDate } from '../../../../shared/calendar-date';
import type { PublicSlot } from '../../../../shared/sc/booking';
import { useHydrated } from '../../lib/use-hydrated';
import { useSeen } from '../../lib/use-seen';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { LazyPart } from '../berkas/parts/LazyPart';
import { hasNotice, InfoNoticeModal } from './InfoNoticeModal';
import { bookingFormPart, scheduleCalendarPart } from './parts';
import { ScPageFrame } from './ScPageFrame';
import { ScheduleSection } from './ScheduleSection';
import { SlotDetailModal } from './SlotDetailModal';
import { useRoomsAndQuestionsOnce, useScSettings } from './use-sc-data';
import { WhatsAppButton } from './WhatsAppButton';

/**
 * /pinjam-sc (ORIGINAL.md §5): the notice on entry, the calendar of active bookings, the booking
 * form and the WhatsApp contact.
 */
export default function PinjamScPage() {
  const { settings, error: settingsError } = useScSettings();
  const { rooms, questions, error: listsError } = useRoomsAndQuestionsOnce();
  const hydrated = useHydrated();
  const location = useLocation();
  const initialDay = dayFromState(location.state);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const [noticeAsked, setNoticeAsked] = useState(false);
  const [picked, setPicked] = useState<{ slot: PublicSlot; open: boolean } | null>(null);
  const [formSeen, setFormBox] = useSeen();
  const [pickedDay, setPickedDay] = useState<{ tanggal: string } | null>(null);
  const formBox = useRef<HTMLDivElement | null>(null);
  const loadError = settingsError ?? listsError;
  const withNotice = !!settings && hasNotice(settings);
  // The notice opens once the page is the browser's (never in the server's HTML).
  const noticeOpen = hydrated && withNotice && (noticeAsked || !noticeClosed);
  // What the notice covers downloads when it closes (the closing preloads it): the calendar, and
  // the form with its date and time pickers. Without a notice, the calendar at once (the first
  // screen) and the form when it comes into view.
  const [calendarWanted, setCalendarWanted] = useState(false);
  if (!calendarWanted && hydrated && !!settings && !noticeOpen) setCalendarWanted(true);
  const formWanted = calendarWanted && (noticeClosed || formSeen);

  const pickDay = (tanggal: string) => {
    setPickedDay({ tanggal });
    formBox.current?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <ScPageFrame
      size="lg"
      title="Peminjaman Sport Center"
      subtitle="Lihat jadwal Sport Center dan ajukan peminjaman ruangan untuk kegiatan Anda."
    >
      <Group gap="xs">
        {withNotice && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconInfoCircle size={16} aria-hidden />}
            onClick={() => setNoticeAsked(true)}
          >
            Informasi Peminjaman
          </Button>
        )}
        <Button
          component={Link}
          to="/pinjam-sc/kelola"
          variant="default"
          size="xs"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Kelola Peminjaman
        </Button>
        <Button component={Link} to="/pinjam-sc/absensi" variant="default" size="xs">
          Absensi
        </Button>
      </Group>
      {loadError && <LoadError title="Data peminjaman tidak dapat dimuat" error={loadError} />}
      <ScheduleSection
        rooms={rooms}
        settings={settings}
        wanted={calendarWanted}
        initialDay={initialDay}
        onPickDay={pickDay}
        onPickSlot={(slot) => setPicked({ slot, open: true })}
      />
      <Paper
        ref={(element: HTMLDivElement | null) => {
          formBox.current = element;
          setFormBox(element);
        }}
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="formulir-peminjaman"
      >
        <Title order={2} size="h3" id="formulir-peminjaman" mb="md">
          Formulir Peminjaman
        </Title>
        {settings && rooms && questions && formWanted ? (
          <LazyPart
            part={bookingFormPart}
            fallback={<FormLoading />}
            props={{ pickedDay, rooms, questions, settings }}
          />
        ) : formWanted ? (
          !loadError && <FormLoading />
        ) : (
          // Not asked for yet (behind the notice, or not yet in view): its place, no spinner.
          <Box py="xl" />
        )}
      </Paper>
      {settings && (
        <>
          <InfoNoticeModal
            settings={settings}
            opened={noticeOpen}
            onClose={() => {
              scheduleCalendarPart.preload();
              bookingFormPart.preload();
              setNoticeClosed(true);
              setNoticeAsked(false);
            }}
          />
          <WhatsAppButton settings={settings} />
        </>
      )}
      <SlotDetailModal
        slot={picked?.slot ?? null}
        ruang={rooms?.find((room) => room.id === picked?.slot.ruangId)?.nama ?? ''}
        opened={picked?.open ?? false}
        onClose={() => setPicked((current) => current && { ...current, open: false })}
      />
    </ScPageFrame>
  );
}

/** The day "Lihat di Kalender" asks to open on (the receipt's), from the router's state. */
function dayFromState(state: unknown): string | undefined {
  const day =
    state && typeof state === 'object'
      ? (state as { lihatTanggal?: unknown }).lihatTanggal
      : undefined;
  return typeof day === 'string' && isCalendarDate(day) ? day : undefined;
}

function FormLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Memuat formulir peminjaman" />
    </Center>
  );
}
