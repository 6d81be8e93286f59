import { Badge, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { matchesWords, searchWords } from '../../../../shared/open-data/text-search';
import { newsResource } from '../../../../shared/content/news-resource';
import type { RecordOf } from '../../../../shared/resources/resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { AdminTableHead, RecordActionsCell } from '../../ui/admin-kit/RecordTable';
import { PublishSwitch } from '../../ui/admin-kit/RecordButtons';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { formatDateAnswer } from '../../lib/dates';
import { NewsEditorModal, type NewsDraft } from './NewsEditorModal';

type News = RecordOf<typeof newsResource>;

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

/** A new item starts as a draft dated today. */
const newNews = (): NewsDraft => ({
  judul: '',
  kategori: 'Kegiatan',
  tanggalKegiatan: today(),
  ringkasan: '',
  isi: '',
  gambar: [],
  linkInstagram: '',
  published: false,
});

/** Kelola Berita (SPEC.md §2): every item, drafts included; search, publish, add, edit, delete. */
export default function KelolaBeritaPage() {
  const manager = useResourceManager(newsResource, 'Berita');
  const [search, setSearch] = useState('');
  const records = manager.records;
  const shown = useMemo(() => {
    const words = searchWords(search);
    return (records ?? []).filter((news) => matchesWords(words, news.judul));
  }, [records, search]);

  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerPage
        manager={manager}
        title="Kelola Berita"
        addLabel="Tambah Berita"
        onAdd={() => manager.add(newNews())}
        hint="Berita berstatus Draf tidak tampil untuk pengunjung sampai diterbitkan."
        empty={search ? 'Tidak ada berita yang cocok dengan pencarian.' : 'Belum ada berita.'}
        isEmpty={shown.length === 0}
        toolbar={
          <TextInput
            aria-label="Cari judul berita"
            placeholder="Cari judul berita..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
          />
        }
        remove={manager.removeDialog(
          'Hapus berita?',
          (record) => `Berita "${record.judul}" akan dihapus dan tidak dapat dikembalikan.`,
        )}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <AdminTableHead columns={['Judul', 'Kategori', 'Tanggal Kegiatan', 'Status']} />
            <Table.Tbody>
              {shown.map((news: News) => (
                <Table.Tr key={news.id}>
                  <Table.Td>
                    <Text fw={500}>{news.judul}</Text>
                    <Text size="xs" c="dimmed">
                      Oleh {news.penulis}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{news.kategori}</Badge>
                  </Table.Td>
                  <Table.Td>{formatDateAnswer(news.tanggalKegiatan)}</Table.Td>
                  <Table.Td>
                    <PublishSwitch
                      name={news.judul}
                      published={news.published}
                      onChange={(published) =>
                        void manager.patch(
                          news,
                          { published },
                          published ? 'Berita diterbitkan.' : 'Berita dijadikan draf.',
                        )
                      }
                    />
                  </Table.Td>
                  <RecordActionsCell
                    name={news.judul}
                    onEdit={() => manager.edit(news)}
                    onDelete={() => manager.askRemove(news)}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ManagerPage>
      <NewsEditorModal manager={manager} />
    </>
  );
}
