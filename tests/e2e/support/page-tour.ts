import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_ASET_WITH_PICTURES } from '../../../src/server/seed/demo-aset';
import { DEMO_NEWS_DETAIL_PATH } from '../../../src/server/seed/demo-news';
import { waitForApp } from './app-ready';
import { TOUR_PROGRAMME } from './anggaran';
import { standInFormProvider } from './form-provider';
import { loanForm, loanFound, loanReceipt, loanSettings, loanSlot } from './sc-tour';
import {
  addCandidateDialog,
  ballotBox,
  ballotBoxSearch,
  boothAfterVoting,
  boothConfirmation,
  committeePage,
  committeeWorkspace,
  credentialToPrepare,
  electionList,
  openBooth,
  openCommitteeMenu,
  openSchedulePicker,
  OPEN_ELECTION,
  PUBLISHED_ELECTION,
  publishedResults,
  requestDecision,
  resultsNotYet,
  UPCOMING_ELECTION,
  upcomingSummary,
  verification,
  witnessWorkspace,
  witnessWrongCode,
} from './evoting-tour';

import {
  askApproval,
  askFinalResponse,
  correction,
  dialog,
  fieldAction,
  h1,
  idleWarning,
  openAdminSidebar,
  openNavDrawer,
  openSubmission,
  openTicket,
  printTicket,
  text,
  track,
  userAction,
  visible,
  wizardDraft,
  wizardStep,
  type TourContext,
  type TourRole,
} from './tour-steps';

export type { TourContext, TourRole } from './tour-steps';

/**
 * The pages (and their states: wizard steps, open dialogs) visited by looks.spec.ts (screenshots,
 * stylesheets, axe-core, English words) and layout-360.spec.ts. Adding a screen is one line in
 * PAGES.
 */

export interface TourStop {
  name: string;
  path: string;
  /** Signed in as this demo account (`{role}@bem.demo`); absent: a visitor. */
  as?: TourRole;
  /** Only checked at phone widths (a phone menu open). */
  phoneOnly?: boolean;
  /** Brings the page into the state to check and waits until it is there. */
  reach(page: Page, tour: TourContext): Promise<void>;
}

// ----- the tour -----

export const PAGES: readonly TourStop[] = [
  { name: 'Beranda', path: '/', reach: h1(/Selamat Datang/) },
  { name: 'Beranda, menu ponsel terbuka', path: '/', phoneOnly: true, reach: openNavDrawer },
  { name: 'Layanan', path: '/layanan', reach: h1('Pusat Layanan BEM') },
  { name: 'Layanan, formulir terbuka', path: '/layanan', reach: async (p) => { await standInFormProvider(p); await waitForApp(p); await p.getByRole('button', { name: 'Buka Formulir: Aspirasi Mahasiswa' }).click(); await dialog(p, 'Aspirasi Mahasiswa'); } }, // prettier-ignore
  { name: 'SI-BERKAS', path: '/layanan/berkaskm', reach: h1('SI-BERKAS & SI-LAKAS') },
  { name: 'Ajukan langkah 1', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardStep(p, 1) },
  { name: 'Ajukan langkah 2', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardStep(p, 2) },
  { name: 'Ajukan langkah 3', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardStep(p, 3) },
  {
    name: 'Ajukan berhasil',
    path: '/layanan/berkaskm/ajukan',
    reach: (p) => wizardStep(p, 'sent'),
  },
  { name: 'Lacak ditemukan', path: '/layanan/berkaskm/lacak', reach: async (p, t) => { await track(p, t.ticketId); await visible(p.getByTestId('status-berkas')); } }, // prettier-ignore
  { name: 'Lacak, kode revisi', path: '/layanan/berkaskm/lacak', reach: (p, t) => correction(p, t, 'code') }, // prettier-ignore
  { name: 'Lacak, formulir perbaikan', path: '/layanan/berkaskm/lacak', reach: (p, t) => correction(p, t, 'form') }, // prettier-ignore
  { name: 'Ajukan, draf dipulihkan', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardDraft(p, 'restored') }, // prettier-ignore
  { name: 'Ajukan, tinggalkan halaman', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardDraft(p, 'leaving') }, // prettier-ignore
  { name: 'Lacak tidak ditemukan', path: '/layanan/berkaskm/lacak', reach: async (p) => { await track(p, 'BEM-2020-99999'); await text('Nomor tiket tidak ditemukan. Harap periksa kembali.')(p); } }, // prettier-ignore
  { name: 'Peminjaman SC, informasi', path: '/pinjam-sc', reach: (p) => visible(p.getByRole('region', { name: 'Informasi Peminjaman Sport Center' })) }, // prettier-ignore
  { name: 'Peminjaman SC', path: '/pinjam-sc', reach: loanForm },
  { name: 'Peminjaman SC, detail jadwal', path: '/pinjam-sc', reach: loanSlot },
  { name: 'Peminjaman SC, berhasil', path: '/pinjam-sc', reach: (p, t) => loanReceipt(p, t.scReceipt) }, // prettier-ignore
  { name: 'Kelola Peminjaman (tiket)', path: '/pinjam-sc/kelola', reach: h1('Kelola Peminjaman') },
  { name: 'Kelola Peminjaman, ditemukan', path: '/pinjam-sc/kelola', reach: (p, t) => loanFound(p, t.scReceipt) }, // prettier-ignore
  { name: 'Kelola Peminjaman, batalkan ditanya', path: '/pinjam-sc/kelola', reach: async (p, t) => { await loanFound(p, t.scReceipt); await p.getByRole('button', { name: 'Batalkan Peminjaman' }).click(); await dialog(p, 'Batalkan peminjaman?'); } }, // prettier-ignore
  { name: 'Absensi Peminjaman', path: '/pinjam-sc/absensi', reach: h1('Absensi Peminjaman') },
  { name: 'Absensi Peminjaman, ditemukan', path: '/pinjam-sc/absensi', reach: (p, t) => loanFound(p, t.scReceipt) }, // prettier-ignore
  { name: 'Kelola Peminjaman SC', path: '/admin/peminjaman-sc', as: 'pora', reach: (p) => visible(p.getByRole('table', { name: 'Daftar peminjaman' })) }, // prettier-ignore
  { name: 'Kelola Peminjaman SC, edit', path: '/admin/peminjaman-sc', as: 'pora', reach: async (p) => { await p.getByRole('button', { name: /^Edit: / }).first().click(); await dialog(p, 'Edit Peminjaman'); } }, // prettier-ignore
  { name: 'Kelola Peminjaman SC, bukti foto', path: '/admin/peminjaman-sc', as: 'pora', reach: async (p) => { await p.getByRole('combobox', { name: 'Urutkan' }).selectOption('Terlama'); await p.getByRole('button', { name: 'Check-in' }).first().click(); await visible(p.getByRole('dialog').getByRole('img')); } }, // prettier-ignore
  { name: 'Kelola Peminjaman SC, Pengaturan', path: '/admin/peminjaman-sc', as: 'pora', reach: loanSettings }, // prettier-ignore
  { name: 'Kelola Peminjaman SC, tambah ruangan', path: '/admin/peminjaman-sc', as: 'pora', reach: async (p) => { await loanSettings(p); await p.getByRole('button', { name: 'Tambah Ruangan' }).click(); await dialog(p, 'Tambah Ruangan'); } }, // prettier-ignore
  { name: 'Kelola Peminjaman SC, tambah pertanyaan', path: '/admin/peminjaman-sc', as: 'pora', reach: async (p) => { await loanSettings(p); await p.getByRole('button', { name: 'Tambah Pertanyaan' }).click(); await dialog(p, 'Tambah Pertanyaan'); } }, // prettier-ignore
  { name: 'Login', path: '/login', reach: h1('Masuk') },
  { name: 'Daftar Admin', path: '/register', reach: h1(/./) },
  { name: 'Daftar Panitia', path: '/register-panitia', reach: h1(/./) },
  { name: 'Lupa kata sandi', path: '/forgot-password', reach: h1(/./) },
  { name: 'Syarat dan Ketentuan', path: '/terms', reach: h1(/./) },
  { name: 'Syarat Pemilih', path: '/terms-pemilih', reach: h1(/./) },
  { name: 'Daftar Pemilih', path: '/register-pemilih', reach: h1('Daftar sebagai Pemilih') },
  { name: 'Daftar Pemilih, NIM tidak sesuai', path: '/register-pemilih', reach: async (p) => { await waitForApp(p); await p.getByRole('combobox', { name: 'Program Studi' }).selectOption('Elektro Mekanika'); await p.getByRole('textbox', { name: 'NIM' }).fill('012300045'); await text(/Awalan NIM untuk Elektro Mekanika/)(p); } }, // prettier-ignore
  { name: 'Portal Pemilih', path: '/login-pemilih', reach: h1('Portal Pemilih') },
  { name: 'Lupa Password Pemilih', path: '/lupa-sandi-pemilih', reach: h1('Lupa Password') },
  { name: 'Reset Password Pemilih, tautan tidak valid', path: '/reset-sandi-pemilih?token=pendek', reach: h1('Reset Password') }, // prettier-ignore
  {
    name: 'Profil Pemilih',
    path: '/profil-pemilih',
    as: 'pemilih',
    reach: h1('Edit Profil Pemilih'),
  },
  { name: 'E-Voting', path: '/pemilihan', reach: async (p) => { await h1('Portal E-Voting')(p); await visible(p.getByRole('list', { name: 'Daftar pemilihan' })); } }, // prettier-ignore
  { name: 'Dasbor Pemilih', path: '/dashboard-pemilih', as: 'pemilih1', reach: async (p) => { await h1('Dasbor Pemilih')(p); await visible(p.getByRole('tab', { name: /Pemilihan Aktif/ })); } }, // prettier-ignore
  { name: 'Ajukan Permintaan Pemilihan', path: '/request-pemilihan', as: 'panitia', reach: async (p) => { await h1('Ajukan Permintaan Pemilihan')(p); await visible(p.getByRole('link', { name: `Kelola: ${OPEN_ELECTION}` })); } }, // prettier-ignore
  { name: 'Ajukan Permintaan Pemilihan, ditolak', path: '/request-pemilihan', as: 'sekjen', reach: h1('Akses Ditolak') }, // prettier-ignore
  { name: 'Panitia, Ringkasan', path: '/request-pemilihan', as: 'panitia', reach: committeePage(OPEN_ELECTION, 'Ringkasan') }, // prettier-ignore
  { name: 'Panitia, menu ponsel terbuka', path: '/request-pemilihan', as: 'panitia', phoneOnly: true, reach: openCommitteeMenu }, // prettier-ignore
  { name: 'Panitia, Pengaturan (berlangsung)', path: '/request-pemilihan', as: 'panitia', reach: committeePage(OPEN_ELECTION, 'Pengaturan') }, // prettier-ignore
  { name: 'Panitia, Pengaturan (akan datang)', path: '/request-pemilihan', as: 'panitia', reach: committeePage(UPCOMING_ELECTION, 'Pengaturan') }, // prettier-ignore
  { name: 'Panitia, jadwal dipilih', path: '/request-pemilihan', as: 'panitia', reach: openSchedulePicker }, // prettier-ignore
  { name: 'Panitia, Kelola Kandidat', path: '/request-pemilihan', as: 'panitia', reach: committeePage(OPEN_ELECTION, 'Kelola Kandidat') }, // prettier-ignore
  { name: 'Panitia, tambah kandidat', path: '/request-pemilihan', as: 'panitia', reach: addCandidateDialog }, // prettier-ignore
  { name: 'Panitia, Kelola Pemilih', path: '/request-pemilihan', as: 'panitia', reach: committeePage(UPCOMING_ELECTION, 'Kelola Pemilih') }, // prettier-ignore
  { name: 'Panitia, Verifikasi Pemilih', path: '/request-pemilihan', as: 'panitia', reach: committeePage(UPCOMING_ELECTION, 'Verifikasi Pemilih') }, // prettier-ignore
  { name: 'Panitia, Akun Saya', path: '/request-pemilihan', as: 'panitia', reach: committeePage(UPCOMING_ELECTION, 'Akun Saya') }, // prettier-ignore
  { name: 'Beranda, ajakan memilih', path: '/', reach: (p) => visible(p.getByRole('heading', { name: 'Pemilihan Sedang Berlangsung!' })) }, // prettier-ignore
  { name: 'Bilik Suara', path: '/dashboard-pemilih', as: 'pemilih1', reach: openBooth },
  { name: 'Bilik Suara, konfirmasi', path: '/dashboard-pemilih', as: 'pemilih1', reach: boothConfirmation }, // prettier-ignore
  { name: 'Bilik Suara, sudah memilih', path: '/dashboard-pemilih', as: 'pemilih2', reach: boothAfterVoting }, // prettier-ignore
  { name: 'Bilik Suara, belum masuk', path: '/voting/pemilihan-apa-saja', reach: h1('Portal Pemilih') }, // prettier-ignore
  { name: 'Hasil, belum tersedia', path: '/pemilihan', reach: resultsNotYet },
  { name: 'Hasil Resmi Pemilihan', path: '/pemilihan', reach: publishedResults },
  { name: 'Panitia, Ringkasan (hasil dipublikasikan)', path: '/request-pemilihan', as: 'panitia', reach: committeePage(PUBLISHED_ELECTION, 'Ringkasan') }, // prettier-ignore
  // Belenios' own pages (issue 34): the ballot box, the verification, the trustees' pages.
  { name: 'Dasbor Pemilih, kredensial HIMA', path: '/dashboard-pemilih', as: 'pemilih1', reach: credentialToPrepare }, // prettier-ignore
  { name: 'Kotak Suara', path: '/dashboard-pemilih', as: 'pemilih1', reach: ballotBox },
  { name: 'Kotak Suara, pelacak ditemukan', path: '/dashboard-pemilih', as: 'pemilih1', reach: ballotBoxSearch }, // prettier-ignore
  { name: 'Verifikasi Pemilihan', path: '/pemilihan', reach: verification },
  { name: 'Masuk Wali Kunci', path: '/wali/masuk', reach: (p) => visible(p.getByRole('textbox', { name: 'Kode Masuk Wali' })) }, // prettier-ignore
  { name: 'Masuk Wali Kunci, kode salah', path: '/wali/masuk', reach: witnessWrongCode },
  { name: 'Ruang Wali Kunci (saksi)', path: '/wali/masuk', as: 'saksi1', reach: witnessWorkspace }, // prettier-ignore
  { name: 'Ruang Wali Kunci (panitia)', path: '/request-pemilihan', as: 'panitia', reach: committeeWorkspace }, // prettier-ignore
  { name: 'Panitia, Ringkasan (akan datang)', path: '/request-pemilihan', as: 'panitia', reach: upcomingSummary }, // prettier-ignore
  { name: 'Panitia, akses ditolak', path: '/panitia/bukan-pemilihan-ini/ringkasan', as: 'sekjen', reach: h1(/Akses Ditolak|Pemilihan Tidak Ditemukan/) }, // prettier-ignore
  { name: 'Halaman 404', path: '/tidak-ada', reach: h1('Halaman tidak ditemukan') },
  { name: 'Berita', path: '/berita', reach: h1('Arsip Berita & Kegiatan') },
  { name: 'Berita, detail', path: DEMO_NEWS_DETAIL_PATH, reach: h1(/PKKMB 2025/) },
  { name: 'Berita, tidak ditemukan', path: '/berita/tidak-ada', reach: h1('Halaman tidak ditemukan') }, // prettier-ignore
  { name: 'Direktori', path: '/direktori', reach: h1('Direktori UKM & Ormawa') },
  { name: 'Profil organisasi', path: '/direktori', reach: async (p) => { await waitForApp(p); await p.getByRole('link', { name: /Lihat Profil.*Teknokimia/ }).click(); await h1('Himpunan Mahasiswa Teknokimia Nuklir')(p); } }, // prettier-ignore
  { name: 'Organisasi tidak ditemukan', path: '/organisasi/tidak-ada', reach: h1('Organisasi tidak ditemukan.') }, // prettier-ignore
  { name: 'Dokumen', path: '/dokumen', reach: h1('Pusat Dokumen') },
  { name: 'Transparansi Anggaran', path: '/keterbukaan-informasi/anggaran?q=tur+aksesibilitas', reach: async (p) => { await h1('Transparansi Anggaran')(p); await visible(p.getByRole('button', { name: TOUR_PROGRAMME })); } }, // prettier-ignore
  { name: 'Transparansi Anggaran, detail', path: '/keterbukaan-informasi/anggaran?q=tur+aksesibilitas', reach: async (p) => { await waitForApp(p); await p.getByRole('button', { name: TOUR_PROGRAMME }).first().click(); await dialog(p, TOUR_PROGRAMME); } }, // prettier-ignore
  { name: 'Ringkasan', path: '/admin', as: 'sekjen', reach: h1('Ringkasan') },
  { name: 'Admin, menu ponsel terbuka', path: '/admin', as: 'sekjen', phoneOnly: true, reach: openAdminSidebar }, // prettier-ignore
  { name: 'Edit Profil', path: '/admin/profil', as: 'sekjen', reach: h1('Edit Profil') },
  { name: 'Kelola Berkas KM', path: '/admin/berkas', as: 'sekjen', reach: h1('Kelola Berkas KM') },
  { name: 'Kelola Berkas KM, detail', path: '/admin/berkas', as: 'sekjen', reach: openSubmission },
  { name: 'Kelola Berkas KM, versi sebelumnya', path: '/admin/berkas', as: 'sekjen', reach: async (p, t) => { await openTicket(p, t.correctedTicket); await visible(p.getByRole('heading', { name: 'Versi 1' })); } }, // prettier-ignore
  { name: 'Kelola Berkas KM, ACC ditanya', path: '/admin/berkas', as: 'sekjen', reach: askApproval }, // prettier-ignore
  { name: 'Kelola Berkas KM, tindak lanjut ditanya', path: '/admin/berkas', as: 'sekjen', reach: askFinalResponse }, // prettier-ignore
  { name: 'Cetak tiket', path: '/admin/berkas', as: 'sekjen', reach: printTicket },
  { name: 'Peringatan sesi', path: '/admin', as: 'sekjen', reach: idleWarning },
  { name: 'Ringkasan (keuangan)', path: '/admin', as: 'keuangan', reach: (p) => visible(p.getByRole('region', { name: 'Menunggu Tindakan Anda' })) }, // prettier-ignore
  { name: 'Kelola Berkas KM (banggar)', path: '/admin/berkas', as: 'banggar', reach: h1('Kelola Berkas KM') }, // prettier-ignore
  { name: 'Kelola Berkas KM, detail (banggar)', path: '/admin/berkas', as: 'banggar', reach: openSubmission }, // prettier-ignore
  { name: 'Kelola Form Berkas', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: h1('Kelola Form Berkas') }, // prettier-ignore
  { name: 'Kelola Form Berkas, editor', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: (p) => fieldAction(p, 'Edit') }, // prettier-ignore
  { name: 'Kelola Form Berkas, tambah', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Pertanyaan' }).click(); await dialog(p, 'Tambah Pertanyaan'); } }, // prettier-ignore
  { name: 'Kelola Form Berkas, hapus', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: (p) => fieldAction(p, 'Hapus') }, // prettier-ignore
  { name: 'Kelola Berita', path: '/admin/kelola-berita', as: 'sekjen', reach: h1('Kelola Berita') }, // prettier-ignore
  { name: 'Kelola Berita, tambah', path: '/admin/kelola-berita', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Berita' }).click(); await dialog(p, 'Tambah Berita'); } }, // prettier-ignore
  { name: 'Kelola Layanan', path: '/admin/layanan', as: 'sekjen', reach: h1('Kelola Layanan') }, // prettier-ignore
  { name: 'Kelola Layanan, tambah', path: '/admin/layanan', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Layanan' }).click(); await dialog(p, 'Tambah Layanan'); } }, // prettier-ignore
  { name: 'Kelola Anggaran', path: '/admin/anggaran', as: 'keuangan', reach: (p) => visible(p.getByRole('table', { name: 'Daftar program anggaran' })) }, // prettier-ignore
  { name: 'Kelola Anggaran, tambah', path: '/admin/anggaran', as: 'keuangan', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Program' }).click(); await dialog(p, 'Tambah Program Anggaran'); await p.getByRole('dialog', { name: 'Tambah Program Anggaran' }).getByRole('button', { name: 'Tambah Baris' }).click(); } }, // prettier-ignore
  { name: 'Kelola Anggaran, dasbor', path: '/admin/anggaran', as: 'keuangan', reach: async (p) => { await p.getByRole('tab', { name: 'Dasbor' }).click(); await visible(p.getByRole('table', { name: 'Rekap per organisasi' })); await visible(p.getByRole('list', { name: 'Anggaran disetujui per status' })); } }, // prettier-ignore
  { name: 'Kelola Anggaran, SBM', path: '/admin/anggaran', as: 'keuangan', reach: async (p) => { await p.getByRole('tab', { name: 'Standar Biaya (SBM)' }).click(); await visible(p.getByRole('button', { name: 'Simpan Perubahan SBM' })); } }, // prettier-ignore
  { name: 'Ringkasan (master)', path: '/admin', as: 'master', reach: h1('Ringkasan') },
  { name: 'Kelola Pengguna', path: '/admin/kelola-admin', as: 'master', reach: h1('Kelola Pengguna') }, // prettier-ignore
  { name: 'Kelola Pengguna, ubah', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Ubah') }, // prettier-ignore
  { name: 'Kelola Pengguna, nonaktifkan', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Nonaktifkan') }, // prettier-ignore
  { name: 'Kelola Pengguna, hapus', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Hapus') }, // prettier-ignore
  { name: 'Kelola Pengguna, tolak', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Tolak') }, // prettier-ignore
  { name: 'Manajemen E-Voting', path: '/admin/manajemen-voting', as: 'master', reach: h1('Manajemen E-Voting') }, // prettier-ignore
  { name: 'Manajemen E-Voting, setujui', path: '/admin/manajemen-voting', as: 'master', reach: requestDecision('Setujui') }, // prettier-ignore
  { name: 'Manajemen E-Voting, tolak', path: '/admin/manajemen-voting', as: 'master', reach: requestDecision('Tolak') }, // prettier-ignore
  { name: 'Manajemen E-Voting, daftar event', path: '/admin/manajemen-voting', as: 'master', reach: electionList }, // prettier-ignore
  { name: 'Log Aktivitas', path: '/admin/histori', as: 'master', reach: (p) => visible(p.getByRole('table', { name: 'Log aktivitas' })) }, // prettier-ignore
  { name: 'Kelola Organisasi', path: '/admin/organisasi', as: 'master', reach: h1('Kelola Organisasi') }, // prettier-ignore
  { name: 'Kelola Organisasi, tambah', path: '/admin/organisasi', as: 'master', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Organisasi' }).click(); await dialog(p, 'Tambah Organisasi'); } }, // prettier-ignore
  { name: 'Kelola Dokumen', path: '/admin/dokumen', as: 'sekjen', reach: (p) => visible(p.getByRole('list', { name: 'Daftar dokumen' })) }, // prettier-ignore
  { name: 'Kelola Dokumen, tambah', path: '/admin/dokumen', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Dokumen' }).click(); await dialog(p, 'Tambah Dokumen'); } }, // prettier-ignore
  { name: 'Struktur', path: '/struktur', reach: h1('Struktur Organisasi') },
  { name: 'Struktur, profil pengurus', path: '/struktur', reach: async (p) => { await p.getByRole('button', { name: /^Anisa Rahmawati/ }).click(); await dialog(p, 'Profil Pengurus'); } }, // prettier-ignore
  { name: 'Tentang', path: '/tentang', reach: h1('Tentang Kami') },
  { name: 'Kelola Struktur', path: '/admin/struktur', as: 'sekjen', reach: (p) => visible(p.getByRole('list', { name: 'Daftar divisi' })) }, // prettier-ignore
  { name: 'Kelola Struktur, edit pengurus', path: '/admin/struktur', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Edit: Anisa Rahmawati' }).click(); await dialog(p, 'Edit Pengurus'); } }, // prettier-ignore
  { name: 'Kelola Struktur, pembina', path: '/admin/struktur', as: 'sekjen', reach: async (p) => { await p.getByRole('tab', { name: 'Pembina Organisasi' }).click(); await visible(p.getByRole('list', { name: 'Daftar pembina' })); } }, // prettier-ignore
  { name: 'Kelola Halaman Tentang', path: '/admin/kelola-tentang', as: 'master', reach: (p) => visible(p.getByRole('list', { name: 'Daftar bagian halaman Tentang' })) }, // prettier-ignore
  { name: 'Kelola Halaman Tentang, tambah', path: '/admin/kelola-tentang', as: 'master', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Bagian' }).click(); await dialog(p, 'Tambah Bagian'); } }, // prettier-ignore
  { name: 'Inventaris Aset', path: '/keterbukaan-informasi/inventaris', reach: async (p) => { await h1('Inventaris Aset')(p); await visible(p.getByTestId('aset-card').first()); } }, // prettier-ignore
  { name: 'Inventaris Aset, detail', path: '/keterbukaan-informasi/inventaris', reach: async (p) => { await waitForApp(p); await p.getByRole('link', { name: DEMO_ASET_WITH_PICTURES }).click(); await h1(DEMO_ASET_WITH_PICTURES)(p); } }, // prettier-ignore
  { name: 'Inventaris Aset, tidak ditemukan', path: '/keterbukaan-informasi/inventaris/tidak-ada', reach: h1('Halaman tidak ditemukan') }, // prettier-ignore
  { name: 'Kelola Aset', path: '/admin/aset-bem', as: 'sekjen', reach: async (p) => { await h1('Kelola Aset')(p); await visible(p.getByRole('figure', { name: 'Aset per Lokasi' })); } }, // prettier-ignore
  { name: 'Kelola Aset, tambah', path: '/admin/aset-bem', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Aset' }).click(); await dialog(p, 'Tambah Aset'); } }, // prettier-ignore
  { name: 'Kelola Aset, kode QR', path: '/admin/aset-bem', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: `Kode QR: ${DEMO_ASET_WITH_PICTURES}` }).click(); await dialog(p, 'Kode QR Aset'); } }, // prettier-ignore
  { name: 'Program Kerja', path: '/keterbukaan-informasi/program-kerja', reach: h1('Arsip Program Kerja') }, // prettier-ignore
  { name: 'Program Kerja, detail', path: '/keterbukaan-informasi/program-kerja', reach: async (p) => { await waitForApp(p); await p.getByRole('button', { name: /^Lihat detail: / }).first().click(); await dialog(p); } }, // prettier-ignore
  { name: 'Risalah Rapat', path: '/keterbukaan-informasi/risalah-rapat', reach: h1('Risalah Rapat') }, // prettier-ignore
  { name: 'Risalah Rapat, rapat dibuka', path: '/keterbukaan-informasi/risalah-rapat', reach: async (p) => { await waitForApp(p); await p.getByRole('button', { name: /Rapat Pleno Tengah Periode/ }).click(); await visible(p.getByRole('heading', { name: 'Tugas & Tindak Lanjut' })); } }, // prettier-ignore
  { name: 'Kelola Proker', path: '/admin/proker', as: 'sekjen', reach: (p) => visible(p.getByRole('table', { name: 'Daftar program kerja' })) }, // prettier-ignore
  { name: 'Kelola Proker, edit', path: '/admin/proker', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: /^Edit: / }).first().click(); await dialog(p, 'Edit Program Kerja'); } }, // prettier-ignore
  { name: 'Kelola Risalah', path: '/admin/risalah-rapat', as: 'sekjen', reach: (p) => visible(p.getByRole('table', { name: 'Daftar risalah rapat' })) }, // prettier-ignore
  { name: 'Kelola Risalah, edit', path: '/admin/risalah-rapat', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Edit: Rapat Evaluasi Dies Natalis' }).click(); await dialog(p, 'Edit Risalah Rapat'); } }, // prettier-ignore
  // The activity calendar (issue 20): the demo's activity of tonight is always this week's.
  { name: 'Agenda Kegiatan', path: '/agenda', reach: async (p) => { await h1('Agenda Kegiatan')(p); await visible(p.getByRole('article').filter({ hasText: 'Malam Keakraban HIMA TKN' })); await visible(p.getByRole('button', { name: 'Salin Tautan Kalender' })); } }, // prettier-ignore
  { name: 'Agenda Kegiatan, kegiatan dibuka', path: '/agenda', reach: async (p) => { await waitForApp(p); await p.getByRole('button', { name: 'Malam Keakraban HIMA TKN' }).click(); await visible(p.getByText('Mahasiswa Teknokimia Nuklir')); } }, // prettier-ignore
  { name: 'Agenda Kegiatan, tanggal dipilih', path: '/agenda', reach: async (p) => { await waitForApp(p); await p.getByRole('button', { name: /\(hari ini\): \d+ kegiatan$/ }).click(); await visible(p.getByRole('button', { name: 'Lihat Kegiatan Mendatang' })); } }, // prettier-ignore
  { name: 'Beranda, agenda terdekat', path: '/', reach: (p) => visible(p.getByRole('heading', { name: 'Agenda Terdekat' })) }, // prettier-ignore
  { name: 'Kelola Penanggalan', path: '/admin/kelola-penanggalan', as: 'dagri', reach: (p) => visible(p.getByRole('table', { name: 'Daftar kegiatan' })) }, // prettier-ignore
  { name: 'Kelola Penanggalan, detail', path: '/admin/kelola-penanggalan', as: 'dagri', reach: async (p) => { await p.getByRole('button', { name: 'Detail: Malam Keakraban HIMA TKN' }).click(); await dialog(p, 'Malam Keakraban HIMA TKN'); } }, // prettier-ignore
  { name: 'Kelola Penanggalan, tambah', path: '/admin/kelola-penanggalan', as: 'dagri', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Kegiatan' }).click(); await dialog(p, 'Tambah Kegiatan'); } }, // prettier-ignore
  { name: 'Kelola Penanggalan, rentang tidak valid', path: '/admin/kelola-penanggalan', as: 'dagri', reach: async (p) => { await p.getByRole('button', { name: 'Kosongkan rentang tanggal' }).click(); await p.getByRole('button', { name: 'Tampilkan' }).click(); await text('Pilih rentang tanggal yang valid.')(p); } }, // prettier-ignore
];

/** Opens a stop in a fresh page and waits until its transitions have settled. */
export async function visit(page: Page, stop: TourStop, tour: TourContext): Promise<void> {
  await page.goto(stop.path);
  await stop.reach(page, tour);
  await settle(page);
}

/** Waits for opening transitions (drawers, dialogs, notifications) to end. */
export async function settle(page: Page): Promise<void> {
  // Polled from here: the site's CSP forbids the string evaluation waitForFunction would need.
  await expect
    .poll(() =>
      page.evaluate<boolean>("document.getAnimations().every((a) => a.playState !== 'running')"),
    )
    .toBe(true);
}
