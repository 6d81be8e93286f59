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
    description:
      'Website resmi Badan Eksekutif Mahasiswa Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia, Yogyakarta: informasi organisasi, layanan mahasiswa, berita dan keterbukaan informasi.',
    placement: 'main',
    page: () => import('../features/home/HomePage'),
  },
  {
    path: '/struktur',
    label: 'Struktur',
    description: 'Struktur organisasi BEM KM Poltek Nuklir: pembina, kementerian dan pengurusnya.',
    placement: 'main',
    footerLabel: 'Struktur Organisasi',
    page: () => import('../features/struktur/StrukturPage'),
  },
  {
    path: '/layanan',
    label: 'Layanan',
    description:
      'Pusat layanan BEM KM Poltek Nuklir untuk mahasiswa: pengajuan berkas administrasi, pelacakan tiket, dan peminjaman Sport Center.',
    placement: 'main',
    page: () => import('../features/berkas/LayananPage'),
  },
  {
    path: '/layanan/berkaskm',
    label: 'SI-BERKAS & SI-LAKAS',
    description:
      'SI-BERKAS dan SI-LAKAS: ajukan berkas administrasi ke BEM KM Poltek Nuklir dan lacak statusnya dengan nomor tiket.',
    placement: 'none',
    page: () => import('../features/berkas/BerkasHubPage'),
  },
  {
    path: '/layanan/berkaskm/ajukan',
    label: 'Ajukan Berkas',
    description:
      'Ajukan berkas administrasi ke BEM KM Poltek Nuklir secara daring melalui SI-BERKAS dan dapatkan nomor tiket.',
    placement: 'none',
    page: () => import('../features/berkas/AjukanPage'),
  },
  {
    path: '/layanan/berkaskm/lacak',
    label: 'Lacak Berkas',
    description:
      'Lacak status berkas yang Anda ajukan ke BEM KM Poltek Nuklir dengan nomor tiket SI-LAKAS.',
    placement: 'none',
    page: () => import('../features/berkas/LacakPage'),
  },
  {
    path: '/pinjam-sc',
    label: 'Peminjaman Sport Center',
    description:
      'Lihat jadwal Sport Center Poltek Nuklir dan ajukan peminjaman ruangan untuk kegiatan organisasi Anda.',
    placement: 'none',
    page: () => import('../features/pinjam-sc/PinjamScPage'),
  },
  {
    // The receipt comes from the booking (router state or this tab's storage); none: the form.
    path: '/pinjam-sc/sukses',
    label: 'Pengajuan Berhasil',
    description: 'Nomor tiket dan ringkasan peminjaman Sport Center yang baru Anda ajukan.',
    placement: 'none',
    page: () => import('../features/pinjam-sc/SuksesPage'),
  },
  {
    path: '/pinjam-sc/kelola',
    label: 'Kelola Peminjaman SC',
    description:
      'Ubah jadwal atau batalkan peminjaman Sport Center Poltek Nuklir dengan nomor tiket Anda.',
    placement: 'none',
    page: () => import('../features/pinjam-sc/KelolaPage'),
  },
  {
    path: '/pinjam-sc/absensi',
    label: 'Absensi Peminjaman SC',
    description:
      'Check-in dan check-out peminjaman Sport Center Poltek Nuklir dengan foto ruangan.',
    placement: 'none',
    page: () => import('../features/pinjam-sc/AbsensiPage'),
  },
  {
    path: '/keterbukaan-informasi/anggaran',
    label: 'Transparansi Anggaran',
    description:
      'Transparansi anggaran BEM KM Poltek Nuklir: pengajuan, persetujuan dan realisasi dana kegiatan.',
    placement: 'informasi',
    page: () => import('../features/keterbukaan-anggaran/AnggaranPage'),
  },
  {
    path: '/keterbukaan-informasi/program-kerja',
    label: 'Program Kerja',
    description: 'Program kerja BEM KM Poltek Nuklir beserta status dan capaiannya.',
    placement: 'informasi',
    page: () => import('../features/program-kerja/ProgramKerjaPage'),
  },
  {
    path: '/keterbukaan-informasi/risalah-rapat',
    label: 'Risalah Rapat',
    description: 'Risalah rapat BEM KM Poltek Nuklir: catatan, keputusan dan tindak lanjut rapat.',
    placement: 'informasi',
    page: () => import('../features/risalah-rapat/RisalahRapatPage'),
  },
  {
    path: '/keterbukaan-informasi/inventaris',
    label: 'Inventaris Aset',
    description:
      'Inventaris aset BEM KM Poltek Nuklir beserta kondisi dan ketersediaannya untuk dipinjam.',
    placement: 'informasi',
    page: () => import('../features/inventaris/InventarisPage'),
  },
  {
    // Its own title, description and preview image come from the asset (useRecordHead); the
    // target of the printed QR labels.
    path: '/keterbukaan-informasi/inventaris/:assetId',
    label: 'Detail Aset',
    description: 'Detail aset BEM KM Poltek Nuklir: kondisi, lokasi dan ketersediaan pinjam.',
    placement: 'none',
    page: () => import('../features/inventaris/AsetDetailPage'),
  },
  {
    path: '/berita',
    label: 'Berita',
    description: 'Berita dan kegiatan terbaru BEM KM Poltek Nuklir.',
    placement: 'main',
    footerLabel: 'Berita & Kegiatan',
    page: () => import('../features/berita/BeritaPage'),
  },
  {
    // Its own title, description and preview image come from the item (useRecordHead).
    path: '/berita/:slug',
    label: 'Berita',
    description: 'Berita dan kegiatan BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/berita/BeritaDetailPage'),
  },
  {
    // Not in SPEC.md §2's menu (which predates it): in the Informasi dropdown, after the
    // transparency pages. The bar itself has no room for another link at 1024–1280 px (it wraps).
    path: '/agenda',
    label: 'Agenda Kegiatan',
    description:
      'Agenda kegiatan BEM KM dan organisasi mahasiswa Poltek Nuklir: kalender bulanan, kegiatan mendatang dan langganan kalender (iCalendar).',
    placement: 'informasi',
    footerLabel: 'Agenda Kegiatan',
    page: () => import('../features/agenda/AgendaPage'),
  },
  {
    path: '/dokumen',
    label: 'Dokumen',
    description: 'Bank dokumen BEM KM Poltek Nuklir: dokumen resmi organisasi yang dapat diunduh.',
    placement: 'main',
    footerLabel: 'Bank Dokumen',
    page: () => import('../features/dokumen/DokumenPage'),
  },
  {
    path: '/tentang',
    label: 'Tentang',
    description: 'Tentang BEM KM Poltek Nuklir: visi, misi dan profil organisasi.',
    placement: 'main',
    page: () => import('../features/tentang/TentangPage'),
  },
  {
    path: '/direktori',
    label: 'Direktori UKM & Ormawa',
    description:
      'Direktori himpunan mahasiswa (HIMA) dan unit kegiatan mahasiswa (UKM) Politeknik Teknologi Nuklir Indonesia: profil, logo dan kontak.',
    // Not in SPEC.md §2's menu: reached from the footer's quick links.
    placement: 'none',
    footerLabel: 'Direktori UKM & Ormawa',
    page: () => import('../features/direktori/DirektoriPage'),
  },
  {
    path: '/organisasi/:orgId',
    label: 'Profil Organisasi',
    description:
      'Profil organisasi mahasiswa Politeknik Teknologi Nuklir Indonesia: deskripsi, logo, kontak dan media sosial.',
    placement: 'none',
    page: () => import('../features/direktori/OrganisasiPage'),
  },
  {
    path: '/pemilihan',
    label: 'E-Voting',
    description:
      'E-Voting BEM KM Poltek Nuklir: pemilihan daring yang rahasia dan dapat diperiksa.',
    placement: 'evoting',
    footerLabel: 'E-Voting',
    page: () => import('../features/evoting/PemilihanPage'),
  },
  {
    // A Belenios election's public ballot box: every tracker, while open and after.
    path: '/pemilihan/:eventId/kotak-suara',
    label: 'Kotak Suara',
    description:
      'Kotak suara publik pemilihan E-Voting BEM KM Poltek Nuklir: pelacak setiap surat suara terenkripsi, untuk memastikan surat suara Anda tercatat.',
    placement: 'none',
    page: () => import('../features/kotak-suara/KotakSuaraPage'),
  },
  {
    // The booth of a signed-in voter (RequireVoter); a visitor is sent to /login-pemilih.
    path: '/voting/:eventId',
    label: 'Bilik Suara',
    description:
      'Bilik suara E-Voting BEM KM Poltek Nuklir: berikan suara Anda secara rahasia dan simpan kode tanda terimanya.',
    placement: 'none',
    page: () => import('../features/bilik-suara/VotingPage'),
  },
  {
    // Its own title and description come from the election once published (useRecordHead).
    path: '/hasil/:eventId',
    label: 'Hasil Pemilihan',
    description:
      'Hasil resmi pemilihan E-Voting BEM KM Poltek Nuklir: perolehan suara, tingkat partisipasi, kode tanda terima dan sidik jari kotak suara.',
    placement: 'none',
    page: () => import('../features/hasil/HasilPage'),
  },
  {
    // Not linked from /hasil/{eventId} until the server publishes the archive it downloads.
    path: '/hasil/:eventId/verifikasi',
    label: 'Verifikasi Pemilihan',
    description:
      'Verifikasi sendiri catatan publik pemilihan E-Voting BEM KM Poltek Nuklir: setiap surat suara, penghitungan terenkripsi dan hasilnya diperiksa ulang di perangkat Anda.',
    placement: 'none',
    page: () => import('../features/verifikasi/VerifikasiPemilihanPage'),
  },
  {
    // A witness named trustee signs in with the code the committee handed over (issue 34).
    path: '/wali/masuk',
    label: 'Masuk Wali Kunci',
    description:
      'Masuk sebagai saksi wali kunci pemilihan E-Voting BEM KM Poltek Nuklir dengan e-mail dan Kode Masuk Wali dari panitia.',
    placement: 'none',
    page: () => import('../features/wali/WaliMasukPage'),
  },
  {
    // A trustee's workspace: key generation and decryption (a committee member or a witness).
    path: '/wali/:eventId',
    label: 'Ruang Wali Kunci',
    description:
      'Ruang wali kunci pemilihan E-Voting BEM KM Poltek Nuklir: buat kunci wali dan bantu membuka hasil dengan berkas kunci Anda.',
    placement: 'none',
    page: () => import('../features/wali/WaliPage'),
  },
  {
    path: '/request-pemilihan',
    label: 'Ajukan Permintaan Pemilihan',
    description:
      'Ajukan pemilihan organisasi mahasiswa ke BEM KM Poltek Nuklir dan kelola pemilihan yang Anda tangani sebagai panitia.',
    placement: 'none',
    page: () => import('../features/panitia/RequestPemilihanPage'),
  },
  {
    path: '/login',
    label: 'Login',
    description: 'Masuk ke area admin Portal BEM KM Poltek Nuklir.',
    placement: 'login',
    page: () => import('../features/accounts/LoginPage'),
  },
  {
    path: '/register',
    label: 'Daftar Admin',
    description: 'Daftar sebagai admin kementerian Portal BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/accounts/RegisterPage'),
  },
  {
    path: '/register-panitia',
    label: 'Daftar Panitia',
    description: 'Daftar sebagai panitia pemilihan pada Portal BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/accounts/RegisterPanitiaPage'),
  },
  {
    path: '/forgot-password',
    label: 'Lupa Kata Sandi',
    description: 'Atur ulang kata sandi akun admin Portal BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/accounts/ForgotPasswordPage'),
  },
  {
    path: '/auth/action',
    label: 'Tindakan Akun',
    description: 'Verifikasi email dan atur ulang kata sandi akun Portal BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/accounts/AuthActionPage'),
  },
  {
    path: '/terms',
    label: 'Syarat dan Ketentuan',
    description: 'Syarat dan ketentuan penggunaan akun admin Portal BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/terms/TermsPage'),
  },
  {
    path: '/register-pemilih',
    label: 'Daftar Pemilih',
    description:
      'Daftar sebagai pemilih E-Voting BEM KM Poltek Nuklir dengan NIM dan email mahasiswa.',
    placement: 'none',
    page: () => import('../features/pemilih/RegisterVoterPage'),
  },
  {
    path: '/login-pemilih',
    label: 'Portal Pemilih',
    description: 'Masuk ke portal pemilih E-Voting BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/pemilih/LoginVoterPage'),
  },
  {
    path: '/lupa-sandi-pemilih',
    label: 'Lupa Password Pemilih',
    description:
      'Minta link untuk mengatur ulang password akun pemilih E-Voting BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/pemilih/ForgotVoterPasswordPage'),
  },
  {
    // The page the voter reset mail links to (src/server/evoting/voter-auth-service.ts).
    path: '/reset-sandi-pemilih',
    label: 'Reset Password Pemilih',
    description: 'Atur ulang password akun pemilih E-Voting BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/pemilih/ResetVoterPasswordPage'),
  },
  {
    path: '/dashboard-pemilih',
    label: 'Dasbor Pemilih',
    description:
      'Dasbor pemilih E-Voting BEM KM Poltek Nuklir: pemilihan Anda, status verifikasi, pengumuman panitia dan permintaan bergabung.',
    placement: 'none',
    page: () => import('../features/pemilih-dashboard/DashboardPemilihPage'),
  },
  {
    path: '/profil-pemilih',
    label: 'Profil Pemilih',
    description:
      'Ubah foto, nama, NIM dan program studi akun pemilih E-Voting BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/pemilih/VoterProfilePage'),
  },
  {
    path: '/terms-pemilih',
    label: 'Syarat dan Ketentuan Pemilih',
    description: 'Syarat dan ketentuan bagi pemilih E-Voting BEM KM Poltek Nuklir.',
    placement: 'none',
    page: () => import('../features/terms/VoterTermsPage'),
  },
] as const satisfies readonly RouteEntry[];

// The paths with a page are exactly the shell's BUILT_PUBLIC_PATHS (features read that list).
type PathsWithPage = Extract<(typeof TABLE)[number], { page: PageLoader }>['path'];
type _BuiltPathsListed = Assert<SameSet<PathsWithPage, BuiltPublicPath>>;

export const PUBLIC_ROUTES: readonly RouteEntry[] = TABLE;

export const NOT_FOUND_PAGE: PageLoader = () => import('../features/errors/NotFoundPage');
