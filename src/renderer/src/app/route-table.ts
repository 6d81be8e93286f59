import type { Assert, SameSet } from '../lib/type-checks';
import type { BuiltPublicPath } from '../shell/navigation/built-pages';
import type { PageLoader, RouteEntry } from '../shell/navigation/route-entry';

/**
 * The one table of the public site: routes, top navigation, drawer and footer links are all
 * derived from it, in this order. An entry without a page is listed so the navigation keeps the
 * order of SPEC.md §2 as pages arrive, and is neither routed nor linked until then. Each page's
 * description is in route-descriptions.ts, out of the code every page loads.
 */
const TABLE = [
  {
    path: '/',
    label: 'Beranda',
    placement: 'main',
    page: () => import('../features/home/HomePage'),
  },
  {
    path: '/struktur',
    label: 'Struktur',
    placement: 'main',
    footerLabel: 'Struktur Organisasi',
    page: () => import('../features/struktur/StrukturPage'),
  },
  {
    path: '/layanan',
    label: 'Layanan',
    placement: 'main',
    page: () => import('../features/layanan/LayananPage'),
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
    path: '/pinjam-sc',
    label: 'Peminjaman Sport Center',
    placement: 'none',
    page: () => import('../features/pinjam-sc/PinjamScPage'),
  },
  {
    // The receipt comes from the booking (router state or this tab's storage); none: the form.
    path: '/pinjam-sc/sukses',
    label: 'Pengajuan Berhasil',
    placement: 'none',
    page: () => import('../features/pinjam-sc/SuksesPage'),
  },
  {
    path: '/pinjam-sc/kelola',
    label: 'Kelola Peminjaman SC',
    placement: 'none',
    page: () => import('../features/pinjam-sc/KelolaPage'),
  },
  {
    path: '/pinjam-sc/absensi',
    label: 'Absensi Peminjaman SC',
    placement: 'none',
    page: () => import('../features/pinjam-sc/AbsensiPage'),
  },
  {
    path: '/keterbukaan-informasi/anggaran',
    label: 'Transparansi Anggaran',
    placement: 'informasi',
    page: () => import('../features/anggaran/AnggaranPage'),
  },
  {
    path: '/keterbukaan-informasi/program-kerja',
    label: 'Program Kerja',
    placement: 'informasi',
    page: () => import('../features/proker/ProgramKerjaPage'),
  },
  {
    path: '/keterbukaan-informasi/risalah-rapat',
    label: 'Risalah Rapat',
    placement: 'informasi',
    page: () => import('../features/risalah/RisalahRapatPage'),
  },
  {
    path: '/keterbukaan-informasi/inventaris',
    label: 'Inventaris Aset',
    placement: 'informasi',
    page: () => import('../features/aset/InventarisPage'),
  },
  {
    // Its own title, description and preview image come from the asset (useRecordHead); the
    // target of the printed QR labels.
    path: '/keterbukaan-informasi/inventaris/:assetId',
    label: 'Detail Aset',
    placement: 'none',
    page: () => import('../features/aset/AsetDetailPage'),
  },
  {
    path: '/berita',
    label: 'Berita',
    placement: 'main',
    footerLabel: 'Berita & Kegiatan',
    page: () => import('../features/berita/BeritaPage'),
  },
  {
    // Its own title, description and preview image come from the item (useRecordHead).
    path: '/berita/:slug',
    label: 'Berita',
    placement: 'none',
    page: () => import('../features/berita/BeritaDetailPage'),
  },
  {
    // Not in SPEC.md §2's menu (which predates it), whose Informasi group holds the four
    // transparency pages only: a link of its own in the drawer, after Berita. The bar has no room
    // for another link at 1024–1280 px (it wraps); there the footer and the home page link to it.
    path: '/agenda',
    label: 'Agenda Kegiatan',
    placement: 'drawer',
    footerLabel: 'Agenda Kegiatan',
    page: () => import('../features/agenda/AgendaPage'),
  },
  {
    path: '/dokumen',
    label: 'Dokumen',
    placement: 'main',
    footerLabel: 'Bank Dokumen',
    page: () => import('../features/dokumen/DokumenPage'),
  },
  {
    path: '/tentang',
    label: 'Tentang',
    placement: 'main',
    page: () => import('../features/tentang/TentangPage'),
  },
  {
    path: '/direktori',
    label: 'Direktori UKM & Ormawa',
    // Not in SPEC.md §2's menu: reached from the footer's quick links.
    placement: 'none',
    footerLabel: 'Direktori UKM & Ormawa',
    page: () => import('../features/direktori/DirektoriPage'),
  },
  {
    path: '/organisasi/:orgId',
    label: 'Profil Organisasi',
    placement: 'none',
    page: () => import('../features/direktori/OrganisasiPage'),
  },
  {
    path: '/pemilihan',
    label: 'E-Voting',
    placement: 'evoting',
    footerLabel: 'E-Voting',
    page: () => import('../features/evoting/PemilihanPage'),
  },
  {
    // A Belenios election's public ballot box: every tracker, while open and after.
    path: '/pemilihan/:eventId/kotak-suara',
    label: 'Kotak Suara',
    placement: 'none',
    page: () => import('../features/kotak-suara/KotakSuaraPage'),
  },
  {
    // The booth of a signed-in voter (RequireVoter); a visitor is sent to /login-pemilih.
    path: '/voting/:eventId',
    label: 'Bilik Suara',
    placement: 'none',
    page: () => import('../features/bilik-suara/VotingPage'),
  },
  {
    // Its own title and description come from the election once published (useRecordHead).
    path: '/hasil/:eventId',
    label: 'Hasil Pemilihan',
    placement: 'none',
    page: () => import('../features/hasil/HasilPage'),
  },
  {
    // Not linked from /hasil/{eventId} until the server publishes the archive it downloads.
    path: '/hasil/:eventId/verifikasi',
    label: 'Verifikasi Pemilihan',
    placement: 'none',
    page: () => import('../features/verifikasi/VerifikasiPemilihanPage'),
  },
  {
    // A witness named trustee signs in with the code the committee handed over (issue 34).
    path: '/wali/masuk',
    label: 'Masuk Wali Kunci',
    placement: 'none',
    page: () => import('../features/wali/WaliMasukPage'),
  },
  {
    // A trustee's workspace: key generation and decryption (a committee member or a witness).
    path: '/wali/:eventId',
    label: 'Ruang Wali Kunci',
    placement: 'none',
    page: () => import('../features/wali/WaliPage'),
  },
  {
    path: '/request-pemilihan',
    label: 'Ajukan Permintaan Pemilihan',
    placement: 'none',
    page: () => import('../features/panitia/RequestPemilihanPage'),
  },
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
    path: '/register-pemilih',
    label: 'Daftar Pemilih',
    placement: 'none',
    page: () => import('../features/pemilih/RegisterVoterPage'),
  },
  {
    path: '/login-pemilih',
    label: 'Portal Pemilih',
    placement: 'none',
    page: () => import('../features/pemilih/LoginVoterPage'),
  },
  {
    path: '/lupa-sandi-pemilih',
    label: 'Lupa Password Pemilih',
    placement: 'none',
    page: () => import('../features/pemilih/ForgotVoterPasswordPage'),
  },
  {
    // The page the voter reset mail links to (src/server/evoting/voter-auth-service.ts).
    path: '/reset-sandi-pemilih',
    label: 'Reset Password Pemilih',
    placement: 'none',
    page: () => import('../features/pemilih/ResetVoterPasswordPage'),
  },
  {
    path: '/dashboard-pemilih',
    label: 'Dasbor Pemilih',
    placement: 'none',
    page: () => import('../features/pemilih-dashboard/DashboardPemilihPage'),
  },
  {
    path: '/profil-pemilih',
    label: 'Profil Pemilih',
    placement: 'none',
    page: () => import('../features/pemilih/VoterProfilePage'),
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
