import * as z from 'zod/mini';
import { BOOTH_REFUSALS, RECEIPT_PATTERN } from '../../../../shared/evoting/ballot';
import { candidateSchema, publicElectionSchema } from './evoting-schemas';

/**
 * What the embedded server's booth, cast and results answer (ballot-api.ts), checked on arrival:
 * a receipt that is not one, or a results view missing a count, is an error, not a page.
 */
const text = z.string();
const count = z.number().check(z.int(), z.minimum(0));
const RECEIPT_OR_TRACKER = new RegExp(`${RECEIPT_PATTERN.source}|^[A-Za-z0-9+/]{43}$`);

export const boothViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('terbuka'),
    election: publicElectionSchema,
    candidates: z.array(candidateSchema),
    abstain: z.boolean(),
    terenkripsi: z.optional(z.literal(true)),
  }),
  z.object({
    kind: z.literal('ditolak'),
    election: publicElectionSchema,
    alasan: z.enum(BOOTH_REFUSALS),
    votedAt: z.nullable(text),
    // A receipt code, or a Belenios ballot's tracker (Base64 SHA-256, no padding).
    kodeTanda: z.nullable(z.string().check(z.regex(RECEIPT_OR_TRACKER))),
    terenkripsi: z.optional(z.literal(true)),
  }),
]);

export const castReceiptSchema = z.object({
  kodeTanda: z.string().check(z.regex(RECEIPT_PATTERN)),
});

export const electionResultsSchema = z.object({
  election: publicElectionSchema,
  jumlahPemilih: count,
  suaraMasuk: count,
  abstain: z.nullable(count),
  kandidat: z.array(
    z.object({
      id: text,
      nomor: z.number(),
      nama: text,
      namaWakil: z.nullable(text),
      fotoUrl: z.nullable(text),
      suara: count,
    }),
  ),
  kodeTanda: z.array(text),
  // Hex for a plaintext election's box; Base64 (no padding) for a Belenios election's fingerprint.
  sidikJari: z.string().check(z.regex(/^(?:[0-9a-f]{64}|[A-Za-z0-9+/]{43})$/)),
  beleniosUuid: z.nullable(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{14}$/))),
  ditutupPada: text,
  dipublikasikanPada: text,
});
