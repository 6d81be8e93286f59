import * as z from 'zod/mini';
import {
  ASSIGNABLE_ROLES,
  displayNameSchema,
  emailSchema,
  kementerianSchema,
  passwordSchema,
  profilePhotoSchema,
} from './accounts';
import { LIMITS, TEXT_LIMITS } from './limits';

export { AUTH_MESSAGES } from './auth-messages';

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
    z.string().check(
      z.trim(),
      z.maxLength(TEXT_LIMITS.registrationNote, {
        error: `Catatan maksimal ${TEXT_LIMITS.registrationNote} karakter.`,
      }),
    ),
  ),
});

export const registerPanitiaRequestSchema = z.object({
  namaTampilan: displayNameSchema,
  organisasi: z
    .string()
    .check(
      z.trim(),
      z.minLength(TEXT_LIMITS.organisationMin, { error: 'Nama organisasi wajib diisi.' }),
      z.maxLength(TEXT_LIMITS.organisationMax),
    ),
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
  /** A stored image's reference (profilePhotoSchema) or null; a data URL is refused. */
  foto: z.optional(z.nullable(profilePhotoSchema)),
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
/**
 * A session ends this long after sign-in whatever happens, so a stolen token does not live
 * forever (OWASP ASVS 3.3.2, level 2: at most 12 hours). The same for the website and the
 * desktop app: a working day, then the password again. The session cookie lives as long.
 */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** SPEC.md §9: a session unused this long is over, on the server as in the renderer. */
export const SESSION_IDLE_MS = LIMITS.inactivityLogoutMs;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
