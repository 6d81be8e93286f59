import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { KEMENTERIAN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_ROLES } from './roles';

export * from './roles';

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(TEXT_LIMITS.email),
    z.email({ error: 'Alamat email tidak valid.' }),
  );

export const passwordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, {
    error: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter.`,
  }),
  z.maxLength(PASSWORD_MAX_LENGTH, {
    error: `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
  }),
);

export const displayNameSchema = z.string().check(
  z.trim(),
  z.minLength(TEXT_LIMITS.displayNameMin, {
    error: `Nama minimal ${TEXT_LIMITS.displayNameMin} karakter.`,
  }),
  z.maxLength(TEXT_LIMITS.displayNameMax, {
    error: `Nama maksimal ${TEXT_LIMITS.displayNameMax} karakter.`,
  }),
);

/** A profile photo: a small JPEG or PNG data URL, resized in the browser before upload. */
export const PHOTO_MAX_BYTES = 200_000;
/** The longest photo data URL: PHOTO_MAX_BYTES as base64, plus room for its header. */
export const PHOTO_DATA_URL_MAX_CHARS = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 32;
export const photoSchema = z.string().check(
  z.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, {
    error: 'Foto harus berupa gambar JPEG, PNG atau WebP.',
  }),
  z.maxLength(PHOTO_DATA_URL_MAX_CHARS, { error: 'Ukuran foto terlalu besar.' }),
);

export const kementerianSchema = z.enum(KEMENTERIAN, { error: 'Pilih kementerian dari daftar.' });

/** A user as the portal shows it (users/{uid} of SPEC.md §3). */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  namaTampilan: z.string(),
  kementerian: z.nullable(z.enum(KEMENTERIAN)),
  foto: z.nullable(z.string()),
  organisasi: z.nullable(z.string()),
  catatan: z.nullable(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
