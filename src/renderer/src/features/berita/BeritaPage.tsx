import { Container, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { NEWS_CATEGORIES } from '../../../../shared/content/news';
import { NEWS_SEARCH_MAX, newsList } from '../../../../shared/content/news-list';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ListSearchBox } from '../../ui/public-list/ListSearchBox';
import { ListFilterSelect } from '../../ui/public-list/ListFilterSelect';
import { SelectField } from '../../ui/forms/SelectField';
import { ListPager } from '../../ui/public-list/ListPager';
import { usePublicList } from '../../ui/public-list/use-public-list';
import { NewsCardView } from './NewsCardView';

const PATH = '/berita';
const CATEGORY_OPTIONS = [
  { value: '', label: 'Semua Kategori' },
  ...NEWS_CATEGORIES.map((kategori) => ({ value: kategori, label: kategori })),
];
const SORT_OPTIONS = [
  { value: 'terbaru', label: 'Urutkan: Terbaru' },
  { value: 'kegiatan', label: 'Urutkan: Tgl. Kegiatan' },
];

/**
 * Berita /berita (ORIGINAL.md §1.4): a page of published cards at a time, live, searched by title,
 * filtered by category and ordered by the backend (newsList); the query lives in the address.
 */
export default function BeritaPage() {
  const { query, page, error, refreshing, typed, setTyped, change, pageLink } = usePublicList(
    newsList,
    PATH,
  );

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Arsip Berita & Kegiatan
      </Title>
      <Text c="dimmed" mb="xl">
        Kabar kegiatan, informasi dan pengumuman dari BEM KM Poltek Nuklir.
      </Text>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="xl">
          <ListSearchBox
            label="Cari judul berita"
            placeholder="Cari judul berita..."
            value={typed}
            maxLength={NEWS_SEARCH_MAX}
            onChange={setTyped}
          />
          <ListFilterSelect
            label="Kategori"
            data={CATEGORY_OPTIONS}
            value={query.kategori}
            onChange={(value) => change({ kategori: value })}
          />
          <SelectField
            aria-label="Urutan"
            data={SORT_OPTIONS}
            value={query.urut}
            onChange={(event) =>
              change({ urut: event.currentTarget.value === 'kegiatan' ? 'kegiatan' : 'terbaru' })
            }
          />
        </SimpleGrid>
      </form>

      <AsyncContent
        value={page}
        error={error}
        errorTitle="Berita tidak dapat dimuat"
        loadingLabel="Memuat berita..."
        empty="Tidak ada berita yang ditemukan."
        isEmpty={(loaded) => loaded.items.length === 0}
        refreshing={refreshing}
      >
        {(loaded) => (
          <>
            <VisuallyHidden aria-live="polite">{`${loaded.total} berita ditemukan.`}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {loaded.items.map((news, index) => (
                <NewsCardView key={news.id} news={news} eager={index < 2} priority={index === 0} />
              ))}
            </SimpleGrid>
          </>
        )}
      </AsyncContent>

      <ListPager page={page} halaman={query.halaman} linkTo={pageLink} label="Halaman berita" />
    </Container>
  );
}
