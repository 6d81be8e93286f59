/**
 * What each public page says about itself: its meta and Open Graph description in the HTML the
 * server sends, so a search result or a shared link says what the page is. Apart from the route
 * table, which every page loads: the browser needs these only when it moves to another page
 * (shell/navigation/use-document-head.ts), so they are a chunk of their own (issue 35).
 */
import type { BuiltPublicPath } from '../shell/navigation/built-pages';

export const ROUTE_DESCRIPTIONS: Readonly<Record<BuiltPublicPath, string>> = {
  '/': 'Website resmi Badan Eksekutif Mahasiswa Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia, Yogyakarta: informasi organisasi, layanan mahasiswa, berita dan keterbukaan informasi.',
  '/struktur': 'Struktur organisasi BEM KM Poltek Nuklir: pembina, kementerian dan pengurusnya.',
  '/layanan':
    'Pusat layanan BEM KM Poltek Nuklir untuk mahasiswa: pengajuan berkas administrasi, pelacakan tiket, dan peminjaman Sport Center.',
  '/layanan/berkaskm':
    'SI-BERKAS dan SI-LAKAS: ajukan berkas administrasi ke BEM KM Poltek Nuklir dan lacak statusnya dengan nomor tiket.',
  '/layanan/berkaskm/ajukan':
    'Ajukan berkas administrasi ke BEM KM Poltek Nuklir secara daring melalui SI-BERKAS dan dapatkan nomor tiket.',
  '/layanan/berkaskm/lacak':
    'Lacak status berkas yang Anda ajukan ke BEM KM Poltek Nuklir dengan nomor tiket SI-LAKAS.',
  '/pinjam-sc':
    'Lihat jadwal Sport Center Poltek Nuklir dan ajukan peminjaman ruangan untuk kegiatan organisasi Anda.',
  '/pinjam-sc/sukses': 'Nomor tiket dan ringkasan peminjaman Sport Center yang baru Anda ajukan.',
  '/pinjam-sc/kelola':
    'Ubah jadwal atau batalkan peminjaman Sport Center Poltek Nuklir dengan nomor tiket Anda.',
  '/pinjam-sc/absensi':
    'Check-in dan check-out peminjaman Sport Center Poltek Nuklir dengan foto ruangan.',
  '/keterbukaan-informasi/anggaran':
    'Transparansi anggaran BEM KM Poltek Nuklir: pengajuan, persetujuan dan realisasi dana kegiatan.',
  '/keterbukaan-informasi/program-kerja':
    'Program kerja BEM KM Poltek Nuklir beserta status dan capaiannya.',
  '/keterbukaan-informasi/risalah-rapat':
    'Risalah rapat BEM KM Poltek Nuklir: catatan, keputusan dan tindak lanjut rapat.',
  '/keterbukaan-informasi/inventaris':
    'Inventaris aset BEM KM Poltek Nuklir beserta kondisi dan ketersediaannya untuk dipinjam.',
  '/keterbukaan-informasi/inventaris/:assetId':
    'Detail aset BEM KM Poltek Nuklir: kondisi, lokasi dan ketersediaan pinjam.',
  '/berita': 'Berita dan kegiatan terbaru BEM KM Poltek Nuklir.',
  '/berita/:slug': 'Berita dan kegiatan BEM KM Poltek Nuklir.',
  '/agenda':
    'Agenda kegiatan BEM KM dan organisasi mahasiswa Poltek Nuklir: kalender bulanan, kegiatan mendatang dan langganan kalender (iCalendar).',
  '/dokumen': 'Bank dokumen BEM KM Poltek Nuklir: dokumen resmi organisasi yang dapat diunduh.',
  '/tentang': 'Tentang BEM KM Poltek Nuklir: visi, misi dan profil organisasi.',
  '/direktori':
    'Direktori himpunan mahasiswa (HIMA) dan unit kegiatan mahasiswa (UKM) Politeknik Teknologi Nuklir Indonesia: profil, logo dan kontak.',
  '/organisasi/:orgId':
    'Profil organisasi mahasiswa Politeknik Teknologi Nuklir Indonesia: deskripsi, logo, kontak dan media sosial.',
  '/pemilihan': 'E-Voting BEM KM Poltek Nuklir: pemilihan daring yang rahasia dan dapat diperiksa.',
  '/pemilihan/:eventId/kotak-suara':
    'Kotak suara publik pemilihan E-Voting BEM KM Poltek Nuklir: pelacak setiap surat suara terenkripsi, untuk memastikan surat suara Anda tercatat.',
  '/voting/:eventId':
    'Bilik suara E-Voting BEM KM Poltek Nuklir: berikan suara Anda secara rahasia dan simpan kode tanda terimanya.',
  '/hasil/:eventId':
    'Hasil resmi pemilihan E-Voting BEM KM Poltek Nuklir: perolehan suara, tingkat partisipasi, kode tanda terima dan sidik jari kotak suara.',
  '/hasil/:eventId/verifikasi':
    'Verifikasi sendiri catatan publik pemilihan E-Voting BEM KM Poltek Nuklir: setiap surat suara, penghitungan terenkripsi dan hasilnya diperiksa ulang di perangkat Anda.',
  '/wali/masuk':
    'Masuk sebagai saksi wali kunci pemilihan E-Voting BEM KM Poltek Nuklir dengan e-mail dan Kode Masuk Wali dari panitia.',
  '/wali/:eventId':
    'Ruang wali kunci pemilihan E-Voting BEM KM Poltek Nuklir: buat kunci wali dan bantu membuka hasil dengan berkas kunci Anda.',
  '/request-pemilihan':
    'Ajukan pemilihan organisasi mahasiswa ke BEM KM Poltek Nuklir dan kelola pemilihan yang Anda tangani sebagai panitia.',
  '/login': 'Masuk ke area admin Portal BEM KM Poltek Nuklir.',
  '/register': 'Daftar sebagai admin kementerian Portal BEM KM Poltek Nuklir.',
  '/register-panitia': 'Daftar sebagai panitia pemilihan pada Portal BEM KM Poltek Nuklir.',
  '/forgot-password': 'Atur ulang kata sandi akun admin Portal BEM KM Poltek Nuklir.',
  '/auth/action': 'Verifikasi email dan atur ulang kata sandi akun Portal BEM KM Poltek Nuklir.',
  '/terms': 'Syarat dan ketentuan penggunaan akun admin Portal BEM KM Poltek Nuklir.',
  '/register-pemilih':
    'Daftar sebagai pemilih E-Voting BEM KM Poltek Nuklir dengan NIM dan email mahasiswa.',
  '/login-pemilih': 'Masuk ke portal pemilih E-Voting BEM KM Poltek Nuklir.',
  '/lupa-sandi-pemilih':
    'Minta link untuk mengatur ulang password akun pemilih E-Voting BEM KM Poltek Nuklir.',
  '/reset-sandi-pemilih': 'Atur ulang password akun pemilih E-Voting BEM KM Poltek Nuklir.',
  '/dashboard-pemilih':
    'Dasbor pemilih E-Voting BEM KM Poltek Nuklir: pemilihan Anda, status verifikasi, pengumuman panitia dan permintaan bergabung.',
  '/profil-pemilih':
    'Ubah foto, nama, NIM dan program studi akun pemilih E-Voting BEM KM Poltek Nuklir.',
  '/terms-pemilih': 'Syarat dan ketentuan bagi pemilih E-Voting BEM KM Poltek Nuklir.',
};
