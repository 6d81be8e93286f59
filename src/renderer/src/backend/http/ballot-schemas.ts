import * as z from 'zod/mini';
import { BOOTH_REFUSALS, RECEIPT_PATTERN } from '../../../../shared/evoting/ballot';
import { candidateSchema, publicElectionSchema } from './evoting-schemas';

/**
 * What the embedded server's booth, cast and results answer (ballot-api.ts), checked on arrival:
 * a receipt that is not one, or a results view missing a count, is an error, not a page.
 */
const text = z.string();
const count = z.number().check(z.int(), z.minimum(0));

export const boothViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('terbuka'),
    election: publicElectionSchema,
    candidates: z.array(candidateSchema),
    abstain: z.boolean(),
  }),
  z.object({
    kind: z.literal('ditolak'),
    election: publicElectionSchema,
    alasan: z.enum(BOOTH_REFUSALS),
    votedAt: z.nullable(text),
    kodeTanda: z.nullable(z.string().check(z.regex(RECEIPT_PATTERN))),
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
  sidikJari: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  ditutupPada: text,
  dipublikasikanPada: text,
});
