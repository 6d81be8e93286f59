/** The public ballot box's texts (issue 34). */
export const KOTAK_SUARA_TEXT = {
  title: 'Kotak Suara',
  explanation:
    'Setiap surat suara terenkripsi yang diterima tercatat di sini dengan pelacaknya: sidik (hash) surat suara itu, yang juga ditampilkan kepada pemilihnya sebagai tanda terima. Jika pelacak Anda ada di daftar ini, surat suara Anda tersimpan persis seperti yang dikirim peramban Anda dan akan ikut dihitung, tanpa siapa pun dapat membaca pilihan di dalamnya.',
  electionId: 'ID Pemilihan',
  fingerprint: 'Sidik Jari Pemilihan',
  count: (n: number) => `${n.toLocaleString('id-ID')} surat suara di kotak suara`,
  searchLabel: 'Cari pelacak Anda',
  searchHint: 'Tempel pelacak dari tanda terima Anda, atau ketik beberapa karakter awalnya.',
  found: 'Pelacak Anda ada di kotak suara.',
  prefix: (n: number) => `${n.toLocaleString('id-ID')} pelacak diawali karakter ini.`,
  notFound:
    'Pelacak ini tidak ada di kotak suara. Periksa kembali penulisannya (huruf besar dan kecil berbeda).',
  empty: 'Belum ada surat suara di kotak suara.',
  listLabel: 'Daftar pelacak surat suara',
  more: (n: number) => `Tampilkan ${n.toLocaleString('id-ID')} lagi`,
  refresh: 'Muat Ulang',
  loadFailed: 'Kotak suara tidak dapat dimuat',
  loading: 'Memuat kotak suara',
} as const;
