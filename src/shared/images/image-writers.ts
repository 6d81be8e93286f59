import type { UserProfile } from '../accounts';
import { adminMenuEntry, canUseAdminArea, type AdminAreaKey } from '../admin-menu';

/**
 * The admin areas whose records carry images (SPEC.md §1's content areas): whoever may write one
 * of them may upload an image. The collections themselves come later; until then this list is
 * the rule, and a collection with images adds its area here if it is missing.
 */
export const IMAGE_WRITER_AREAS = [
  'struktur',
  'kelola-berita',
  'dokumen',
  'layanan',
  'aset-bem',
  'peminjaman-sc',
  'manajemen-voting',
  'kelola-tentang',
  'organisasi',
] as const satisfies readonly AdminAreaKey[];

/**
 * Whether this account may upload images: an active admin or master (their own profile photo,
 * src/shared/accounts.ts profilePhotoSchema), or anyone who writes an area that has images.
 */
export const mayUploadImages = (user: Pick<UserProfile, 'role' | 'kementerian' | 'disabled'>) =>
  (!user.disabled && (user.role === 'admin' || user.role === 'master')) ||
  IMAGE_WRITER_AREAS.some((area) => canUseAdminArea(user, adminMenuEntry(area)));
