import * as z from 'zod/mini';
import { risalahSearchFromQuery } from '../../../../shared/keterbukaan/risalah-list';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { RisalahApi } from '../risalah-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import { withLiveParam } from './live-param';

// The row's shape (RisalahRow), written here rather than taken from risalahInputSchema: the
// public page checks what arrives without loading the form's messages and rules.
const text = z.string();
const rowSchema = z.object({
  id: text,
  namaRapat: text,
  tanggalRapat: text,
  pemimpinRapat: text,
  notulensi: text,
  hasilKeputusan: text,
  daftarHadir: z.array(text),
  tugas: z.array(z.object({ tugas: text, penanggungJawab: text, selesai: z.boolean() })),
  lampiran: z.array(z.object({ namaFile: text, link: text })),
});
const pageSchema = z.object({
  items: z.array(rowSchema),
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
