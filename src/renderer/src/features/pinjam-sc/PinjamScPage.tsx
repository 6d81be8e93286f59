import { Box, Button, Center, Group, Loader, Paper, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isCalendarDate } from '../../../../shared/calendar-date';
import type { PublicSlot } from '../../../../shared/sc/booking';
import { useHydrated } from '../../lib/use-hydrated';
import { useSeen } from '../../lib/use-seen';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { LazyPart } from '../berkas/parts/LazyPart';
import { InfoNotice } from './InfoNotice';
import { bookingFormPart, slotDetailPart } from './parts';
import { ScPageFrame } from './ScPageFrame';
import { ScheduleSection } from './ScheduleSection';
import { useRoomsAndQuestionsOnce, useScSettings } from './use-sc-data';
import { WhatsAppButton } from './WhatsAppButton';

/**
 * /pinjam-sc (ORIGINAL.md §5): the notice, read in place, the calendar of active bookings, the
 * booking form and the WhatsApp contact.
 */
export default function PinjamScPage() {
  const { settings, error: settingsError } = useScSettings();
  const { rooms, questions, error: listsError } = useRoomsAndQuestionsOnce();
  const hydrated = useHydrated();
  const location = useLocation();
  const initialDay = dayFromState(location.state);
  const [picked, setPicked] = useState<{ slot: PublicSlot; open: boolean } | null>(null);
  const [pickedDay, setPickedDay] = useState<{ tanggal: string } | null>(null);
  const formBox = useRef<HTMLDivElement | null>(null);
  const loadError = settingsError ?? listsError;
  // The calendar and the form with its date and time pickers once the page is the browser's (the
  // server's HTML keeps their places): nothing waits for the notice, which is read in place.
  const partsWanted = hydrated && !!settings;
  // The form and its fields only once its place comes near the screen (within 15% of its height
  // below it): on a phone it lies below the notice and the calendar, which the first load is for.
  // Picking a day scrolls to it, which brings it.
  const [formNear, setFormPlace] = useSeen({ threshold: 0, rootMargin: '0px 0px 15% 0px' });

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
      {settings && <InfoNotice settings={settings} />}
      <ScheduleSection
        rooms={rooms}
        settings={settings}
        wanted={partsWanted}
        initialDay={initialDay}
        onPickDay={pickDay}
        onPickSlot={(slot) => setPicked({ slot, open: true })}
      />
      <Paper
        ref={(node: HTMLDivElement | null) => {
          formBox.current = node;
          setFormPlace(node);
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
        {settings && rooms && questions && partsWanted && formNear ? (
          <LazyPart
            part={bookingFormPart}
            fallback={<FormLoading />}
            props={{ pickedDay, rooms, questions, settings }}
          />
        ) : partsWanted && formNear ? (
          !loadError && <FormLoading />
        ) : (
          // The server's HTML before hydration, and the form's place until it comes near: no
          // spinner, since nothing is loading yet.
          <Box py="xl" />
        )}
      </Paper>
      {settings && <WhatsAppButton settings={settings} />}
      {/* The dialog's code (Mantine's modal stack) downloads when a booking is first picked. */}
      {picked && (
        <LazyPart
          part={slotDetailPart}
          props={{
            slot: picked.slot,
            ruang: rooms?.find((room) => room.id === picked.slot.ruangId)?.nama ?? '',
            opened: picked.open,
            onClose: () => setPicked((current) => current && { ...current, open: false }),
          }}
        />
      )}
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
      <Loader role="status" aria-label="Memuat formulir peminjaman" />
    </Center>
  );
}
