import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { CardGrid } from '../../ui/CardGrid';
import { Link } from 'react-router-dom';
import { activityDateText, activityTimeText } from '../../../../shared/agenda/agenda-format';
import { AGENDA_PAGE_PATH } from '../../../../shared/agenda/agenda-paths';
import { HOME_AGENDA_COUNT, upcomingActivities } from '../../../../shared/agenda/agenda-view';
import { wallClockOf } from '../../../../shared/agenda/wall-clock';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { useRenderTime } from '../../lib/use-render-time';
import { DateBlock } from '../agenda/DateBlock';

/**
 * "Agenda Terdekat" (issue 20 item 6): the next few activities not yet over, each linking to its
 * place on /agenda. It reads the small topic of the next activities, not the calendar; the
 * server's render time decides what is "next" until the page is hydrated (use-render-time.ts).
 */
export function UpcomingAgenda() {
  const { value } = useLiveQuery(LIVE_TOPICS.agendaUpcoming);
  const { now, clockProps } = useRenderTime('beranda-agenda');
  const items = value && upcomingActivities(value, wallClockOf(now), HOME_AGENDA_COUNT);
  // Until the first answer (or with nothing coming) the section is left out, as the news are.
  if (!items || items.length === 0) return null;
  return (
    <Container
      size="lg"
      pt={48}
      component="section"
      aria-labelledby="agenda-terdekat"
      {...clockProps}
    >
      <Group justify="space-between" align="end" mb="lg">
        <div>
          <Title order={2} id="agenda-terdekat">
            Agenda Terdekat
          </Title>
          <Text c="dimmed">Kegiatan mahasiswa yang akan datang. Semua waktu dalam WIB.</Text>
        </div>
        <Button component={Link} to={AGENDA_PAGE_PATH} variant="light">
          Lihat Agenda
        </Button>
      </Group>
      <CardGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {items.map((activity) => (
          <li key={activity.id}>
            <Paper
              withBorder
              radius="md"
              p="md"
              h="100%"
              component={Link}
              to={`${AGENDA_PAGE_PATH}?kegiatan=${encodeURIComponent(activity.id)}`}
              style={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 'var(--mantine-spacing-md)',
                color: 'inherit',
                textDecoration: 'none',
              }}
            >
              <DateBlock date={activity.mulai} />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {activity.namaKegiatan}
                </Text>
                <Text size="sm" c="dimmed">
                  {activityDateText(activity)}
                </Text>
                <Text size="sm" c="dimmed">
                  {activityTimeText(activity)}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {activity.tempat} · {activity.penyelenggara}
                </Text>
              </div>
            </Paper>
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
