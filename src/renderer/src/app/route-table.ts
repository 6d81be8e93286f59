import type { Assert, SameSet } from '../lib/type-checks';
import type { BuiltPublicPath } from '../shell/navigation/built-pages';
import type { PageLoader, RouteEntry } from '../shell/navigation/route-entry';

/**
 * The one table of the public site: routes, top navigation, drawer and footer links are all
 * derived from it, in this order. An entry without a page is listed so the navigation keeps the
 * order of SPEC.md §2 as pages arrive, and is neither routed nor linked until then.
 */
const TABLE = [
  {
    path: '/',
    label: 'Beranda',
    placement: 'main',
    page: () => import('../features/home/HomePage'),
  },
  { path: '/struktur', label: 'Struktur', placement: 'main', footerLabel: 'Struktur Organisasi' },
  {
    path: '/layanan',
    label: 'Layanan',
    placement: 'main',
    page: () => import('../features/berkas/LayananPage'),
  },
  {
    path: '/layanan/berkaskm',
    label: 'SI-BERKAS & SI-LAKAS',
    placement: 'none',
    page: () => import('../features/berkas/BerkasHubPage'),
  },
  {
    path: '/layanan/berkaskm/ajukan',
    label: 'Ajukan Berkas',
    placement: 'none',
    page: () => import('../features/berkas/AjukanPage'),
  },
  {
    path: '/layanan/berkaskm/lacak',
    label: 'Lacak Berkas',
    placement: 'none',
    page: () => import('../features/berkas/LacakPage'),
  },
  {
    path: '/keterbukaan-informasi/anggaran',
    label: 'Transparansi Anggaran',
    placement: 'informasi',
  },
  { path: '/keterbukaan-informasi/program-kerja', label: 'Program Kerja', placement: 'informasi' },
  { path: '/keterbukaan-informasi/risalah-rapat', label: 'Risalah Rapat', placement: 'informasi' },
  { path: '/keterbukaan-informasi/inventaris', label: 'Inventaris Aset', placement: 'informasi' },
  { path: '/berita', label: 'Berita', placement: 'main', footerLabel: 'Berita & Kegiatan' },
  { path: '/dokumen', label: 'Dokumen', placement: 'main', footerLabel: 'Bank Dokumen' },
  { path: '/tentang', label: 'Tentang', placement: 'main' },
  { path: '/pemilihan', label: 'E-Voting', placement: 'evoting', footerLabel: 'E-Voting' },
  {
    path: '/login',
    label: 'Login',
    placement: 'login',
    page: () => import('../features/accounts/LoginPage'),
  },
  {
    path: '/register',
    label: 'Daftar Admin',
    placement: 'none',
    page: () => import('../features/accounts/RegisterPage'),
  },
  {
    path: '/register-panitia',
    label: 'Daftar Panitia',
    placement: 'none',
    page: () => import('../features/accounts/RegisterPanitiaPage'),
  },
  {
    path: '/forgot-password',
    label: 'Lupa Kata Sandi',
    placement: 'none',
    page: () => import('../features/accounts/ForgotPasswordPage'),
  },
  {
    path: '/auth/action',
    label: 'Tindakan Akun',
    placement: 'none',
    page: () => import('../features/accounts/AuthActionPage'),
  },
  {
    path: '/terms',
    label: 'Syarat dan Ketentuan',
    placement: 'none',
    page: () => import('../features/terms/TermsPage'),
  },
  {
    path: '/terms-pemilih',
    label: 'Syarat dan Ketentuan Pemilih',
    placement: 'none',
    page: () => import('../features/terms/VoterTermsPage'),
  },
] as const satisfies readonly RouteEntry[];

// The paths with a page are exactly the shell's BUILT_PUBLIC_PATHS (features read that list).
type PathsWithPage = Extract<(typeof TABLE)[number], { page: PageLoader }>['path'];
type _BuiltPathsListed = Assert<SameSet<PathsWithPage, BuiltPublicPath>>;

export const PUBLIC_ROUTES: readonly RouteEntry[] = TABLE;

export const NOT_FOUND_PAGE: PageLoader = () => import('../features/errors/NotFoundPage');
