import * as z from 'zod/mini';
import { emailSchema, passwordSchema } from '../accounts';
import { PASSWORD_MIN_LENGTH } from '../roles';
import type { ElectionState } from './election-state';
import { NIM_MESSAGES, NIM_PATTERN, nimProblem, PRODI, type Prodi } from './prodi';

/**
 * Voters (../shared/EVOTING.md, "People"): a population of their own, never admin accounts. Their
 * record is `voters/{uid}` of SPEC.md §3 (namaLengkap, nim, prodi, foto, email).
 */

/** The organisation's registration texts (ORIGINAL.md §3.5), verbatim, and the screens' own. */
export const VOTER_MESSAGES = {
  passwordMismatch: 'Password dan Konfirmasi Password tidak cocok.',
  termsRequired: 'Anda harus menyetujui syarat & ketentuan pemilih.',
  nimTaken: 'NIM ini sudah terdaftar. Hubungi panitia jika Anda merasa ini adalah kesalahan.',
  emailTaken: 'Alamat email ini sudah terdaftar di sistem.',
  passwordWeak: 'Password terlalu lemah. Gunakan minimal 8 karakter kombinasi.',
  registerFailed: 'Gagal mendaftar. Silakan coba lagi.',
  nameRequired: 'Nama Lengkap wajib diisi.',
  registered: 'Registrasi berhasil! Silakan masuk dengan email dan password Anda.',
  /** SPEC.md §8, the voter password reset. */
  emailNotVoter: 'Alamat email tidak terdaftar sebagai akun pemilih.',
  resetSent: 'Link reset password berhasil dikirim. Silakan cek inbox dan folder spam Anda.',
  resetFailed: 'Terjadi kesalahan. Silakan coba lagi nanti.',
  /** SPEC.md §8, the voter profile. */
  profileSaved: 'Profil berhasil diperbarui!',
  profileFailed: 'Gagal memperbarui profil.',
  loginFailed: 'Email atau password salah.',
  /** The voter reset page (the link of the reset mail). */
  resetDone: 'Password berhasil diubah. Silakan masuk dengan password baru Anda.',
  /**
   * /profil-pemilih: the committee verified this name, NIM and programme against the student
   * card (KTM check) for an election that has not closed; changing them would change who is on
   * that roll.
   */
  identityLocked:
    'Nama Lengkap, NIM dan Program Studi tidak dapat diubah selama Anda terverifikasi sebagai pemilih pada pemilihan yang belum selesai. Hubungi panitia pemilihan jika data Anda perlu diperbaiki.',
} as const;

export const VOTER_NAME_MAX = 120;
/** A 300 px wide JPEG at quality 0.8 (SPEC.md §9) is far below this; the cap bounds the row. */
export const VOTER_PHOTO_MAX_CHARS = 400_000;

export const namaLengkapSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: VOTER_MESSAGES.nameRequired }),
    z.maxLength(VOTER_NAME_MAX, { error: `Nama Lengkap maksimal ${VOTER_NAME_MAX} karakter.` }),
  );

export const prodiSchema = z.enum(PRODI, { error: NIM_MESSAGES.prodiMissing });
export const nimSchema = z
  .string()
  .check(z.trim(), z.regex(NIM_PATTERN, { error: NIM_MESSAGES.format }));

/** The photo as SPEC.md §3 stores it: a JPEG data URL (resized in the browser to 300 px wide). */
export const voterPhotoSchema = z.string().check(
  z.maxLength(VOTER_PHOTO_MAX_CHARS, { error: 'Foto terlalu besar.' }),
  z.regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/, {
    error: 'Foto harus berupa gambar JPEG.',
  }),
);

/** A NIM that fits its programme: the prefix rule is checked across the two fields. */
const withNimRule = <T extends { nim: string; prodi: Prodi }>(
  value: T,
  issues: z.core.$RefinementCtx<T>,
) => {
  const problem = nimProblem(value.nim, value.prodi);
  if (problem)
    issues.addIssue({ code: 'custom', message: problem, path: ['nim'], input: value.nim });
};

export const voterRegistrationSchema = z
  .object({
    namaLengkap: namaLengkapSchema,
    nim: nimSchema,
    prodi: prodiSchema,
    email: emailSchema,
    password: z
      .string()
      .check(
        z.minLength(PASSWORD_MIN_LENGTH, { error: VOTER_MESSAGES.passwordWeak }),
        z.maxLength(128, { error: 'Password maksimal 128 karakter.' }),
      ),
    setujuSyarat: z.literal(true, { error: VOTER_MESSAGES.termsRequired }),
  })
  .check(z.superRefine(withNimRule));
export type VoterRegistration = z.infer<typeof voterRegistrationSchema>;

export const voterLoginSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, { error: 'Password wajib diisi.' }), z.maxLength(256)),
});

export const voterForgotPasswordSchema = z.object({ email: emailSchema });
export const voterResetPasswordSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  password: passwordSchema,
});

/** /profil-pemilih (SPEC.md §2): photo, full name, student number, study programme. */
export const voterProfileUpdateSchema = z
  .strictObject({
    namaLengkap: namaLengkapSchema,
    nim: nimSchema,
    prodi: prodiSchema,
    foto: z.nullable(voterPhotoSchema),
  })
  .check(z.superRefine(withNimRule));
export type VoterProfileUpdate = z.infer<typeof voterProfileUpdateSchema>;

/** A voter as they see themself (and as their election's committee sees them). */
export interface VoterProfile {
  id: string;
  namaLengkap: string;
  nim: string;
  prodi: Prodi;
  email: string;
  foto: string | null;
}

/** The wire form of a VoterProfile, as clients check the backend's answers. */
export const voterProfileSchema = z.object({
  id: z.string(),
  namaLengkap: z.string(),
  nim: z.string(),
  prodi: z.enum(PRODI),
  email: z.string(),
  foto: z.nullable(z.string()),
});

/** The fields the committee checks against the student card, as a voter's profile holds them. */
export interface VoterIdentity {
  namaLengkap: string;
  nim: string;
  prodi: Prodi;
}

/**
 * The first identity field `next` changes, or null. The name is compared as the schema stores
 * it (trimmed), so sending the same name again is no change.
 */
export function changedIdentityField(
  current: VoterIdentity,
  next: VoterIdentity,
): keyof VoterIdentity | null {
  if (current.nim !== next.nim) return 'nim';
  if (current.prodi !== next.prodi) return 'prodi';
  if (current.namaLengkap.trim() !== next.namaLengkap.trim()) return 'namaLengkap';
  return null;
}

/**
 * Why a profile change may not touch the name, NIM or programme, or null: while the voter is
 * verified on the roll of an election that has not closed (any state but selesai or dibatalkan),
 * they stay as the committee checked them against the student card. `verifiedIn` holds the
 * states of those elections.
 */
export function identityChangeProblem(
  current: VoterIdentity,
  next: VoterIdentity,
  verifiedIn: readonly ElectionState[],
): { field: keyof VoterIdentity; message: string } | null {
  const changed = changedIdentityField(current, next);
  if (!changed) return null;
  const open = verifiedIn.some((state) => state !== 'selesai' && state !== 'dibatalkan');
  if (!open) return null;
  return { field: changed, message: VOTER_MESSAGES.identityLocked };
}
