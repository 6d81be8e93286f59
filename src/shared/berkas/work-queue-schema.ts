import * as z from 'zod/mini';
import { SUBMISSION_STATUSES, VERIFIER_KEYS } from './status';

/** The answers of GET /api/berkas/work-queue and /api/berkas/submission-counts, checked by the client. */
const queueItemSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  namaKegiatan: z.string(),
  penyelenggara: z.string(),
  currentStatus: z.enum(SUBMISSION_STATUSES),
  createdAt: z.string(),
});
const bucketSchema = z.nullable(z.object({ total: z.number(), items: z.array(queueItemSchema) }));

export const workQueueSchema = z.object({
  verifier: z.nullable(z.enum(VERIFIER_KEYS)),
  waiting: bucketSchema,
  readyForApproval: bucketSchema,
  awaitingFinal: bucketSchema,
});

export const statusCountsSchema = z.object({
  total: z.number(),
  Diajukan: z.number(),
  'Dalam Proses Verifikasi': z.number(),
  'Revisi Diperlukan': z.number(),
  Disetujui: z.number(),
  Selesai: z.number(),
});
