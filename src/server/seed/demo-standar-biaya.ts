import type { SbmItem, StandarBiayaInput } from '../../shared/keterbukaan/standar-biaya';

/**
 * The demo's Standar Biaya Masukan: this year's unit prices in five categories, and last year's,
 * the same items some 5–8 % cheaper (rounded as price lists are), so the two years differ.
 */

type Item = [kategori: string, rincian: string, satuan: string, harga: number, ketentuan: string];

const THIS_YEAR: readonly Item[] = [
  ['Konsumsi', 'Nasi kotak', 'orang/kali', 30_000, 'Untuk kegiatan lebih dari 4 jam.'],
  ['Konsumsi', 'Snack box', 'orang/kali', 15_000, ''],
  ['Konsumsi', 'Air mineral galon', 'galon', 22_000, ''],
  [
    'Transportasi',
    'Sewa bus pariwisata',
    'bus/hari',
    3_500_000,
    'Kapasitas 50 kursi, termasuk BBM.',
  ],
  ['Transportasi', 'Sewa mobil dan sopir', 'unit/hari', 750_000, 'Dalam Provinsi DIY.'],
  [
    'Transportasi',
    'Uang transport peserta luar kota',
    'orang/kali',
    150_000,
    'Dengan bukti tiket.',
  ],
  ['Honorarium', 'Pemateri eksternal', 'orang/sesi', 1_000_000, 'Sesi paling sedikit 2 jam.'],
  ['Honorarium', 'Pemateri internal (dosen)', 'orang/sesi', 500_000, ''],
  ['Honorarium', 'Moderator', 'orang/sesi', 250_000, ''],
  [
    'Sewa Tempat & Peralatan',
    'Sewa aula kampus',
    'hari',
    1_500_000,
    'Termasuk listrik dan kebersihan.',
  ],
  ['Sewa Tempat & Peralatan', 'Sewa sound system', 'paket/hari', 1_200_000, ''],
  ['Sewa Tempat & Peralatan', 'Sewa proyektor', 'unit/hari', 200_000, ''],
  ['Cetak & Publikasi', 'Cetak spanduk', 'meter persegi', 35_000, 'Bahan flexi 280 gr.'],
  ['Cetak & Publikasi', 'Cetak sertifikat', 'lembar', 5_000, 'Kertas art carton.'],
  ['Cetak & Publikasi', 'Cetak poster A3', 'lembar', 12_000, ''],
];

const item = ([kategori, rincian, satuan, harga, ketentuan]: Item): SbmItem => ({
  kategori,
  rincian,
  satuan,
  harga,
  ketentuan,
});

/** The two years' lists, for the year of `now` (Asia/Jakarta) and the one before. */
export function demoStandarBiaya(now: Date = new Date()): StandarBiayaInput[] {
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(now),
  );
  return [
    { tahun: year, items: THIS_YEAR.map(item) },
    {
      tahun: year - 1,
      items: THIS_YEAR.map((entry, i) => {
        const cheaper = entry[3] * (1 - (5 + (i % 4)) / 100);
        const step = entry[3] >= 100_000 ? 50_000 : 1_000;
        return item([
          entry[0],
          entry[1],
          entry[2],
          Math.max(step, Math.round(cheaper / step) * step),
          entry[4],
        ]);
      }),
    },
  ];
}
