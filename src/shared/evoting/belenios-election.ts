import * as z from 'zod/mini';

/**
 * A Belenios election's rules and texts shared by both backends and the pages (issue 34;
 * ../shared/EVOTING.md "The ballot"): the trustees' input, the steps of the key generation, the
 * limits, and every refusal in Indonesian.
 */

export const BELENIOS_LIMITS = {
  trusteesMax: 12,
  /** A ballot of one question with up to 20 candidates and abstain is well under this. */
  ballotBytesMax: 64 * 1024,
  /** A trustee's step-3 message holds n channel ciphertexts and n signed commitments. */
  trusteeMessageBytesMax: 64 * 1024,
  /** A public credential or a group element in decimal: 617 digits at most. */
  numberDigitsMax: 700,
  /** Credentials the committee's browser may register in one request. */
  credentialsPerRequest: 500,
} as const;

/**
 * Where the key generation stands: step 1 (certificates), step 3 (polynomials), step 5
 * (verification), then ready; after closing the trustees decrypt, then the result exists.
 */
export const TRUSTEE_STAGES = [
  'sertifikat',
  'polinomial',
  'verifikasi',
  'siap',
  'dekripsi',
  'hasil',
] as const;
export type TrusteeStage = (typeof TRUSTEE_STAGES)[number];

export const TRUSTEE_STAGE_LABELS: Readonly<Record<TrusteeStage, string>> = {
  sertifikat: 'Langkah 1 dari 3: sertifikat wali',
  polinomial: 'Langkah 2 dari 3: polinomial',
  verifikasi: 'Langkah 3 dari 3: verifikasi kunci',
  siap: 'Kunci pemilihan siap',
  dekripsi: 'Dekripsi hasil',
  hasil: 'Hasil sudah dihitung',
};

/** The steps a trustee sends, each once (the server answers every one with the new view). */
export type TrusteeStep = 'sertifikat' | 'polinomial' | 'verifikasi' | 'dekripsi';

/**
 * `GET /api/wali/:eventId`: one trustee's own view of a Belenios election's key generation and
 * decryption, as both backends answer it. It never holds the trustee's secret: that is in the key
 * file the trustee keeps.
 */
export interface TrusteeView {
  uuid: string;
  posisi: number;
  n: number;
  ambang: number;
  nama: string;
  namaPemilihan: string;
  tahap: TrusteeStage;
  /** Every trustee's certificate (JSON texts), once all have sent theirs (steps 3 and 5). */
  sertifikat: string[] | null;
  /** This trustee's step-4 input, in the verification step. */
  vinput: string | null;
  /** This trustee's decryption-key share, encrypted to its own key, once the keys are ready. */
  dkey: string | null;
  /** The encrypted tally, once the election closed. */
  tallyTerenkripsi: string | null;
  /** election.json, once the election opened (the partial decryption's proofs name it). */
  pemilihan: string | null;
  sudah: Record<TrusteeStep, boolean>;
}

const decimal = z
  .string()
  .check(z.minLength(1), z.maxLength(BELENIOS_LIMITS.numberDigitsMax), z.regex(/^[0-9]+$/));

export const trusteesInput = z.object({
  ambang: z.number().check(z.int(), z.minimum(1), z.maximum(BELENIOS_LIMITS.trusteesMax)),
  panitia: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.maxLength(BELENIOS_LIMITS.trusteesMax)),
  saksi: z
    .array(
      z.object({
        nama: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
        email: z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254)),
      }),
    )
    .check(z.maxLength(BELENIOS_LIMITS.trusteesMax)),
});

const trusteeMessage = z
  .string()
  .check(z.minLength(2), z.maxLength(BELENIOS_LIMITS.trusteeMessageBytesMax));
export const certificateInput = z.object({ sertifikat: trusteeMessage });
export const polynomialInput = z.object({ polinomial: trusteeMessage });
export const verificationInput = z.object({ verifikasi: trusteeMessage });
export const decryptionInput = z.object({ dekripsi: trusteeMessage });

export const voterCredentialInput = z.object({ publik: decimal });
export const committeeCredentialsInput = z.object({
  kredensial: z
    .array(
      z.object({ voterId: z.string().check(z.minLength(1), z.maxLength(64)), publik: decimal }),
    )
    .check(z.minLength(1), z.maxLength(BELENIOS_LIMITS.credentialsPerRequest)),
});

export const witnessSignInInput = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  kode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const BELENIOS_MESSAGES = {
  thresholdTooHigh: 'Ambang tidak boleh lebih besar dari jumlah wali.',
  noTrustees: 'Tunjuk minimal satu wali kunci.',
  tooManyTrustees: `Wali kunci paling banyak ${BELENIOS_LIMITS.trusteesMax} orang.`,
  notCommittee: 'Wali dari panitia harus anggota panitia pemilihan ini.',
  duplicateTrustee: 'Setiap wali hanya boleh disebut sekali.',
  trusteesStarted:
    'Wali kunci sudah mulai membuat kunci; susunan wali tidak dapat diubah lagi untuk pemilihan ini.',
  trusteesFrozen: 'Pemilihan sudah dibuka: wali kunci tidak dapat diubah lagi.',
  notBelenios: 'Pemilihan ini belum memiliki wali kunci.',
  trusteesRequired:
    'Tunjuk wali kunci lebih dahulu: setiap pemilihan baru memakai surat suara terenkripsi (Belenios).',
  notTrustee: 'Anda bukan wali kunci pemilihan ini.',
  wrongStage: 'Langkah ini belum atau tidak lagi dapat dilakukan.',
  alreadyDone: 'Langkah ini sudah Anda kirim.',
  badCertificate: 'Sertifikat wali tidak sah. Buat ulang dari berkas kunci Anda.',
  duplicateCertificate: 'Sertifikat ini sudah dipakai wali lain.',
  badPolynomial: 'Polinomial tidak sah untuk pemilihan ini.',
  badVerification: 'Bukti kunci tidak cocok dengan komitmen wali lain. Periksa berkas kunci Anda.',
  setupFailed: 'Pembuatan kunci pemilihan gagal diperiksa. Hubungi panitia.',
  badDecryption:
    'Dekripsi parsial tidak sah: buktinya tidak cocok dengan kunci wali Anda. Pastikan berkas kunci yang dimuat benar.',
  notReady:
    'Kunci pemilihan belum siap: semua wali kunci harus menyelesaikan ketiga langkah pembuatan kunci sebelum pemilihan dibuka.',
  credentialsMissing: (n: number) =>
    `${n} pemilih terverifikasi belum memiliki kredensial. Minta mereka menyiapkan kredensial dari dasbor pemilih, atau buat kredensial untuk mereka di bagian Kredensial Pemilih.`,
  badCredential: 'Kredensial publik tidak sah.',
  credentialTaken: 'Kredensial ini sudah dipakai. Buat kredensial baru.',
  credentialsFrozen: 'Pemilihan sudah dibuka: kredensial tidak dapat diubah lagi.',
  notOnVerifiedRoll: 'Anda belum terdaftar sebagai pemilih terverifikasi di pemilihan ini.',
  voterNotVerified: 'Pemilih ini tidak ada di daftar pemilih terverifikasi.',
  credentialExists: 'Pemilih ini sudah memiliki kredensial.',
  noCredential:
    'Anda tidak memiliki kredensial di pemilihan ini, sehingga tidak dapat memilih. Hubungi panitia.',
  badBallot: 'Surat suara ditolak: ',
  wrongCredential: 'Surat suara ditolak: surat suara tidak ditandatangani dengan kredensial Anda.',
  legacyCast: 'Pemilihan ini memakai surat suara terenkripsi. Muat ulang halaman bilik suara.',
  notEnoughDecryptions: (have: number, need: number) =>
    `Baru ${have} dari ${need} wali yang mengirim dekripsi parsial.`,
  resultFailed: 'Hasil tidak dapat dihitung dari dekripsi parsial yang ada. Hubungi panitia.',
  notClosed: 'Pemilihan belum selesai.',
  witnessSignInFailed: 'E-mail atau kode masuk wali salah.',
  archiveUnavailable: 'Data pemilihan ini belum tersedia.',
  duplicateCredentials: (n: number) =>
    `${n} kredensial publik dipakai lebih dari satu pemilih terverifikasi. Buat ulang kredensial pemilih tersebut sebelum pemilihan dibuka.`,
  witnessLinkInvalid:
    'Tautan masuk ini tidak berlaku lagi atau bukan untuk e-mail tersebut. Minta tautan baru.',
  witnessSignInUnavailable: 'Cara masuk wali ini tidak tersedia pada versi portal ini.',
} as const;

/**
 * The mail a witness receives when named: the code is also shown once to the committee, who may
 * hand it over in person; the server made the code, so mailing it reveals nothing new to it.
 */
export function witnessInvitationMail(input: {
  nama: string;
  namaPemilihan: string;
  kodeMasuk: string;
  signInUrl: string;
}): { subject: string; text: string } {
  return {
    subject: `Anda ditunjuk sebagai wali kunci pemilihan "${input.namaPemilihan}"`,
    text: [
      `Halo ${input.nama},`,
      '',
      `Panitia menunjuk Anda sebagai wali kunci (saksi) pemilihan "${input.namaPemilihan}". Wali kunci membuat kunci pemilihan di perambannya sendiri dan, setelah pemungutan suara ditutup, ikut membuka hasilnya. Tidak ada yang dapat menghitung suara sebelum cukup wali kunci ikut membuka hasil.`,
      '',
      `Masuk di ${input.signInUrl} dengan e-mail ini dan kode masuk berikut:`,
      '',
      `    ${input.kodeMasuk}`,
      '',
      'Saat membuat kunci, Anda akan mengunduh sebuah berkas kunci. Simpan berkas itu baik-baik dan jangan kirim ke siapa pun, termasuk panitia.',
    ].join('\n'),
  };
}
