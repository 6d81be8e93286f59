import * as z from 'zod/mini';
import {
  ASSIGNABLE_ROLES,
  displayNameSchema,
  emailSchema,
  kementerianSchema,
  passwordSchema,
  photoSchema,
} from './accounts';

/**
 * Texts of the account screens, verbatim where SPEC.md §8 gives them. Errors the API reports
 * carry their message with their code (errors.ts).
 */
export const AUTH_MESSAGES = {
  notAdmin: 'Akun ini tidak memiliki akses ke panel admin.',
  inactivityLogout: 'Anda telah logout secara otomatis karena tidak ada aktivitas.',
  resetSent:
    'Jika email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim. Silakan cek inbox dan folder spam Anda.',
  resetDone: 'Kata sandi Anda telah berhasil diubah. Silakan masuk dengan kata sandi baru.',
  registered: 'Pendaftaran terkirim. Akun Anda akan aktif setelah disetujui oleh Master Admin.',
  passwordChanged: 'Kata sandi berhasil diubah.',
} as const;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(z.minLength(1, { error: 'Kata sandi wajib diisi.' }), z.maxLength(256)),
  /** Desktop sessions get a bearer token instead of a cookie. */
  client: z.optional(z.enum(['web', 'desktop'])),
});

export const registerAdminRequestSchema = z.object({
  namaTampilan: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  kementerian: kementerianSchema,
  catatan: z.optional(
    z.string().check(z.trim(), z.maxLength(500, { error: 'Catatan maksimal 500 karakter.' })),
  ),
});

export const registerPanitiaRequestSchema = z.object({
  namaTampilan: displayNameSchema,
  organisasi: z
    .string()
    .check(z.trim(), z.minLength(2, { error: 'Nama organisasi wajib diisi.' }), z.maxLength(120)),
  email: emailSchema,
  password: passwordSchema,
});

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  password: passwordSchema,
});

export const updateOwnProfileRequestSchema = z.strictObject({
  namaTampilan: z.optional(displayNameSchema),
  foto: z.optional(z.nullable(photoSchema)),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, { error: 'Kata sandi saat ini wajib diisi.' })),
  newPassword: passwordSchema,
});

export const updateUserRequestSchema = z.strictObject({
  role: z.optional(z.enum(ASSIGNABLE_ROLES)),
  kementerian: z.optional(z.nullable(kementerianSchema)),
  disabled: z.optional(z.boolean()),
});

export const historiQuerySchema = z.object({
  oleh: z.optional(z.string().check(z.maxLength(120))),
  action: z.optional(z.string().check(z.maxLength(120))),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});

export const HISTORI_PAGE_SIZE = 25;
/** Idle time after which a session is signed out (SPEC.md §9). */
export const INACTIVITY_LOGOUT_MS = 900_000;
/** A session ends after this long whatever happens, so a stolen token does not live forever. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
