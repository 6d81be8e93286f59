import type { AdminAreaKey } from '../../../../shared/admin-menu';

/**
 * Which pages are built, for the shell and the features that link to a page only once it exists.
 * app/ holds the pages themselves (route-table.ts, admin-pages.ts) and checks by type that it
 * loads exactly these, so the lists cannot drift; here they are readable without importing app/
 * (which imports every feature).
 */
export const BUILT_ADMIN_AREAS = [
  'ringkasan',
  'profil',
  'kelola-admin',
  'histori',
  'berkas',
  'kelola-form-berkas',
  'kelola-berita',
  'dokumen',
  'organisasi',
  'struktur',
  'kelola-tentang',
  'layanan',
  'anggaran',
  'proker',
  'risalah-rapat',
  'aset-bem',
  'manajemen-voting',
  'peminjaman-sc',
  'kelola-penanggalan',
] as const satisfies readonly AdminAreaKey[];
export type BuiltAdminArea = (typeof BUILT_ADMIN_AREAS)[number];

export const BUILT_PUBLIC_PATHS = [
  '/',
  '/layanan',
  '/layanan/berkaskm',
  '/layanan/berkaskm/ajukan',
  '/layanan/berkaskm/lacak',
  '/pinjam-sc',
  '/pinjam-sc/sukses',
  '/pinjam-sc/kelola',
  '/pinjam-sc/absensi',
  '/login',
  '/register',
  '/register-panitia',
  '/forgot-password',
  '/auth/action',
  '/terms',
  '/terms-pemilih',
  '/register-pemilih',
  '/login-pemilih',
  '/lupa-sandi-pemilih',
  '/reset-sandi-pemilih',
  '/profil-pemilih',
  '/dashboard-pemilih',
  '/berita',
  '/berita/:slug',
  '/dokumen',
  '/direktori',
  '/organisasi/:orgId',
  '/struktur',
  '/tentang',
  '/keterbukaan-informasi/inventaris',
  '/keterbukaan-informasi/inventaris/:assetId',
  '/keterbukaan-informasi/program-kerja',
  '/keterbukaan-informasi/risalah-rapat',
  '/keterbukaan-informasi/anggaran',
  '/pemilihan',
  '/pemilihan/:eventId/kotak-suara',
  '/request-pemilihan',
  '/voting/:eventId',
  '/hasil/:eventId',
  '/hasil/:eventId/verifikasi',
  '/wali/masuk',
  '/wali/:eventId',
  '/agenda',
] as const;
export type BuiltPublicPath = (typeof BUILT_PUBLIC_PATHS)[number];

const builtAdmin: ReadonlySet<string> = new Set(BUILT_ADMIN_AREAS);
const builtPublic: ReadonlySet<string> = new Set(BUILT_PUBLIC_PATHS);

export const adminPageExists = (key: AdminAreaKey): boolean => builtAdmin.has(key);
export const publicPageExists = (path: string): boolean => builtPublic.has(path);
