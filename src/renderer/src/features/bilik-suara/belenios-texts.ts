/**
 * The voter's texts of a Belenios election (issue 34 items 2 and 3): the credential card, the
 * encrypted booth and its receipt, the tracker. The booth's own words (BALLOT_TEXTS) stay as they
 * are; these say what differs.
 */
export const CREDENTIAL_TEXTS = {
  title: 'Kredensial Pemilihan',
  intro:
    'Pemilihan ini memakai surat suara terenkripsi. Sebelum pemilihan dibuka, siapkan kredensial Anda: kode rahasia yang menandatangani surat suara Anda.',
  prepare: 'Siapkan Kredensial',
  codeLabel: 'Kode Kredensial',
  copy: 'Salin Kode',
  download: 'Unduh Kartu Kredensial (.txt)',
  keep: 'Simpan kode ini. Anda memerlukannya untuk memilih, terutama dari perangkat lain. Server portal dan panitia tidak menyimpannya, sehingga tidak ada yang dapat memilih atas nama Anda.',
  elsewhere:
    'Kredensial Anda sudah disiapkan di perangkat lain. Saat memilih, masukkan kode kredensial Anda.',
  renew: 'Buat Kredensial Baru',
  renewTitle: 'Buat kredensial baru?',
  renewWarning:
    'Kode kredensial lama tidak akan berlaku lagi. Simpan kode baru yang akan ditampilkan.',
  renewCancel: 'Batal',
  renewConfirm: 'Ya, Buat Baru',
  frozen: 'Pemilihan sudah dibuka: kredensial tidak dapat diubah lagi.',
  failed: 'Kredensial belum tersimpan. Silakan coba lagi.',
  loadFailed: 'Kredensial pemilihan tidak dapat dimuat',
} as const;

export const ENCRYPTED_BOOTH_TEXTS = {
  codeHint: 'Kode 19 karakter dari kartu kredensial Anda, misalnya Ab3-kLm-9Pq-RsT-uVw.',
  codeFromDevice:
    'Kode kredensial Anda di perangkat ini akan dipakai untuk menandatangani surat suara.',
  codeInvalid: 'Kode kredensial tidak sah. Periksa kembali kode pada kartu kredensial Anda.',
  codeMismatch: 'Kode kredensial tidak cocok dengan kredensial Anda di pemilihan ini.',
  codeMissing: 'Masukkan kode kredensial Anda.',
  encrypting: 'Mengenkripsi surat suara…',
  sending: 'Mengirim surat suara terenkripsi…',
  encryptionFailed: 'Surat suara tidak dapat dienkripsi di peramban ini.',
  notReady: 'Surat suara terenkripsi belum dapat dimuat. Muat ulang halaman ini.',
  noCredential:
    'Anda tidak memiliki kredensial di pemilihan ini, sehingga tidak dapat memilih. Hubungi panitia.',
} as const;

export const TRACKER_TEXTS = {
  label: 'Pelacak Surat Suara',
  copy: 'Salin Pelacak',
  download: 'Unduh Pelacak (.txt)',
  ballotBox: 'Lihat Kotak Suara',
  thanksBody: 'Surat suara terenkripsi Anda telah diterima dan tercatat di kotak suara.',
  keepTitle: 'Simpan pelacak ini',
  keepBody:
    'Pelacak ini dapat Anda lihat lagi di bilik suara pemilihan ini. Cari pelacak ini di kotak suara publik, dan di halaman hasil setelah hasil dipublikasikan, untuk memastikan surat suara Anda tercatat dan terhitung. Pelacak ini tidak menyebutkan pilihan Anda.',
  again:
    'Ini pelacak surat suara Anda. Cari pelacak ini di kotak suara publik, dan di halaman hasil setelah hasil dipublikasikan, untuk memastikan surat suara Anda terhitung. Pelacak ini tidak menyebutkan pilihan Anda.',
} as const;
