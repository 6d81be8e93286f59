/** Every text of the trustees' pages (issue 34 items 1 and 4), in one place. */
export const WALI_TEXT = {
  signInTitle: 'Masuk Wali Kunci',
  signInIntro:
    'Untuk saksi yang ditunjuk sebagai wali kunci pemilihan. Gunakan e-mail dan Kode Masuk Wali yang diberikan panitia.',
  email: 'E-mail',
  code: 'Kode Masuk Wali',
  signIn: 'Masuk',
  emailRequired: 'Isi e-mail Anda.',
  codeRequired: 'Isi Kode Masuk Wali.',

  linkIntro:
    'Untuk saksi yang ditunjuk sebagai wali kunci pemilihan. Masuk lewat tautan yang dikirim portal ke e-mail yang didaftarkan panitia.',
  linkMissing:
    'Buka tautan masuk dari e-mail yang dikirim portal saat panitia menunjuk Anda sebagai wali kunci. Tautan itu menyebut pemilihan dan posisi wali Anda.',
  linkEmailPrompt:
    'Perangkat ini belum mengenal e-mail Anda. Ketik e-mail yang menerima tautan ini untuk masuk.',
  linkSigningIn: 'Memproses tautan masuk…',
  linkNewHint:
    'Tautan kedaluwarsa, sudah dipakai, atau tidak ada di kotak masuk? Minta tautan baru ke e-mail Anda.',
  sendLink: 'Kirim Tautan Baru',
  linkSent: (email: string) =>
    `Tautan masuk baru dikirim ke ${email}. Buka tautan itu dari kotak masuk e-mail tersebut.`,

  workspaceTitle: 'Ruang Wali Kunci',
  loading: 'Memuat ruang wali kunci',
  loadFailed: 'Ruang wali kunci tidak dapat dimuat',
  signInNeeded:
    'Masuk dulu: panitia dengan akun panitianya, saksi dengan e-mail dan Kode Masuk Wali.',
  signInAsWitness: 'Masuk sebagai Saksi',
  signInAsCommittee: 'Masuk sebagai Panitia',
  signOut: 'Keluar',
  position: (posisi: number, n: number) => `Wali ${posisi} dari ${n}`,
  threshold: (t: number, n: number) => `Ambang: ${t} dari ${n} wali diperlukan untuk membuka hasil`,
  stage: 'Tahap',
  checkAgain: 'Periksa Lagi',
  waitingOthers: 'Menunggu wali lain menyelesaikan langkah ini.',
  waitingAuto: 'Halaman ini memeriksa lagi dengan sendirinya setiap 10 detik.',

  generateTitle: 'Buat Kunci Wali',
  generateIntro:
    'Kunci wali Anda dibuat di perangkat ini dan diunduh sebagai berkas. Bagian rahasianya tidak pernah dikirim ke server; server hanya menerima sertifikat (bagian publiknya).',
  generate: 'Buat Kunci Wali',
  keepFile:
    'Simpan berkas ini di tempat aman (flashdisk/penyimpanan pribadi). Jangan kirim ke siapa pun, termasuk panitia. Tanpa berkas ini Anda tidak dapat ikut membuka hasil.',
  fileSaved: (fileName: string) => `Berkas kunci ${fileName} sudah diunduh.`,
  downloadAgain: 'Unduh Lagi Berkas Kunci',
  keptConfirm: 'Saya sudah menyimpan berkas kunci',
  sendCertificate: 'Kirim Sertifikat',
  retry: 'Coba Lagi',
  preparingCertificate: 'Menyiapkan sertifikat…',
  certificateNote:
    'Pada langkah berikutnya Anda akan diminta memuat berkas ini lagi, sehingga berkas yang tersimpan juga teruji.',

  polynomialTitle: 'Kirim Polinomial',
  polynomialIntro:
    'Semua wali sudah mengirim sertifikat. Muat berkas kunci Anda: perangkat ini menghitung polinomial dan bagian rahasia untuk setiap wali, lalu mengirimkannya terenkripsi.',
  verificationTitle: 'Verifikasi Kunci',
  verificationIntro:
    'Muat berkas kunci Anda sekali lagi: perangkat ini memeriksa bagian yang dikirim wali lain dan menyusun bagian kunci pemilihan Anda.',
  decryptionTitle: 'Dekripsi Hasil',
  decryptionIntro:
    'Pemilihan sudah ditutup. Muat berkas kunci Anda: perangkat ini menghitung dekripsi parsial dari penghitungan terenkripsi saja (tidak ada surat suara yang dibuka) beserta buktinya, lalu mengirimkannya.',
  loadKey: 'Muat Berkas Kunci',
  loadKeyAgain: 'Muat Berkas Lain',
  keyLoaded: (fileName: string) => `Berkas kunci dimuat: ${fileName}`,
  sending: 'Mengirim…',

  ready: 'Kunci pemilihan siap. Simpan berkas kunci Anda sampai hasil dipublikasikan.',
  readyNote:
    'Setelah pemilihan ditutup, kembali ke halaman ini untuk membantu membuka hasil dengan berkas kunci Anda.',
  decryptionSent: (t: number) =>
    `Dekripsi parsial Anda sudah diterima. Hasil dapat dihitung setelah ${t} wali mengirim dekripsinya; panitia lalu mempublikasikannya.`,
  resultDone: 'Hasil sudah dihitung.',
  seeResult: 'Lihat Hasil',
  keepUntilPublished: 'Simpan berkas kunci Anda sampai hasil dipublikasikan.',

  sentNotice: {
    sertifikat: 'Sertifikat terkirim.',
    polinomial: 'Polinomial terkirim.',
    verifikasi: 'Verifikasi kunci terkirim.',
    dekripsi: 'Dekripsi parsial terkirim.',
  },

  linkLabel: 'Ruang Wali Kunci',
  linkBody: (posisi: number, n: number, stage: string) =>
    `Anda wali ${posisi} dari ${n} pemilihan ini. Tahap: ${stage}.`,
} as const;

/** What the worker says while it computes, one label per phase. */
export const TASK_TEXT = {
  certificate: 'Menyiapkan sertifikat…',
  checkCertificates: 'Memeriksa sertifikat para wali…',
  polynomial: 'Menghitung polinomial dan bagian rahasia…',
  verification: 'Memeriksa bagian dari wali lain…',
  openKey: 'Membuka bagian kunci Anda…',
  decryption: 'Menghitung dekripsi parsial…',
  keyMismatch:
    'Berkas kunci ini tidak cocok dengan sertifikat Anda di pemilihan ini. Muat berkas kunci yang Anda unduh untuk pemilihan ini.',
  failed: (detail: string) => `Perhitungan tidak dapat diselesaikan: ${detail}`,
  workerFailed: 'Perhitungan tidak dapat dijalankan di peramban ini.',
} as const;
