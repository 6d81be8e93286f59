import type { StepStatus } from '../../../../shared/evoting/belenios/verify-record';

const count = (n: number): string => n.toLocaleString('id-ID');

/** The page's texts (Indonesian), in one place for the page and its tests. */
export const VERIFIKASI_TEXT = {
  title: 'Verifikasi Pemilihan',
  intro:
    'Halaman ini memeriksa ulang seluruh catatan publik pemilihan: rantai arsip, kunci wali amanat, daftar kredensial pemilih, bukti setiap surat suara, penghitungan terenkripsi, dekripsi parsial dan hasilnya. Pemeriksaan berjalan di perangkat Anda sendiri, jadi Anda tidak perlu mempercayai server portal.',
  reportTitle: 'Hasil Pemeriksaan',
  officialSource: 'Arsip resmi pemilihan ini',
  localSource: (fileName: string) => `Berkas dari perangkat Anda: ${fileName}`,
  backToOfficial: 'Periksa arsip resmi',
  downloading: 'Mengunduh arsip pemilihan…',
  missing: 'Data pemilihan ini belum tersedia.',
  missingBody:
    'Arsip pemilihan diterbitkan oleh portal; setelah tersedia, halaman ini memeriksanya otomatis. Anda tetap dapat memeriksa berkas .bel yang Anda miliki di bawah.',
  loadFailedTitle: 'Arsip pemilihan tidak dapat dimuat',
  reading: 'Membaca arsip pemilihan…',
  progress: (done: number, total: number) => `Memeriksa ${count(done)} dari ${count(total)} bukti`,
  progressLabel: 'Kemajuan pemeriksaan',
  stepsLabel: 'Daftar pemeriksaan',
  failedTitle: 'Pemeriksaan tidak dapat diselesaikan',
  electionName: 'Nama pemilihan',
  uuid: 'UUID',
  fingerprint: 'Sidik jari pemilihan',
  lastEvent: 'Hash peristiwa terakhir (mengunci seluruh catatan)',
  badge: { ok: 'Lulus', failed: 'Gagal', skipped: 'Dilewati' } satisfies Record<StepStatus, string>,
  verdictOk: 'Terverifikasi: semua pemeriksaan lulus.',
  verdictOkBody: 'Catatan pemilihan ini utuh, setiap surat suara sah, dan hasilnya sesuai.',
  verdictPartial: 'Tidak ada pemeriksaan yang gagal.',
  verdictPartialBody:
    'Sebagian pemeriksaan dilewati karena tahap pemilihannya belum tercatat di arsip.',
  verdictFailed: (failed: number) => `Tidak lolos verifikasi: ${count(failed)} pemeriksaan gagal.`,
  verdictFailedBody: 'Catatan ini tidak dapat dipercaya sebagai catatan pemilihan yang sah.',
  localTitle: 'Periksa berkas .bel lain',
  localBody:
    'Punya arsip pemilihan Belenios (.bel) sendiri? Pilih berkasnya: berkas itu diperiksa di peramban ini dan tidak diunggah ke mana pun.',
  localButton: 'Pilih Berkas .bel',
  unreadable: 'Berkas tidak dapat dibaca.',
  offlineTitle: 'Periksa sendiri tanpa portal',
  offlineBody:
    'Catatan yang sama dapat diperiksa secara luring dengan belenios-tool (paket Debian belenios-tool). Simpan berkas .bel sendirian di satu folder, lalu jalankan:',
  commandLabel: 'Perintah pemeriksaan belenios-tool',
  offlineOk: 'Catatan yang sah diakhiri dengan baris “I: all checks passed”.',
  download: 'Unduh Arsip Pemilihan (.bel)',
  backToResults: 'Kembali ke Hasil Pemilihan',
} as const;

export const OFFLINE_COMMAND = 'belenios-tool election verify --dir <folder>';
