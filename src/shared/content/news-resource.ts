import { defineResource } from '../resources/resource';
import {
  NEWS_DEFAULT_AUTHOR,
  NEWS_LIMITS,
  NEWS_MESSAGES,
  newsInputSchema,
  type NewsInput,
} from './news';
import { newsList } from './news-list';
import { uniqueSlug } from './news-slug';

/**
 * Kelola Berita: news written by the ministries (area kelola-berita), read by the public once
 * published, a page of cards or an item at a time (newsList). The backend stamps the slug (from
 * the first title, then kept), the author (the writer's ministry) and the publication date (the
 * first publish).
 */
export const newsResource = defineResource({
  name: 'berita',
  firestoreCollection: 'news',
  input: newsInputSchema,
  stored: newsInputSchema,
  writeArea: 'kelola-berita',
  publicRead: 'published',
  order: { by: 'tanggalKegiatan', direction: 'desc' },
  maxRecords: NEWS_LIMITS.maxRecords,
  // Six image references and 20,000 characters of text, with room to spare.
  maxBodyBytes: 96 * 1024,
  history: { noun: 'berita', title: (news) => news.judul },
  notFound: NEWS_MESSAGES.notFound,
  stamp: (news, { actor, previous, others, now }): NewsInput => ({
    ...news,
    slug:
      previous?.slug ??
      uniqueSlug(
        news.judul,
        others.flatMap((other) => (other.slug ? [other.slug] : [])),
      ),
    penulis: previous?.penulis ?? actor.kementerian ?? NEWS_DEFAULT_AUTHOR,
    tanggalTerbit: previous?.tanggalTerbit ?? (news.published ? now.toISOString() : null),
  }),
  check: (news, others) =>
    news.slug && others.some((other) => other.slug === news.slug)
      ? { message: NEWS_MESSAGES.slugTaken, field: 'judul' }
      : null,
  publicList: newsList,
});
