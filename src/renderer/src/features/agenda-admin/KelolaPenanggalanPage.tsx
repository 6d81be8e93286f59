import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  ACTIVITY_MESSAGES,
  activityTimeProblem,
  newActivityDefaults,
  type ActivityRecord,
} from '../../../../shared/agenda/activities';
import { agendaResource } from '../../../../shared/agenda/agenda-resource';
import {
  activityDateText,
  activityTimeText,
  formatDay,
} from '../../../../shared/agenda/agenda-format';
import {
  activitiesBetween,
  byStart,
  searchActivities,
  weekOf,
} from '../../../../shared/agenda/agenda-view';
import { wallClockOf } from '../../../../shared/agenda/wall-clock';
import { LIMITS } from '../../../../shared/limits';
import { adminPage, AdminPager } from '../../ui/admin-kit/AdminPagination';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import type { DayRange } from '../../ui/dates/DateRangeField';
import { ActivityDetailModal } from './ActivityDetailModal';
import { ActivityFields } from './ActivityFields';
import { AgendaFilters } from './AgendaFilters';

const PAGE_SIZE = LIMITS.adminListPageSize;
const today = () => wallClockOf(Date.now()).slice(0, 10);
const thisWeek = (): DayRange => {
  const { from, to } = weekOf(today());
  return [from, to];
};

/** The form's own check of the backend's rule between start and end, before sending. */
const timeErrors = (values: { mulai: string; selesai: string }): Record<string, string> => {
  const problem = activityTimeProblem(values.mulai, values.selesai);
  return problem ? { [problem.field ?? 'selesai']: problem.message } : {};
};

/**
 * Kelola Penanggalan (ORIGINAL.md §6, the home-affairs ministry and master): this week's
 * activities by default, a range of days, a search over every activity, the detail of one, and
 * add (the old manager could not), edit and delete with confirmation. Times are Asia/Jakarta wall
 * clock, stored and shown as entered.
 */
export default function KelolaPenanggalanPage() {
  const manager = useResourceManager(agendaResource, ACTIVITY_MESSAGES);
  const records = manager.records;
  const [range, setRange] = useState<DayRange>(thisWeek);
  const [search, setSearch] = useState('');
  const [halaman, setHalaman] = useState(1);
  const [detail, setDetail] = useState<{ activity: ActivityRecord; open: boolean } | null>(null);
  const searching = search.trim() !== '';
  const rows = useMemo(() => {
    const all = records ?? [];
    // ORIGINAL.md §6: the search looks through every activity, not only the range's.
    return searching
      ? searchActivities(all, search).sort(byStart)
      : activitiesBetween(all, range[0], range[1]);
  }, [records, search, searching, range]);
  const { pages, current, shown } = adminPage(rows, halaman, PAGE_SIZE);
  const closeDetail = () => setDetail((now) => now && { ...now, open: false });
  const rangeText = `${formatDay(range[0])} – ${formatDay(range[1])}`;

  return (
    <>
      <ManagerPage
        manager={manager}
        title="Kelola Penanggalan"
        addLabel="Tambah Kegiatan"
        onAdd={() => manager.add(newActivityDefaults(today()))}
        hint="Kegiatan tampil di halaman Agenda Kegiatan, beranda dan langganan kalender (iCalendar). Semua waktu dalam WIB."
        empty={
          searching
            ? 'Tidak ada kegiatan yang cocok dengan pencarian.'
            : `Tidak ada kegiatan pada ${rangeText}.`
        }
        isEmpty={rows.length === 0}
        toolbar={
          <Stack gap="xs">
            <AgendaFilters
              range={range}
              onRange={(next) => {
                setRange(next);
                setHalaman(1);
              }}
              search={search}
              onSearch={(next) => {
                setSearch(next);
                setHalaman(1);
              }}
              onReset={() => {
                const week = thisWeek();
                setRange(week);
                setSearch('');
                setHalaman(1);
                return week;
              }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {searching
                ? `Hasil pencarian dari semua kegiatan: ${rows.length} kegiatan.`
                : `Menampilkan ${rows.length} kegiatan pada ${rangeText}.`}
            </Text>
          </Stack>
        }
        remove={manager.removeDialog(
          'Hapus kegiatan?',
          (record) =>
            `Kegiatan "${record.namaKegiatan}" akan dihapus dari agenda dan dari kalender pelanggan, dan tidak dapat dikembalikan.`,
        )}
      >
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Daftar kegiatan">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nama Kegiatan</Table.Th>
                <Table.Th>Tanggal</Table.Th>
                <Table.Th>Waktu</Table.Th>
                <Table.Th>Tempat</Table.Th>
                <Table.Th>Pelaksana</Table.Th>
                <Table.Th>Aksi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((activity) => (
                <Table.Tr
                  key={activity.id}
                  // The row opens the detail for the pointer; the name's button for everyone.
                  onClick={() => setDetail({ activity, open: true })}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={500}
                      ta="left"
                      style={{ overflowWrap: 'anywhere' }}
                      aria-label={`Detail: ${activity.namaKegiatan}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setDetail({ activity, open: true });
                      }}
                    >
                      {activity.namaKegiatan}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{activityDateText(activity)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{activityTimeText(activity)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{activity.tempat}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{activity.penyelenggara}</Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Group gap={4} wrap="nowrap">
                      <RecordButtons
                        name={activity.namaKegiatan}
                        onEdit={() => manager.edit(activity)}
                        onDelete={() => manager.askRemove(activity)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AdminPager
          pages={pages}
          value={current}
          onChange={setHalaman}
          label="Halaman daftar kegiatan"
        />
      </ManagerPage>
      <ActivityDetailModal
        activity={detail?.activity ?? null}
        opened={detail?.open ?? false}
        onClose={closeDetail}
        onEdit={(activity) => {
          closeDetail();
          manager.edit(activity);
        }}
        onDelete={(activity) => {
          closeDetail();
          manager.askRemove(activity);
        }}
      />
      <RecordEditorModal manager={manager} noun="Kegiatan" validate={timeErrors} size="lg">
        {(form) => <ActivityFields form={form} />}
      </RecordEditorModal>
    </>
  );
}
