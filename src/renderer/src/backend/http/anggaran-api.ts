import * as z from 'zod/mini';
import { ANGGARAN_STATUSES, realisasiSchema } from '../../../../shared/keterbukaan/anggaran';
import { anggaranSearchFromQuery } from '../../../../shared/keterbukaan/anggaran-address';
import { FIRST_ANGGARAN_PAGE } from '../../../../shared/keterbukaan/anggaran-list';
import { sbmItemSchema } from '../../../../shared/keterbukaan/standar-biaya';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import type { AnggaranApi } from '../anggaran-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

const status = z.enum(ANGGARAN_STATUSES);

const itemSchema = z.object({
  id: z.string(),
  namaProgram: z.string(),
  organisasiId: z.string(),
  organisasi: z.string(),
  tahun: z.number(),
  status,
  tanggalKegiatan: z.string(),
  totalDiajukan: z.number(),
  totalDisetujui: z.number(),
  totalRealisasi: z.number(),
  sisaDana: z.number(),
  serapanPersen: z.number(),
  linkSpj: z.string(),
  realisasi: realisasiSchema,
});

const pageSchema = z.object({
  items: z.array(itemSchema),
  total: z.number(),
  halaman: z.number(),
  perHalaman: z.number(),
});

const overviewSchema = z.object({
  ringkasan: z.object({
    totalDiajukan: z.number(),
    totalDisetujui: z.number(),
    totalRealisasi: z.number(),
    sisaDana: z.number(),
    serapanPersen: z.number(),
    disetujuiPerStatus: z.record(status, z.number()),
    jumlahProgram: z.number(),
  }),
  tahun: z.array(z.number()),
  organisasi: z.array(z.object({ id: z.string(), nama: z.string() })),
  sbm: z.nullable(
    z.object({
      tahun: z.number(),
      kategori: z.array(z.object({ kategori: z.string(), items: z.array(sbmItemSchema) })),
    }),
  ),
});

/** `?p=` carries the topic's parameter (src/server/live/live-source.ts). */
const withParam = (topic: string, param: unknown) =>
  `${liveTopicPath(topic as never)}?p=${encodeURIComponent(JSON.stringify(param))}`;

/** Transparansi Anggaran over the embedded server's live topics and open-data routes. */
export function createHttpAnggaranApi(client: HttpClient, live: LiveFactory): AnggaranApi {
  return {
    watchPage: (query, observer) =>
      live(withParam(LIVE_TOPICS.anggaranPage, query), pageSchema)(observer),
    watchSummary: live(liveTopicPath(LIVE_TOPICS.anggaranOverview), overviewSchema),
    exportTable: (filter, format) => {
      const search = anggaranSearchFromQuery({ ...FIRST_ANGGARAN_PAGE, ...filter, halaman: 1 });
      const query = search.size > 0 ? `?${search.toString()}` : '';
      return client.blob(`/api/keterbukaan/anggaran.${format}${query}`);
    },
  };
}
