import {
  Button,
  Container,
  Group,
  SimpleGrid,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWS_CATEGORIES } from '../../../../shared/content/news';
import { NEWS_SEARCH_MAX, type NewsPageQuery } from '../../../../shared/content/news-pages';
import { LIVE_TOPICS } from '../../../../shared/live';
import { pageCount } from '../../../../shared/open-data/paging';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { SelectField } from '../../ui/forms/SelectField';
import { NewsCardView } from './NewsCardView';
import { queryFromSearch, searchFromQuery } from './news-query';
import { useAddressSearch } from '../../lib/use-address-search';
import { useHeldValue } from '../../lib/use-held-value';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Semua Kategori' },
  ...NEWS_CATEGORIES.map((kategori) => ({ value: kategori, label: kategori })),
];
const SORT_OPTIONS = [
  { value: 'terbaru', label: 'Urutkan: Terbaru' },
  { value: 'kegiatan', label: 'Urutkan: Tgl. Kegiatan' },
];
/** Typing pauses this long before the list follows the search. */
const SEARCH_DELAY_MS = 300;

/** A link to a page of the list, or a disabled button where there is none (first or last). */
function PageButton(props: { to: string | null; children: string }) {
  return props.to ? (
    <Button variant="default" component={Link} to={props.to}>
      {props.children}
    </Button>
  ) : (
    <Button variant="default" disabled>
      {props.children}
    </Button>
  );
}

/** Berita /berita (ORIGINAL.md §1.4): a page of published cards at a time, live. */
export default function BeritaPage() {
  const [search, setSearch] = useAddressSearch();
  const query = queryFromSearch(search);
  const { value, error } = useLiveQuery(LIVE_TOPICS.newsPage, query);
  const page = useHeldValue(value);

  const [typed, setTyped] = useState(query.q);
  const change = (next: Partial<NewsPageQuery>) =>
    setSearch((now) => searchFromQuery({ ...queryFromSearch(now), halaman: 1, ...next }), {
      replace: !next.halaman,
    });
  useEffect(() => {
    if (typed === query.q) return undefined;
    const timer = setTimeout(() => change({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `change` is remade each render; the typed text is what starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const pages = page ? pageCount(page) : 1;
  const pageLink = (halaman: number) => {
    const text = searchFromQuery({ ...query, halaman }).toString();
    return text ? `/berita?${text}` : '/berita';
  };

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
          <TextInput
            aria-label="Cari judul berita"
            placeholder="Cari judul berita..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            maxLength={NEWS_SEARCH_MAX}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <SelectField
            aria-label="Kategori"
            data={CATEGORY_OPTIONS}
            value={query.kategori}
            onChange={(event) =>
              change({ kategori: event.currentTarget.value as NewsPageQuery['kategori'] })
            }
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
        refreshing={!value}
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

      {page && page.total > page.perHalaman ? (
        <Group justify="center" mt="xl" gap="md" component="nav" aria-label="Halaman berita">
          <PageButton to={query.halaman > 1 ? pageLink(query.halaman - 1) : null}>
            Sebelumnya
          </PageButton>
          <Text size="sm">
            Halaman {Math.min(query.halaman, pages)} dari {pages}
          </Text>
          <PageButton to={query.halaman < pages ? pageLink(query.halaman + 1) : null}>
            Berikutnya
          </PageButton>
        </Group>
      ) : null}
    </Container>
  );
}
