import * as z from 'zod/mini';
import {
  ASET_KONDISI,
  ASET_PEMINJAMAN,
  ASET_TIPE_PEROLEHAN,
} from '../../../../shared/keterbukaan/aset';
import { asetSearchFromQuery } from '../../../../shared/keterbukaan/aset-address';
import { asetExportPath } from '../../../../shared/keterbukaan/aset-export';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import { recordSchema } from '../../../../shared/resources/record-schema';
import type { AsetApi } from '../aset-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

const cardSchema = z.object({
  id: z.string(),
  namaAset: z.string(),
  kodeAset: z.string(),
  lokasiPenyimpanan: z.string(),
  jumlahAset: z.number(),
  tahunPerolehan: z.string(),
  tipePerolehan: z.enum(ASET_TIPE_PEROLEHAN),
  statusKondisi: z.enum(ASET_KONDISI),
  statusPeminjaman: z.enum(ASET_PEMINJAMAN),
  dapatDipinjamkan: z.boolean(),
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

/** The inventory over the embedded server's live topics and open-data routes. */
export function createHttpAsetApi(client: HttpClient, live: LiveFactory): AsetApi {
  const detailSchema = z.nullable(recordSchema(asetResource));
  return {
    watchPage: (query, observer) =>
      live(withParam(LIVE_TOPICS.asetPage, query), pageSchema)(observer),
    watchDetail: (id, observer) =>
      live(withParam(LIVE_TOPICS.asetDetail, id), detailSchema)(observer),
    watchLokasi: (observer) =>
      live(liveTopicPath(LIVE_TOPICS.asetLokasi), z.array(z.string()))(observer),
    exportFile: (filter, format) => {
      const search = asetSearchFromQuery(filter).toString();
      return client.blob(`${asetExportPath(format)}${search ? `?${search}` : ''}`);
    },
  };
}
