import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NewsCard } from '../../../../shared/content/news-list';
import { useImageSrc } from '../../backend/use-image-src';
import { CardThumbnail } from '../../ui/cards/CardThumbnail';
import card from '../../ui/cards/LinkedCard.module.css';
import { CATEGORY_COLOURS, formatNewsDay, newsPath } from './news-format';

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
    <Card withBorder radius="md" padding="md" className={card.card}>
      {news.gambar && thumb ? (
        <Card.Section>
          <CardThumbnail
            src={thumb}
            alt={news.gambar.alt}
            width={news.gambar.width}
            height={news.gambar.height}
            eager={eager}
            priority={priority}
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
        <Anchor component={Link} to={newsPath(news.slug)} c="inherit" className={card.link}>
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
