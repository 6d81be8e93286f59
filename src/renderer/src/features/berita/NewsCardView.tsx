import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NewsCard } from '../../../../shared/content/news-list';
import { useImageSrc } from '../../backend/use-image-src';
import classes from './NewsCardView.module.css';
import { CATEGORY_COLOURS, formatNewsDay, newsPath } from './news-format';

const THUMB_STYLE = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: 'var(--mantine-color-gray-1)',
} as const;

/** A news item in a list: its thumbnail (never the full picture), title, date and summary. */
export function NewsCardView(props: {
  news: NewsCard;
  headingOrder?: 2 | 3;
  eager?: boolean;
  priority?: boolean;
}) {
  const { news, headingOrder = 2, eager = false, priority = false } = props;
  const thumb = useImageSrc(news.gambar?.thumbUrl);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      {news.gambar && thumb ? (
        <Card.Section>
          <img
            src={thumb}
            alt={news.gambar.alt}
            width={news.gambar.width}
            height={news.gambar.height}
            loading={eager ? 'eager' : 'lazy'}
            // The first card's picture is what a phone paints largest first (its LCP).
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            // Inline, not in the page's CSS chunk: the server's HTML paints the picture at its
            // final size before that chunk arrives (otherwise the LCP waits for it).
            style={THUMB_STYLE}
          />
        </Card.Section>
      ) : null}
      <Group gap="xs" mt="md" mb={6}>
        <Badge color={CATEGORY_COLOURS[news.kategori]} variant="light">
          {news.kategori}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatNewsDay(news.tanggalKegiatan)}
        </Text>
      </Group>
      <Title order={headingOrder} size="h4" mb={6}>
        <Anchor component={Link} to={newsPath(news.slug)} c="inherit" className={classes.link}>
          {news.judul}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {news.ringkasan}
      </Text>
      <Text size="xs" c="dimmed" mt="sm">
        Oleh {news.penulis}
      </Text>
    </Card>
  );
}
