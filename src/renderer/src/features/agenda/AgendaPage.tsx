import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActivityRecord } from '../../../../shared/agenda/activities';
import { agendaResource } from '../../../../shared/agenda/agenda-resource';
import { formatDayWithName } from '../../../../shared/agenda/agenda-format';
import {
  activitiesBetween,
  busyDays,
  upcomingActivities,
} from '../../../../shared/agenda/agenda-view';
import { addDays, wallClockOf, wallDate } from '../../../../shared/agenda/wall-clock';
import { useResourceList } from '../../backend/use-resource';
import { useRenderTime } from '../../lib/use-render-time';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ActivityCard } from './ActivityCard';
import { AgendaMonth } from './AgendaMonth';
import classes from './AgendaPage.module.css';
import { SubscribeCalendar } from './SubscribeCalendar';

/** Upcoming activities shown at first; "Tampilkan Lebih Banyak" adds as many again. */
const LIST_STEP = 10;

/**
 * Agenda Kegiatan /agenda (issue 20 item 6): the month view marking the days with activities, the
 * upcoming activities (or a chosen day's), each opening in place, and the calendar subscription.
 * `?kegiatan={id}` (the feed's link of an event) opens that activity on its day. Every time is
 * the wall clock entered in Kelola Penanggalan, shown as it is: no zone can shift it.
 */
export default function AgendaPage() {
  const { records, error } = useResourceList(agendaResource, 'public');
  const { now, clockProps } = useRenderTime('agenda');
  const nowWall = wallClockOf(now);
  const today = wallDate(nowWall);
  const [address] = useSearchParams();
  const linked = records?.find((activity) => activity.id === address.get('kegiatan'));

  // Until the visitor picks, the month and day follow the linked activity, else today.
  const [month, setMonth] = useState<string | null>(null);
  const [day, setDay] = useState<string | null | undefined>(undefined);
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const [shown, setShown] = useState(LIST_STEP);
  const linkedDay = linked ? wallDate(linked.mulai) : null;
  const shownMonth = month ?? (linkedDay ?? today).slice(0, 7);
  const shownDay = day === undefined ? linkedDay : day;
  const openIds = opened ?? new Set(linked ? [linked.id] : []);

  const busy = useMemo(
    () => busyDays(records ?? [], `${shownMonth}-01`, addDays(`${shownMonth}-01`, 31)),
    [records, shownMonth],
  );
  const list = useMemo(() => {
    if (!records) return undefined;
    return shownDay
      ? activitiesBetween(records, shownDay, shownDay)
      : upcomingActivities(records, nowWall);
  }, [records, shownDay, nowWall]);

  // A linked activity is brought into view once (on a phone the list is below the month).
  const scrolledTo = useRef<string | null>(null);
  const linkedId = linked?.id;
  useEffect(() => {
    if (!linkedId || scrolledTo.current === linkedId) return;
    scrolledTo.current = linkedId;
    document.getElementById(`kegiatan-${linkedId}`)?.scrollIntoView({ block: 'center' });
  }, [linkedId]);

  const toggle = (id: string) => {
    const next = new Set(openIds);
    if (!next.delete(id)) next.add(id);
    setOpened(next);
  };

  return (
    <Container size="lg" px={{ base: 'sm', xs: 'md' }} py={48} {...clockProps}>
      <Title order={1} mb="xs">
        Agenda Kegiatan
      </Title>
      <Text c="dimmed" mb="xl" maw={720}>
        Jadwal kegiatan BEM KM dan organisasi mahasiswa Politeknik Teknologi Nuklir Indonesia. Semua
        waktu dalam WIB (Asia/Jakarta).
      </Text>
      <div className={classes.layout}>
        <div>
          <Stack gap="xl">
            <AgendaMonth
              month={shownMonth}
              busy={busy}
              today={today}
              selected={shownDay}
              onSelect={(picked) => {
                setDay(picked);
                setShown(LIST_STEP);
              }}
              onMonth={setMonth}
            />
            <SubscribeCalendar />
          </Stack>
        </div>
        <div>
          <section aria-labelledby="daftar-kegiatan">
            <Group justify="space-between" align="center" mb="md" gap="xs">
              <Title order={2} size="h3" id="daftar-kegiatan">
                {shownDay ? `Kegiatan ${formatDayWithName(shownDay)}` : 'Kegiatan Mendatang'}
              </Title>
              {shownDay && (
                <Button variant="subtle" size="compact-sm" onClick={() => setDay(null)}>
                  Lihat Kegiatan Mendatang
                </Button>
              )}
            </Group>
            <AsyncContent
              value={list}
              error={error}
              errorTitle="Agenda kegiatan tidak dapat dimuat"
              loadingLabel="Memuat agenda kegiatan..."
              empty={
                shownDay
                  ? 'Tidak ada kegiatan pada tanggal ini.'
                  : 'Belum ada kegiatan yang dijadwalkan.'
              }
            >
              {(loaded) => (
                <ActivityList
                  activities={loaded}
                  limit={shownDay ? loaded.length : shown}
                  openIds={openIds}
                  onToggle={toggle}
                  onMore={() => setShown((count) => count + LIST_STEP)}
                />
              )}
            </AsyncContent>
          </section>
        </div>
      </div>
    </Container>
  );
}

function ActivityList(props: {
  activities: readonly ActivityRecord[];
  limit: number;
  openIds: ReadonlySet<string>;
  onToggle(id: string): void;
  onMore(): void;
}) {
  const { activities, limit } = props;
  return (
    <Stack gap="md">
      {activities.slice(0, limit).map((activity) => (
        <ActivityCard
          key={activity.id}
          activity={activity}
          open={props.openIds.has(activity.id)}
          onToggle={() => props.onToggle(activity.id)}
        />
      ))}
      {activities.length > limit && (
        <Button variant="light" onClick={props.onMore} style={{ alignSelf: 'center' }}>
          Tampilkan Lebih Banyak
        </Button>
      )}
    </Stack>
  );
}
