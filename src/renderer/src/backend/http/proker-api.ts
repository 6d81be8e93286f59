import * as z from 'zod/mini';
import { prokerSearchFromQuery } from '../../../../shared/keterbukaan/proker-address';
import { PROKER_STATUSES } from '../../../../shared/keterbukaan/proker-values';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { ProkerApi } from '../proker-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import { withLiveParam } from './live-param';

// The row's shape (ProkerRow), written here rather than taken from prokerInputSchema: the public
// page checks what arrives without loading the form's messages and rules.
const text = z.string();
const rowSchema = z.object({
  id: text,
  namaProgram: text,
  kementerianId: text,
  kementerian: text,
  periode: text,
  tanggalPelaksanaan: text,
  deskripsiSingkat: text,
  statusProker: z.enum(PROKER_STATUSES),
  targetPeserta: z.number(),
  jumlahPesertaRealisasi: z.number(),
  persentaseKehadiran: z.nullable(z.number()),
  linkLpj: text,
  detailPelaksanaan: text,
  capaian: text,
  kendala: text,
  saranUmum: text,
  saranKhusus: text,
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
