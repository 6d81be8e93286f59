import * as z from 'zod/mini';
import { risalahInputSchema } from '../../../../shared/keterbukaan/risalah';
import { risalahSearchFromQuery } from '../../../../shared/keterbukaan/risalah-list';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { RisalahApi } from '../risalah-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import { withLiveParam } from './live-param';

const { published: _published, ...rowShape } = risalahInputSchema.shape;
const pageSchema = z.object({
  items: z.array(z.object({ ...rowShape, id: z.string() })),
  total: z.number(),
  halaman: z.number(),
  perHalaman: z.number(),
});

/** The meeting minutes over the embedded server's live topic and open-data routes. */
export function createHttpRisalahApi(client: HttpClient, live: LiveFactory): RisalahApi {
  return {
    watchPage: (query, observer) =>
      live(withLiveParam(LIVE_TOPICS.risalahPage, query), pageSchema)(observer),
    download: (filter, format) => {
      const search = risalahSearchFromQuery({ ...filter, halaman: 1 }).toString();
      return client.blob(`/api/keterbukaan/risalah-rapat.${format}${search ? `?${search}` : ''}`);
    },
  };
}
