import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { newsList } from '../../../../shared/content/news-list';
import { firstListQuery } from '../../../../shared/public-lists/list-address';
import { usePublicListPage } from '../../backend/use-public-list-page';
import { NewsCardView } from '../berita/NewsCardView';

/** How many of the newest published items the home page shows. */
export const HOME_NEWS_COUNT = 3;

/**
 * "Berita & Kegiatan Terbaru" (ORIGINAL.md §1.1): the newest published items, each linking to its
 * page. It reads /berita's first page (one live key for both pages) and shows its first three.
 */
export function LatestNews() {
  const { value } = usePublicListPage(newsList, firstListQuery(newsList));
  const items = value?.items.slice(0, HOME_NEWS_COUNT);
  // Until the first answer (or without any news) the section is left out rather than a spinner.
  if (!items || items.length === 0) return null;
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="berita-terbaru">
      <Group justify="space-between" align="end" mb="lg">
        <div>
          <Title order={2} id="berita-terbaru">
            Berita & Kegiatan Terbaru
          </Title>
          <Text c="dimmed">Kabar terbaru dari kegiatan BEM KM Poltek Nuklir.</Text>
        </div>
        <Button component={Link} to="/berita" variant="light">
          Lihat Semua Berita
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {items.map((news) => (
          <NewsCardView key={news.id} news={news} headingOrder={3} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
