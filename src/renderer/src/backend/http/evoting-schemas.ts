import * as z from 'zod/mini';
import { REQUEST_STATUSES } from '../../../../shared/evoting/election';
import { ELECTION_STATES } from '../../../../shared/evoting/election-state';
import { PRODI } from '../../../../shared/evoting/prodi';
import { ROLL_STATUSES } from '../../../../shared/evoting/roll';
import { imageRefSchema } from '../../../../shared/images/image-ref';
import { publicElectionSchema, publicElectionShape } from './public-election-schema';

/**
 * What the embedded server's e-voting routes and topics answer (evoting-api.ts), checked on
 * arrival. Written as shapes, not taken from the input schemas: a page reading the public list
 * does not load the forms' messages and rules.
 */
const text = z.string();
const nullableText = z.nullable(z.string());

// The public shape is its own module (the home page loads it alone); re-exported for the rest.
export { publicElectionSchema, publicElectionShape };

export const electionRequestSchema = z.object({
  id: text,
  organisasiId: text,
  namaPemilihan: text,
  deskripsi: text,
  tautanDokumen: text,
  penyelenggara: text,
  status: z.enum(REQUEST_STATUSES),
  diajukanOleh: z.object({ id: text, nama: text, email: text }),
  diajukanPada: text,
  diputuskanPada: nullableText,
  alasanPenolakan: nullableText,
  pemilihanId: nullableText,
});

export const committeeMemberSchema = z.object({ id: text, namaTampilan: text, email: text });

const electionShape = {
  id: text,
  nama: text,
  deskripsi: text,
  organisasiId: text,
  penyelenggara: text,
  mulai: nullableText,
  selesai: nullableText,
  dibatalkanPada: nullableText,
  abstain: z.boolean(),
  hasilDipublikasikan: z.boolean(),
  dibuatPada: text,
  state: z.enum(ELECTION_STATES),
};

const overviewShape = {
  ...electionShape,
  jumlahKandidat: z.number(),
  jumlahPemilih: z.number(),
  menungguVerifikasi: z.number(),
  sudahMemilih: z.number(),
  panitia: z.array(committeeMemberSchema),
};

export const electionOverviewSchema = z.object(overviewShape);
export const committeeElectionSchema = z.object({ ...overviewShape, belumSiap: nullableText });

export const announcementSchema = z.object({ id: text, teks: text, dibuatPada: text });

export const candidateSchema = z.object({
  id: text,
  nomor: z.number(),
  nama: text,
  namaWakil: nullableText,
  foto: z.nullable(imageRefSchema),
  visi: text,
  misi: text,
});

export const rollEntrySchema = z.object({
  voterId: text,
  namaLengkap: text,
  nim: text,
  prodi: z.enum(PRODI),
  email: nullableText,
  status: z.enum(ROLL_STATUSES),
  alasanPenolakan: nullableText,
  sumber: z.enum(['pemilih', 'panitia']),
  dibuatPada: text,
});

export const rollImportPreviewSchema = z.object({
  lines: z.array(
    z.union([
      z.object({ baris: z.number(), nim: text, namaLengkap: text, ok: z.literal(true) }),
      z.object({
        baris: z.number(),
        nim: text,
        namaLengkap: text,
        ok: z.literal(false),
        masalah: text,
      }),
    ]),
  ),
  siap: z.number(),
});

export const voterElectionSchema = z.object({
  ...publicElectionShape,
  statusPemilih: z.nullable(z.enum(ROLL_STATUSES)),
  alasanPenolakan: nullableText,
  sudahMemilih: z.boolean(),
  pengumuman: z.array(announcementSchema),
  terenkripsi: z.optional(z.literal(true)),
});
