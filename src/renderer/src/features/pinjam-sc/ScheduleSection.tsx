import { Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { useEffect, useState } from 'react';
import type { PublicSlot } from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { LazyPart } from '../berkas/parts/LazyPart';
import { scheduleCalendarPart } from './parts';
import { RoomFilter } from './RoomFilter';
import { useSchedule } from './use-sc-data';

/**
 * "Jadwal Sport Center" of /pinjam-sc. The calendar (its own chunk and styles) and the
 * calendar's live stream arrive once `wanted`: the page asks once it is the browser's (the
 * server's HTML keeps the calendar's place).
 */
export function ScheduleSection(props: {
  rooms: readonly ScRoom[] | undefined;
  settings: ScSettings | undefined;
  wanted: boolean;
  initialDay: string | undefined;
  onPickDay(tanggal: string): void;
  onPickSlot(slot: PublicSlot): void;
}) {
  const { rooms, settings } = props;
  const [filter, setFilter] = useState('');
  return (
    <SectionPanel aria-labelledby="jadwal-sc" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="jadwal-sc">
            Jadwal Sport Center
          </Title>
          <RoomFilter rooms={rooms} value={filter} onChange={setFilter} />
        </Group>
        <Text size="sm" c="dimmed">
          Ketuk tanggal untuk mengisinya di formulir, atau ketuk jadwal untuk melihat detailnya.
        </Text>
        {!props.wanted ? (
          // Not asked for yet (the server's HTML, before hydration): its place kept, no spinner.
          <Box h={CALENDAR_PLACE} />
        ) : rooms && settings ? (
          <LiveCalendar
            rooms={rooms}
            filter={filter || null}
            jamBuka={settings.jamBuka}
            jamTutup={settings.jamTutup}
            initialDay={props.initialDay}
            onPickDay={props.onPickDay}
            onPickSlot={props.onPickSlot}
          />
        ) : (
          <CalendarLoading />
        )}
      </Stack>
    </SectionPanel>
  );
}

type CalendarProps = Parameters<ReturnType<typeof scheduleCalendarPart.component>>[0];

/** The calendar with its data: the stream opens and the chunk downloads together. */
function LiveCalendar(props: Omit<CalendarProps, 'slots'>) {
  const { slots } = useSchedule();
  useEffect(() => scheduleCalendarPart.preload(), []);
  return slots ? (
    <LazyPart
      part={scheduleCalendarPart}
      fallback={<CalendarLoading />}
      props={{ ...props, slots }}
    />
  ) : (
    <CalendarLoading />
  );
}

const CALENDAR_PLACE = 320;

function CalendarLoading() {
  return (
    <Center h={CALENDAR_PLACE}>
      <Loader role="status" aria-label="Memuat kalender" />
    </Center>
  );
}
