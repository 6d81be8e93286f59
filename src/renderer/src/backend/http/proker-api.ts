import * as z from 'zod/mini';
import { prokerInputSchema } from '../../../../shared/keterbukaan/proker';
import { prokerSearchFromQuery } from '../../../../shared/keterbukaan/proker-list';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { ProkerApi } from '../proker-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import { withLiveParam } from './live-param';

const rowSchema = z.object({
  ...prokerInputSchema.shape,
  id: z.string(),
  kementerian: z.string(),
  persentaseKehadiran: z.nullable(z.number()),
});
const pageSchema = z.object({
  items: z.array(rowSchema),
  total: z.number(),
  halaman: z.number(),
  perHalaman: z.number(),
});
const choicesSchema = z.object({
  periode: z.array(z.string()),
  kementerian: z.array(z.object({ id: z.string(), nama: z.string() })),
});

/** The work programmes over the embedded server's live topics and open-data routes. */
export function createHttpProkerApi(client: HttpClient, live: LiveFactory): ProkerApi {
  return {
    watchPage: (query, observer) =>
      live(withLiveParam(LIVE_TOPICS.prokerPage, query), pageSchema)(observer),
    watchChoices: (observer) =>
      live(withLiveParam(LIVE_TOPICS.prokerChoices), choicesSchema)(observer),
    download: (filter, format) => {
      const search = prokerSearchFromQuery({ ...filter, halaman: 1 }).toString();
      return client.blob(`/api/keterbukaan/program-kerja.${format}${search ? `?${search}` : ''}`);
    },
  };
}
