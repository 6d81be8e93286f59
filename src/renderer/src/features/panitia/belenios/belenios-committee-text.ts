/** The committee's texts for a Belenios election's trustees, credentials and decryption. */
export const WALI_TEXT = {
  heading: 'Wali Kunci',
  intro: [
    'Kunci pemilihan dibuat bersama oleh para wali kunci, masing-masing di peramban mereka sendiri. Surat suara dienkripsi dengan kunci itu, sehingga pilihan setiap pemilih tetap rahasia.',
    'Hasil hanya dapat dibuka bila sejumlah wali (ambang) mengirim dekripsi parsial setelah pemilihan ditutup. Sebelum itu tidak ada yang dapat menghitung suara: tidak panitia, tidak admin, tidak juga server.',
  ],
  committeeLabel: 'Wali dari panitia',
  committeeHint: 'Pilih anggota panitia yang menjadi wali kunci.',
  witnessesLabel: 'Saksi',
  witnessesHint: (pairs: number) =>
    pairs > 0
      ? `Sebaiknya satu saksi untuk setiap pasangan calon (${pairs} pasangan). Saksi masuk dengan e-mail dan kode masuk dari panitia.`
      : 'Sebaiknya satu saksi untuk setiap pasangan calon. Saksi masuk dengan e-mail dan kode masuk dari panitia.',
  addWitness: 'Tambah Saksi',
  thresholdLabel: 'Ambang',
  thresholdHint: (n: number) => `Jumlah wali yang diperlukan untuk membuka hasil, dari ${n} wali.`,
  save: 'Simpan Wali Kunci',
  saved: 'Wali kunci disimpan.',
  change: 'Ubah Susunan Wali',
  cancel: 'Batal',
  changeNote:
    'Menyimpan ulang mengganti seluruh susunan wali dan membuat kode masuk baru untuk setiap saksi.',
  frozen: 'Susunan wali tidak dapat diubah lagi karena wali sudah mulai membuat kunci.',
  codesTitle: 'Kode Masuk Wali para saksi',
  codesWarning:
    'Kode ini hanya ditampilkan sekali, sekarang. Serahkan setiap kode langsung kepada saksinya; kode juga dikirim ke alamat e-mail saksi.',
  codesWhere: 'Saksi masuk di alamat',
  codesDone: 'Sudah Saya Catat',
  statusTitle: 'Status wali kunci',
  threshold: (t: number, n: number) => `Ambang: ${t} dari ${n} wali`,
  roomHint: 'Jika Anda wali kunci, buka Ruang Wali Kunci untuk menjalankan langkah Anda.',
  room: 'Ruang Wali Kunci',
  kinds: { panitia: 'Panitia', saksi: 'Saksi' },
  columns: ['Posisi', 'Nama', 'Jenis', 'Sertifikat', 'Polinomial', 'Verifikasi'],
  decryptionColumn: 'Dekripsi',
  done: 'Selesai',
  notDone: 'Belum',
} as const;

export const KREDENSIAL_TEXT = {
  heading: 'Kredensial Pemilih',
  intro:
    'Setiap pemilih terverifikasi memerlukan kredensial untuk menandatangani surat suaranya. Pemilih membuat kredensialnya sendiri dari dasbor pemilih setelah pemilihan dijadwalkan; server hanya menerima bagian publiknya dan tidak pernah melihat kode pemilih.',
  needsTrustees:
    'Tunjuk wali kunci terlebih dahulu; kredensial terikat pada pemilihan yang memiliki wali.',
  summary: (have: number, missing: number) =>
    `${have.toLocaleString('id-ID')} pemilih sudah memiliki kredensial; ${missing.toLocaleString('id-ID')} belum.`,
  allDone: 'Semua pemilih terverifikasi sudah memiliki kredensial.',
  missingList: 'Pemilih tanpa kredensial',
  authorityHint:
    'Bagi pemilih yang tidak dapat membuat kredensial sendiri, peramban ini dapat membuatkannya. Kodenya diunduh sebagai berkas CSV untuk Anda serahkan kepada setiap pemilih.',
  make: (n: number) => `Buat Kredensial untuk ${n.toLocaleString('id-ID')} Pemilih`,
  confirmTitle: 'Buat kredensial untuk pemilih?',
  confirmBody: (n: number) =>
    `Peramban ini membuat kode kredensial untuk ${n.toLocaleString('id-ID')} pemilih yang belum memilikinya dan mendaftarkan bagian publiknya. Berkas CSV berisi kode langsung diunduh; simpan baik-baik sampai kode diserahkan.`,
  confirm: 'Ya, Buat Kredensial',
  making: 'Membuat kredensial…',
  sending: 'Mendaftarkan kredensial…',
  made: (n: number) => `Kredensial dibuat untuk ${n.toLocaleString('id-ID')} pemilih.`,
  failed: 'Tidak ada kredensial yang terdaftar. Silakan coba lagi.',
  handOver:
    'Serahkan setiap kode langsung kepada pemilihnya. Kode ini tidak disimpan di mana pun selain berkas ini.',
  partial: (n: number) =>
    `Hanya ${n.toLocaleString('id-ID')} kredensial yang terdaftar sebelum terjadi kesalahan; berkas CSV berisi kode untuk mereka saja.`,
  downloadAgain: 'Unduh CSV Lagi',
  print: 'Cetak Lembar Kredensial',
  printBlocked: 'Jendela cetak diblokir peramban. Izinkan jendela sembulan lalu coba lagi.',
  clear: 'Selesai, Hapus dari Layar',
} as const;

export const DEKRIPSI_TEXT = {
  heading: 'Dekripsi Hasil',
  intro:
    'Perolehan suara dihitung dari penghitungan terenkripsi setelah cukup wali kunci mengirim dekripsi parsial dari Ruang Wali Kunci.',
  progress: (have: number, need: number) =>
    `${have} dari ${need} dekripsi parsial yang diperlukan sudah masuk.`,
  enough: 'Dekripsi parsial sudah cukup: hasil dapat dipublikasikan.',
} as const;
