import * as z from 'zod/mini';
import { uploadedImageSchema } from './images/image-ref';
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

/**
 * A profile photo: an uploaded image (src/shared/images, `POST /api/images` or Cloud Storage),
 * never the picture itself inside the user record (ORIGINAL.md §10 #39). It is the upload's own
 * answer, without alternative text: an avatar's text is always the account's current name, which
 * a description typed once would not follow. The browser makes both files at the thumbnail's size
 * (an avatar is at most 120 px), so `url` and `thumbUrl` are both small; avatars load `thumbUrl`.
 */
export const PROFILE_PHOTO_MESSAGES = {
  notUploaded: 'Foto harus berupa gambar yang diunggah (bukan data URL atau tautan).',
} as const;
export const profilePhotoSchema = z.object(uploadedImageSchema.shape, {
  error: PROFILE_PHOTO_MESSAGES.notUploaded,
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

export const kementerianSchema = z.enum(KEMENTERIAN, { error: 'Pilih kementerian dari daftar.' });

/** A user as the portal shows it (users/{uid} of SPEC.md §3). */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  namaTampilan: z.string(),
  kementerian: z.nullable(z.enum(KEMENTERIAN)),
  foto: z.nullable(profilePhotoSchema),
  organisasi: z.nullable(z.string()),
  catatan: z.nullable(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
