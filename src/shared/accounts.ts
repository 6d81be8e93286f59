import * as z from 'zod/mini';

/**
 * Account roles. `pending` and `pending_panitia` wait for the master's approval; `panitia_requestor`
 * is an approved election-committee requester; admin, master and banggar work in the admin area.
 */
export const USER_ROLES = [
  'pending',
  'pending_panitia',
  'panitia_requestor',
  'admin',
  'banggar',
  'master',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  pending: 'Menunggu Persetujuan (Admin)',
  pending_panitia: 'Menunggu Persetujuan (Panitia)',
  panitia_requestor: 'Panitia Pemilihan',
  admin: 'Admin',
  banggar: 'Banggar DPM',
  master: 'Master Admin',
};

/** Roles a master may give; master itself is given only by the seed or the operator. */
export const ASSIGNABLE_ROLES = [
  'pending',
  'pending_panitia',
  'panitia_requestor',
  'admin',
  'banggar',
] as const;

/** The organisation's ministries and bodies (SPEC.md §3 and the structure page's divisions). */
export const KEMENTERIAN = [
  'Pengurus Harian',
  'Inspektorat Jenderal',
  'Sekretariat Jenderal',
  'Kementerian Keuangan',
  'Kementerian Dalam Negeri',
  'Kementerian Luar Negeri',
  'Kementerian Pemuda dan Olahraga (PORA)',
  'Kementerian PSDM',
  'Kementerian Komunikasi dan Informasi (KOMINFO)',
  'Kementerian Ekonomi Kreatif',
  'Banggar DPM',
] as const;
export type Kementerian = (typeof KEMENTERIAN)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254),
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

export const displayNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(2, { error: 'Nama minimal 2 karakter.' }),
    z.maxLength(80, { error: 'Nama maksimal 80 karakter.' }),
  );

/** A profile photo: a small JPEG or PNG data URL, resized in the browser before upload. */
export const PHOTO_MAX_BYTES = 200_000;
export const photoSchema = z.string().check(
  z.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, {
    error: 'Foto harus berupa gambar JPEG, PNG atau WebP.',
  }),
  z.maxLength(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 32, { error: 'Ukuran foto terlalu besar.' }),
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

/** Who acted, as the activity history names them: ministry, else display name, else login email. */
export function actorName(
  user: Pick<UserProfile, 'kementerian' | 'namaTampilan' | 'email'>,
): string {
  return user.kementerian ?? (user.namaTampilan.trim() || user.email);
}

export const isAdminShellRole = (role: UserRole): boolean => role === 'admin' || role === 'master';
