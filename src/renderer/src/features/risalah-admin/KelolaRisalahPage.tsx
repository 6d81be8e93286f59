import { Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import { newRisalahDefaults } from '../../../../shared/keterbukaan/risalah';
import { risalahList } from '../../../../shared/keterbukaan/risalah-list';
import { compareRows, sortKeys } from '../../../../shared/public-lists/list-rows';
import { risalahResource } from '../../../../shared/keterbukaan/risalah-resource';
import { meetingsPerMonth, risalahStats } from '../../../../shared/keterbukaan/risalah-stats';
import { matchesWords, searchWords } from '../../../../shared/open-data/text-search';
import { adminPage, AdminPager } from '../../ui/admin-kit/AdminPagination';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { AdminTableHead, RecordActionsCell } from '../../ui/admin-kit/RecordTable';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { formatNewsDay } from '../berita/news-format';
import { RisalahFields } from './RisalahFields';
import { RisalahStatsPanel } from './RisalahStatsPanel';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
const PAGE_SIZE = LIMITS.adminListPageSize;

/**
 * Kelola Risalah (ORIGINAL.md §2.6 AdminRisalah): the figures and meetings per month, every
 * minute (drafts included) ten a page, the form with attendance, tasks and attachments, and the
 * switch that makes a minute final, hence public.
 */
export default function KelolaRisalahPage() {
  const manager = useResourceManager(risalahResource, 'Risalah rapat');
  const records = manager.records;
  const [search, setSearch] = useState('');
  const [halaman, setHalaman] = useState(1);
  const rows = useMemo(() => {
    const words = searchWords(search);
    return (records ?? [])
      .filter((minute) => matchesWords(words, minute.namaRapat))
      .sort(compareRows(sortKeys(risalahList, undefined)));
  }, [records, search]);
  const { pages, current, shown } = adminPage(rows, halaman, PAGE_SIZE);

  return (
    <>
      <ManagerPage
        manager={manager}
        title="Kelola Risalah"
        addLabel="Tambah Risalah"
        onAdd={() => manager.add(newRisalahDefaults(today()))}
        hint="Risalah tampil di halaman Risalah Rapat hanya setelah ditandai Final."
        empty={
          search ? 'Tidak ada risalah yang cocok dengan pencarian.' : 'Belum ada risalah rapat.'
        }
        isEmpty={rows.length === 0}
        toolbar={
          <Stack gap="md">
            {records && (
              <RisalahStatsPanel
                stats={risalahStats(records)}
                perMonth={meetingsPerMonth(records)}
              />
            )}
            <TextInput
              aria-label="Cari nama rapat"
              placeholder="Cari nama rapat..."
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setHalaman(1);
              }}
              maw={360}
            />
          </Stack>
        }
        remove={manager.removeDialog(
          'Hapus risalah rapat?',
          (record) =>
            `Risalah "${record.namaRapat}" akan dihapus beserta daftar hadir, tugas dan lampirannya, dan tidak dapat dikembalikan.`,
        )}
      >
        <Table.ScrollContainer minWidth={680}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Daftar risalah rapat">
            <AdminTableHead columns={['Rapat', 'Tanggal', 'Tugas', 'Final']} />
            <Table.Tbody>
              {shown.map((minute) => (
                <Table.Tr key={minute.id}>
                  <Table.Td>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {minute.namaRapat}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {minute.daftarHadir.length} hadir · {minute.lampiran.length} lampiran
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatNewsDay(minute.tanggalRapat)}</Table.Td>
                  <Table.Td>
                    {minute.tugas.filter((task) => task.selesai).length} / {minute.tugas.length}{' '}
                    selesai
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      size="sm"
                      checked={minute.published}
                      onChange={(event) => {
                        const published = event.currentTarget.checked;
                        void manager.patch(
                          minute,
                          { published },
                          published
                            ? 'Risalah ditandai final dan tampil di publik.'
                            : 'Risalah dikembalikan menjadi draf.',
                        );
                      }}
                      aria-label={`Final: ${minute.namaRapat}`}
                      label={minute.published ? 'Final' : 'Draf'}
                      styles={{ label: { minWidth: '3.2em' } }}
                    />
                  </Table.Td>
                  <RecordActionsCell
                    name={minute.namaRapat}
                    onEdit={() => manager.edit(minute)}
                    onDelete={() => manager.askRemove(minute)}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AdminPager
          pages={pages}
          value={current}
          onChange={setHalaman}
          label="Halaman risalah rapat"
          summary={`${rows.length} risalah`}
        />
      </ManagerPage>
      <RecordEditorModal manager={manager} noun="Risalah Rapat" size="xl">
        {(form) => <RisalahFields form={form} />}
      </RecordEditorModal>
    </>
  );
}
