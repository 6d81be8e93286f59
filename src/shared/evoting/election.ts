import * as z from 'zod/mini';
import { imageRefSchema, type ImageRef } from '../images/image-ref';
import { isHttpLink } from '../safe-links';
import type { ElectionState } from './election-state';
import { NIM_MESSAGES, NIM_PATTERN } from './prodi';
import { VOTER_MESSAGES, VOTER_NAME_MAX } from './voter';

/**
 * The records of an election (../shared/EVOTING.md) as both backends store and check them: the
 * committee's request, the election itself, its candidates, its announcements. What may leave the
 * backend for the public is `PublicElection` alone: no roll, no committee (issue 18 item 2).
 */

export const ELECTION_LIMITS = {
  nameMax: 160,
  descriptionMax: 2_000,
  linkMax: 500,
  reasonMax: 500,
  announcementMax: 1_000,
  announcementsPerElection: 50,
  candidatesPerElection: 30,
  candidateNameMax: 120,
  visiMax: 2_000,
  misiMax: 4_000,
  committeePerElection: 10,
  /** A roll import: rows per CSV file, and the file's size. */
  importRowsMax: 5_000,
  importBytesMax: 256 * 1024,
  rollMax: 10_000,
} as const;

export const EVOTING_MESSAGES = {
  requestRequired: 'Nama Organisasi, Nama Pemilihan, dan Link Dokumen wajib diisi.',
  requestSent: 'Pengajuan Berhasil!',
  requestSentDetail: 'Pengajuan Anda akan segera ditinjau oleh Master Admin BEM.',
  linkInvalid: 'Link Dokumen harus berupa tautan http(s) yang valid.',
  organisationUnknown: 'Pilih organisasi dari direktori.',
  reasonRequired: 'Alasan penolakan wajib diisi.',
  requestDecided: 'Permintaan ini sudah diputuskan.',
  committeeNotPanitia: 'Panitia harus akun panitia pemilihan yang sudah disetujui.',
  candidateNameRequired: 'Nama kandidat wajib diisi.',
  candidateNumberTaken: 'Nomor urut ini sudah dipakai kandidat lain.',
  visiMisiRequired: 'Visi dan misi wajib diisi.',
  tooManyCandidates: `Maksimal ${ELECTION_LIMITS.candidatesPerElection} kandidat per pemilihan.`,
  announcementRequired: 'Isi pengumuman wajib diisi.',
  /**
   * A committee's NIM and Nama Lengkap that match no voter: one message whether the NIM is
   * unknown or the name differs, so that it tells nobody whether a NIM is registered.
   */
  voterNoMatch:
    'Tidak ada pemilih terdaftar dengan NIM dan Nama Lengkap ini. Periksa keduanya sesuai akun pemilih, atau minta pemilih mengajukan diri dari dasbor pemilihnya.',
  voterAlreadyOnRoll: 'Pemilih ini sudah ada di daftar pemilih.',
  joinAlreadyAsked: 'Anda sudah meminta bergabung dengan pemilihan ini.',
  joinClosed: 'Pendaftaran ke pemilihan ini sudah ditutup.',
  electionNotFound: 'Pemilihan tidak ditemukan.',
  requestNotFound: 'Permintaan pemilihan tidak ditemukan.',
  candidateNotFound: 'Kandidat tidak ditemukan.',
  announcementNotFound: 'Pengumuman tidak ditemukan.',
  voterNotOnRoll: 'Pemilih ini tidak ada di daftar pemilih.',
  tooManyAnnouncements: `Maksimal ${ELECTION_LIMITS.announcementsPerElection} pengumuman per pemilihan.`,
  rollFull: `Daftar pemilih maksimal ${ELECTION_LIMITS.rollMax} orang.`,
  photoUnknown: 'Foto kandidat harus gambar yang sudah diunggah.',
  importNothing: 'Tidak ada NIM dari berkas ini yang dapat ditambahkan ke daftar pemilih.',
  /** The per-account limits on the roll's imports and additions (docs/OPERATING.md). */
  tooManyImports: (minutes: number) =>
    `Terlalu banyak pratinjau dan impor daftar pemilih dari akun Anda. Coba lagi dalam ${minutes} menit.`,
  tooManyAdditions: (minutes: number) =>
    `Terlalu banyak penambahan pemilih dari akun Anda. Coba lagi dalam ${minutes} menit.`,
} as const;

const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required })] : []),
      z.maxLength(max, { error: `Maksimal ${max} karakter.` }),
    );

/** /request-pemilihan (ORIGINAL.md §3.2): the organisation comes from the directory, by id. */
export const electionRequestInput = z.object({
  organisasiId: z
    .string()
    .check(z.minLength(1, { error: EVOTING_MESSAGES.requestRequired }), z.maxLength(64)),
  namaPemilihan: text(ELECTION_LIMITS.nameMax, EVOTING_MESSAGES.requestRequired),
  deskripsi: text(ELECTION_LIMITS.descriptionMax),
  tautanDokumen: text(ELECTION_LIMITS.linkMax, EVOTING_MESSAGES.requestRequired).check(
    z.refine(isHttpLink, { error: EVOTING_MESSAGES.linkInvalid }),
  ),
});
export type ElectionRequestInput = z.infer<typeof electionRequestInput>;

export const REQUEST_STATUSES = ['menunggu', 'disetujui', 'ditolak'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request as the master (and its requester) read it; decisions are kept, never deleted. */
export interface ElectionRequest extends ElectionRequestInput {
  id: string;
  penyelenggara: string;
  status: RequestStatus;
  diajukanOleh: { id: string; nama: string; email: string };
  diajukanPada: string;
  diputuskanPada: string | null;
  alasanPenolakan: string | null;
  /** The election the approval created. */
  pemilihanId: string | null;
}

/** The master's approval: the requester is always on the committee; these accounts join them. */
export const approveRequestInput = z.object({
  panitiaTambahan: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(
    z.maxLength(ELECTION_LIMITS.committeePerElection - 1, {
      error: `Maksimal ${ELECTION_LIMITS.committeePerElection} panitia per pemilihan.`,
    }),
  ),
});
export const rejectRequestInput = z.object({
  alasan: text(ELECTION_LIMITS.reasonMax, EVOTING_MESSAGES.reasonRequired),
});

/** Pengaturan: what the committee edits before the opening (name and description also after). */
export const electionDetailsInput = z.strictObject({
  nama: text(ELECTION_LIMITS.nameMax, 'Nama pemilihan wajib diisi.'),
  deskripsi: text(ELECTION_LIMITS.descriptionMax),
});
export const electionScheduleInput = z.strictObject({
  mulai: z.iso.datetime({ offset: true, error: 'Jadwal mulai tidak valid.' }),
  selesai: z.iso.datetime({ offset: true, error: 'Jadwal selesai tidak valid.' }),
});
export const electionAbstainInput = z.strictObject({ abstain: z.boolean() });
export const openNowInput = z.strictObject({
  /** The end, when the election has none yet. */
  selesai: z.nullable(z.iso.datetime({ offset: true, error: 'Jadwal selesai tidak valid.' })),
});
export const extendInput = z.strictObject({
  selesai: z.iso.datetime({ offset: true, error: 'Jadwal selesai tidak valid.' }),
});
export const announcementInput = z.object({
  teks: text(ELECTION_LIMITS.announcementMax, EVOTING_MESSAGES.announcementRequired),
});

/**
 * Kelola Pemilih: a voter added by NIM and Nama Lengkap together, as they registered (compared by
 * voter-name.ts), verified at once; or a CSV file of both.
 */
export const rollAddInput = z.object({
  nim: z.string().check(z.trim(), z.regex(NIM_PATTERN, { error: NIM_MESSAGES.format })),
  namaLengkap: z
    .string({ error: VOTER_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: VOTER_MESSAGES.nameRequired }),
      z.maxLength(VOTER_NAME_MAX, { error: `Nama Lengkap maksimal ${VOTER_NAME_MAX} karakter.` }),
    ),
});
export type RollAddInput = z.infer<typeof rollAddInput>;
/** The file's text; its size and rows are parseRollCsv's to judge (roll-csv.ts, one message). */
export const rollImportInput = z.object({ csv: z.string() });
/** Verifikasi Pemilih's refusal: the reason the voter sees on their dashboard. */
export const rollRejectInput = z.object({
  alasan: text(ELECTION_LIMITS.reasonMax, EVOTING_MESSAGES.reasonRequired),
});

/** Kandidat: one name, or a pair (chair and vice) on one ballot line. */
export const candidateInput = z.object({
  nomor: z
    .int()
    .check(
      z.minimum(1, { error: 'Nomor urut minimal 1.' }),
      z.maximum(ELECTION_LIMITS.candidatesPerElection),
    ),
  nama: text(ELECTION_LIMITS.candidateNameMax, EVOTING_MESSAGES.candidateNameRequired),
  namaWakil: z.nullable(text(ELECTION_LIMITS.candidateNameMax)),
  foto: z.nullable(imageRefSchema),
  visi: text(ELECTION_LIMITS.visiMax, EVOTING_MESSAGES.visiMisiRequired),
  misi: text(ELECTION_LIMITS.misiMax, EVOTING_MESSAGES.visiMisiRequired),
});
export type CandidateInput = z.infer<typeof candidateInput>;
export interface Candidate extends CandidateInput {
  id: string;
}

export interface Announcement {
  id: string;
  teks: string;
  dibuatPada: string;
}

/** An election as its committee and the master read it (no ballots: those are part 2). */
export interface Election {
  id: string;
  nama: string;
  deskripsi: string;
  organisasiId: string;
  penyelenggara: string;
  mulai: string | null;
  selesai: string | null;
  dibatalkanPada: string | null;
  abstain: boolean;
  hasilDipublikasikan: boolean;
  dibuatPada: string;
  state: ElectionState;
}

/** What a visitor may read of an election: no roll, no committee, no counts before results. */
export interface PublicElection {
  id: string;
  nama: string;
  deskripsi: string;
  penyelenggara: string;
  mulai: string | null;
  selesai: string | null;
  state: ElectionState;
  hasilDipublikasikan: boolean;
  jumlahKandidat: number;
}

export const toPublicElection = (election: Election, jumlahKandidat: number): PublicElection => ({
  id: election.id,
  nama: election.nama,
  deskripsi: election.deskripsi,
  penyelenggara: election.penyelenggara,
  mulai: election.mulai,
  selesai: election.selesai,
  state: election.state,
  hasilDipublikasikan: election.hasilDipublikasikan,
  jumlahKandidat,
});

/** A candidate's photo is an image file like every other (src/shared/images). */
export type CandidatePhoto = ImageRef;
