import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandInstagram } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { paragraphsOf } from '../../../../shared/content/news';
import { newsList } from '../../../../shared/content/news-list';
import { usePublicListItem } from '../../backend/use-public-list-item';
import { useRecordHead } from '../../shell/navigation/record-head';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import NotFoundPage from '../errors/NotFoundPage';
import { ImageGallery } from '../../ui/images/ImageGallery';
import { ShareButtons } from './ShareButtons';
import { CATEGORY_COLOURS, formatNewsDay, formatNewsInstant, newsPath } from './news-format';

/** A news item /berita/{slug}: new, the previous portal had none (ORIGINAL.md §1.4). */
export default function BeritaDetailPage() {
  const { slug = '' } = useParams();
  const { value: news, error } = usePublicListItem(newsList, slug);
  useRecordHead(
    news === undefined
      ? undefined
      : news === null
        ? null
        : { title: news.judul, description: news.ringkasan, image: news.gambar[0]?.url },
  );
  if (news === null) return <NotFoundPage />;
  return (
    <Container size="md" py={40}>
      <Anchor component={Link} to="/berita" size="sm" mb="lg" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden style={{ marginRight: 4 }} />
        Kembali ke Berita
      </Anchor>
      <AsyncContent
        value={news}
        error={error}
        errorTitle="Berita tidak dapat dimuat"
        loadingLabel="Memuat berita..."
      >
        {(item) => (
          <article>
            <Badge color={CATEGORY_COLOURS[item.kategori]} variant="light" mb="sm">
              {item.kategori}
            </Badge>
            <Title order={1} mb="sm">
              {item.judul}
            </Title>
            <Stack gap={2} mb="lg">
              <Text size="sm" c="dimmed">
                Tanggal Kegiatan: {formatNewsDay(item.tanggalKegiatan)}
              </Text>
              {item.tanggalTerbit ? (
                <Text size="sm" c="dimmed">
                  Dipublikasikan: {formatNewsInstant(item.tanggalTerbit)}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                Oleh <strong>{item.penulis}</strong> · Kategori: {item.kategori}
              </Text>
            </Stack>
            <ImageGallery images={item.gambar} />
            {/* Plain text only: React writes it as text, so no HTML in it ever runs. */}
            {paragraphsOf(item.isi).map((paragraph, index) => (
              <Text key={index} mb="md" style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
            <Group justify="space-between" mt="xl" gap="md">
              <ShareButtons title={item.judul} path={newsPath(item.slug)} />
              {item.linkInstagram ? (
                <Anchor
                  href={item.linkInstagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  display="inline-flex"
                >
                  <IconBrandInstagram size={18} aria-hidden style={{ marginRight: 4 }} />
                  Lihat di Instagram
                </Anchor>
              ) : null}
            </Group>
          </article>
        )}
      </AsyncContent>
    </Container>
  );
}
