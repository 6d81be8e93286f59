import {
  FINGERPRINT_HOW_TO,
  percent,
  type ElectionResults,
} from '../../../../../shared/evoting/results';
import { slugify } from '../../../../../shared/content/news-slug';
import { formatElectionInstant } from '../../evoting/election-format';
import { resultRows, type ResultRow } from '../../evoting/result-rows';
import {
  BELENIOS_FINGERPRINT_HEADING,
  BELENIOS_STATEMENT,
  beleniosFingerprintNotes,
} from './berita-acara-belenios';

/**
 * What the berita acara (official minutes, ORIGINAL.md §3.9) says, apart from how it is drawn:
 * the election, A. participation, B. the counts, C. the ballot box's fingerprint, D. what the
 * system guarantees (every sentence true of both backends: no claim of encryption), the place and
 * date, and the two signature blocks. A Belenios election's C and D say what its encryption and
 * its public record give (berita-acara-belenios.ts).
 */
export interface BeritaAcara {
  title: readonly string[];
  identity: readonly (readonly [string, string])[];
  participation: readonly (readonly [string, string])[];
  rows: readonly ResultRow[];
  total: number;
  fingerprintHeading: string;
  fingerprint: string;
  fingerprintNotes: readonly string[];
  statement: readonly string[];
  closing: string;
  placeAndDate: string;
  signatures: readonly [string, string];
  footer: string;
}

export const BERITA_ACARA_HEADINGS = {
  participation: 'A. Ringkasan Partisipasi',
  counts: 'B. Rincian Perolehan Suara',
  fingerprint: 'C. Sidik Jari Kotak Suara',
  statement: 'D. Pernyataan',
} as const;

/**
 * Sentences true of a plaintext election on either backend (../shared/EVOTING.md "The ballot"):
 * the has-voted record and the ballot are kept apart, the ballot is a random receipt and a count.
 */
export const SYSTEM_STATEMENT = [
  'Pemungutan suara dilaksanakan secara elektronik melalui Portal BEM KM Poltek Nuklir. Setiap pemilih yang terverifikasi pada daftar pemilih hanya dapat memberikan satu suara, dan suara yang telah dikirim tidak dapat diubah.',
  'Sistem mencatat bahwa seorang pemilih telah memberikan suara secara terpisah dari surat suaranya. Surat suara disimpan tanpa keterkaitan dengan identitas pemilih: yang tersimpan hanya kode tanda terima acak dan penambahan satu pada jumlah suara pilihan yang bersangkutan.',
  'Jumlah suara per pilihan tidak dapat dibaca oleh siapa pun sebelum pemilihan ditutup dan hasilnya dipublikasikan. Setiap pemilih dapat memeriksa kode tanda terimanya pada halaman hasil, dan siapa pun dapat menghitung ulang sidik jari kotak suara dari data yang dipublikasikan.',
] as const;

const DATE = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

const count = (n: number): string => n.toLocaleString('id-ID');

export function beritaAcara(
  results: ElectionResults,
  options: { printedAt: Date; origin: string },
): BeritaAcara {
  const { election } = results;
  const address = `${options.origin}/hasil/${encodeURIComponent(election.id)}`;
  const uuid = results.beleniosUuid;
  return {
    title: ['BERITA ACARA', 'HASIL PEMUNGUTAN SUARA ELEKTRONIK', election.nama],
    identity: [
      ['Penyelenggara', election.penyelenggara],
      [
        'Jadwal Pemungutan Suara',
        `${formatElectionInstant(election.mulai)} s.d. ${formatElectionInstant(election.selesai)}`,
      ],
      ['Ditutup Pada', formatElectionInstant(results.ditutupPada)],
      ['Hasil Dipublikasikan', formatElectionInstant(results.dipublikasikanPada)],
    ],
    participation: [
      ['Jumlah Pemilih Terdaftar (terverifikasi)', count(results.jumlahPemilih)],
      ['Jumlah Suara Masuk', count(results.suaraMasuk)],
      [
        'Tidak Menggunakan Hak Pilih',
        count(Math.max(0, results.jumlahPemilih - results.suaraMasuk)),
      ],
      ['Tingkat Partisipasi', percent(results.suaraMasuk, results.jumlahPemilih)],
    ],
    rows: resultRows(results),
    total: results.suaraMasuk,
    fingerprintHeading:
      uuid === null ? BERITA_ACARA_HEADINGS.fingerprint : BELENIOS_FINGERPRINT_HEADING,
    fingerprint: results.sidikJari,
    fingerprintNotes:
      uuid === null
        ? [
            FINGERPRINT_HOW_TO,
            `Daftar kode tanda terima dan perolehan suara yang di-hash dipublikasikan di ${address}`,
          ]
        : beleniosFingerprintNotes({
            uuid,
            resultsAddress: address,
            verifyAddress: `${address}/verifikasi`,
          }),
    statement: uuid === null ? SYSTEM_STATEMENT : BELENIOS_STATEMENT,
    closing:
      'Demikian berita acara ini dibuat dengan sebenar-benarnya untuk dipergunakan sebagaimana mestinya.',
    placeAndDate: `Yogyakarta, ${DATE.format(options.printedAt)}`,
    signatures: ['Perwakilan Saksi,', 'Ketua Panitia Pemilihan,'],
    footer: `Berita Acara ${election.nama}`,
  };
}

/** "berita-acara-pemilihan-raya-ketua-bem-km-2026.pdf" */
export const beritaAcaraFileName = (results: ElectionResults): string =>
  `berita-acara-${slugify(results.election.nama)}.pdf`;
