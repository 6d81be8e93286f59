import * as z from 'zod/mini';
import { NEWS_CATEGORIES } from '../../../../shared/content/news';
import { newsResource } from '../../../../shared/content/news-resource';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import { recordSchema } from '../../../../shared/resources/record-schema';
import type { NewsApi } from '../news-api';
import type { LiveFactory } from './live-factory';

const cardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  judul: z.string(),
  kategori: z.enum(NEWS_CATEGORIES),
  tanggalKegiatan: z.string(),
  tanggalTerbit: z.nullable(z.string()),
  ringkasan: z.string(),
  penulis: z.string(),
  gambar: z.nullable(
    z.object({ thumbUrl: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  ),
});
const pageSchema = z.object({
  items: z.array(cardSchema),
  total: z.number(),
  halaman: z.number(),
  perHalaman: z.number(),
});

/** `?p=` carries the topic's parameter (src/server/live/live-source.ts). */
const withParam = (topic: string, param: unknown) =>
  `${liveTopicPath(topic as never)}?p=${encodeURIComponent(JSON.stringify(param))}`;

/** The news pages over the embedded server's parameterised live topics. */
export function createHttpNewsApi(live: LiveFactory): NewsApi {
  const detailSchema = z.nullable(recordSchema(newsResource));
  return {
    watchPage: (query, observer) =>
      live(withParam(LIVE_TOPICS.newsPage, query), pageSchema)(observer),
    watchDetail: (slug, observer) =>
      live(withParam(LIVE_TOPICS.newsDetail, slug), detailSchema)(observer),
  };
}
