import type { AsetInput, AsetKondisi, AsetTipePerolehan } from '../../shared/keterbukaan/aset';
import { asetResource } from '../../shared/keterbukaan/aset-resource';
import type { ImageRef } from '../../shared/images/image-ref';
import type { PortalServices } from '../services';
import { storeDemoPicture } from './demo-images';

/**
 * The demo inventory of /keterbukaan-informasi/inventaris and Kelola Aset: what a student body
 * owns and lends (sound, projectors, tents, chairs, radios, cameras…), kept in a few rooms, some
 * worn or broken, some lent out, and a few kept private (the treasurer's safe and laptop, the
 * seals). Pictures are drawn here (demo-images.ts), for a handful of assets; the others show their
 * initials, as an asset without a photo does.
 */

const SEKRETARIAT = 'Sekretariat BEM';
const GUDANG = 'Gudang Student Center';
const MEDIA = 'Ruang Media BEM';
const PORA = 'Lemari Kementerian PORA';
const BENDAHARA = 'Ruang Bendahara';

interface DemoAset {
  nama: string;
  kode: string;
  lokasi: string;
  jumlah: number;
  tanggal: string;
  tipe: AsetTipePerolehan;
  kondisi: AsetKondisi;
  sumber: string;
  dipinjam?: boolean;
  /** Not lent to students (the default is lendable). */
  tidakDipinjamkan?: boolean;
  privat?: boolean;
  /** Alternative texts of its drawn pictures. */
  gambar?: string[];
}

const DEMO_ASET: readonly DemoAset[] = [
  {
    nama: 'Sound System Portable Huper 15 inci',
    kode: 'BEM-SND-01',
    lokasi: GUDANG,
    jumlah: 2,
    tanggal: '2023-08-21',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Dana kemahasiswaan 2023; dipakai untuk PKKMB dan acara di lapangan.',
    gambar: ['Dua speaker portable hitam di atas stand'],
  },
  {
    nama: 'Mikrofon Wireless Shure (set 2 mic)',
    kode: 'BEM-SND-02',
    lokasi: GUDANG,
    jumlah: 3,
    tanggal: '2023-08-21',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Satu paket dengan sound system portable.',
    dipinjam: true,
  },
  {
    nama: 'Proyektor Epson EB-X500',
    kode: 'BEM-PRY-01',
    lokasi: MEDIA,
    jumlah: 1,
    tanggal: '2022-03-10',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Dana kemahasiswaan 2022.',
    gambar: ['Proyektor putih Epson di atas meja rapat'],
  },
  {
    nama: 'Proyektor BenQ MS550',
    kode: 'BEM-PRY-02',
    lokasi: MEDIA,
    jumlah: 1,
    tanggal: '2019-09-02',
    tipe: 'Hibah',
    kondisi: 'Perlu Perbaikan',
    sumber: 'Hibah dari Jurusan Elektronika Instrumentasi; lampu redup, perlu diganti.',
    tidakDipinjamkan: true,
  },
  {
    nama: 'Layar Proyektor Tripod 70 inci',
    kode: 'BEM-PRY-03',
    lokasi: MEDIA,
    jumlah: 2,
    tanggal: '2022-03-10',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Dana kemahasiswaan 2022.',
    dipinjam: true,
  },
  {
    nama: 'Tenda Dome Kapasitas 6 Orang',
    kode: 'BEM-TND-01',
    lokasi: GUDANG,
    jumlah: 4,
    tanggal: '2021-11-15',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Untuk kegiatan bakti sosial dan LDK di luar kampus.',
    gambar: ['Tenda dome oranye berdiri di halaman rumput'],
  },
  {
    nama: 'Tenda Lipat (Tenda Bazar) 3 x 3 m',
    kode: 'BEM-TND-02',
    lokasi: GUDANG,
    jumlah: 3,
    tanggal: '2020-02-01',
    tipe: 'Sponsor',
    kondisi: 'Perlu Perbaikan',
    sumber: 'Sponsor bank mitra kampus; satu rangka kaki bengkok.',
  },
  {
    nama: 'Kursi Lipat Chitose',
    kode: 'BEM-KRS-01',
    lokasi: GUDANG,
    jumlah: 40,
    tanggal: '2018-07-30',
    tipe: 'Hibah',
    kondisi: 'Baik',
    sumber: 'Hibah dari bagian umum politeknik.',
    gambar: ['Tumpukan kursi lipat abu-abu di gudang', 'Kursi lipat tertata rapi di aula'],
  },
  {
    nama: 'Meja Lipat Panjang',
    kode: 'BEM-MJA-01',
    lokasi: GUDANG,
    jumlah: 6,
    tanggal: '2018-07-30',
    tipe: 'Hibah',
    kondisi: 'Rusak',
    sumber: 'Dua meja patah engsel, menunggu perbaikan.',
    tidakDipinjamkan: true,
  },
  {
    nama: 'Handy Talky Baofeng UV-5R',
    kode: 'BEM-HT-01',
    lokasi: SEKRETARIAT,
    jumlah: 8,
    tanggal: '2024-01-12',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Untuk koordinasi panitia acara besar.',
    dipinjam: true,
  },
  {
    nama: 'Kamera DSLR Canon EOS 1500D',
    kode: 'BEM-KMR-01',
    lokasi: MEDIA,
    jumlah: 1,
    tanggal: '2021-05-05',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Dipakai Kementerian Komunikasi dan Informasi untuk dokumentasi.',
    tidakDipinjamkan: true,
  },
  {
    nama: 'Tripod Kamera Takara',
    kode: 'BEM-KMR-02',
    lokasi: MEDIA,
    jumlah: 2,
    tanggal: '2021-05-05',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Satu paket dengan kamera DSLR.',
  },
  {
    nama: 'Lampu Sorot LED 100 W',
    kode: 'BEM-LMP-01',
    lokasi: GUDANG,
    jumlah: 4,
    tanggal: '2022-10-20',
    tipe: 'Sponsor',
    kondisi: 'Perlu Perbaikan',
    sumber: 'Sponsor Dies Natalis 2022; satu lampu berkedip.',
  },
  {
    nama: 'Kabel Roll 25 m',
    kode: 'BEM-LST-01',
    lokasi: GUDANG,
    jumlah: 5,
    tanggal: '2022-10-20',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: '',
  },
  {
    nama: 'Printer Epson L3210',
    kode: 'BEM-PRN-01',
    lokasi: SEKRETARIAT,
    jumlah: 1,
    tanggal: '2023-02-14',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Untuk surat-menyurat Sekretariat Jenderal.',
    tidakDipinjamkan: true,
  },
  {
    nama: 'Papan Tulis Beroda',
    kode: 'BEM-PPN-01',
    lokasi: SEKRETARIAT,
    jumlah: 1,
    tanggal: '',
    tipe: 'Lainnya',
    kondisi: 'Baik',
    sumber: 'Peninggalan kepengurusan lama; tanggal perolehan tidak tercatat.',
  },
  {
    nama: 'Bola Voli Mikasa V200W',
    kode: 'BEM-OLR-01',
    lokasi: PORA,
    jumlah: 6,
    tanggal: '2024-04-03',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Untuk latihan UKM Voli dan turnamen antar-prodi.',
    dipinjam: true,
  },
  {
    nama: 'Bola Futsal Specs',
    kode: 'BEM-OLR-02',
    lokasi: PORA,
    jumlah: 4,
    tanggal: '2024-04-03',
    tipe: 'Pembelian',
    kondisi: 'Rusak',
    sumber: 'Dua bola bocor setelah Piala Rektor 2025.',
  },
  {
    nama: 'Net Bulu Tangkis dan Tiang',
    kode: 'BEM-OLR-03',
    lokasi: PORA,
    jumlah: 2,
    tanggal: '2020-09-09',
    tipe: 'Hibah',
    kondisi: 'Perlu Perbaikan',
    sumber: 'Hibah alumni angkatan 2015.',
  },
  {
    nama: 'Genset Portable 2.500 W',
    kode: 'BEM-LST-02',
    lokasi: GUDANG,
    jumlah: 1,
    tanggal: '2019-06-17',
    tipe: 'Sponsor',
    kondisi: 'Rusak',
    sumber: 'Tidak mau menyala sejak Maret 2025; menunggu servis.',
    tidakDipinjamkan: true,
  },
  {
    nama: 'Megaphone TOA ZR-2015',
    kode: 'BEM-SND-03',
    lokasi: SEKRETARIAT,
    jumlah: 2,
    tanggal: '2023-08-21',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Untuk PKKMB dan aksi mahasiswa.',
  },
  {
    nama: 'Brankas Dokumen Keuangan',
    kode: 'BEM-KEU-01',
    lokasi: BENDAHARA,
    jumlah: 1,
    tanggal: '2022-01-05',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Menyimpan kuitansi dan SPJ; tidak untuk dipinjam.',
    tidakDipinjamkan: true,
    privat: true,
  },
  {
    nama: 'Laptop Bendahara Lenovo ThinkPad E14',
    kode: 'BEM-KEU-02',
    lokasi: BENDAHARA,
    jumlah: 1,
    tanggal: '2024-02-20',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Untuk pembukuan Kementerian Keuangan.',
    tidakDipinjamkan: true,
    privat: true,
  },
  {
    nama: 'Stempel Resmi BEM KM',
    kode: 'BEM-SKJ-01',
    lokasi: SEKRETARIAT,
    jumlah: 3,
    tanggal: '2025-02-15',
    tipe: 'Pembelian',
    kondisi: 'Baik',
    sumber: 'Disimpan Sekretaris Jenderal.',
    tidakDipinjamkan: true,
    privat: true,
  },
];

/** A published demo asset among the first nine, with two pictures (e2e and the bench). */
export const DEMO_ASET_WITH_PICTURES = 'Kursi Lipat Chitose';
/** A private demo asset: its page is "not found" for the public. */
export const DEMO_ASET_PRIVATE = 'Brankas Dokumen Keuangan';

const DEMO_ASET_PICTURE = { width: 900, height: 600 };

/** "Terakhir Diperbarui" of the demo: spread over the last months, 10.00 WIB. */
const updatedAt = (index: number): string =>
  new Date(Date.UTC(2025, 8, 1 + (index % 28), 3, index % 60)).toISOString();

/** The pictures of the demo assets, drawn and stored before the seed's transaction. */
export async function prepareDemoAset(services: PortalServices): Promise<ImageRef[][]> {
  const prepared: ImageRef[][] = [];
  for (const [index, aset] of DEMO_ASET.entries()) {
    const pictures: ImageRef[] = [];
    for (const [n, alt] of (aset.gambar ?? []).entries())
      pictures.push(
        await storeDemoPicture(services.images, `aset-${index}-${n}`, alt, DEMO_ASET_PICTURE),
      );
    prepared.push(pictures);
  }
  return prepared;
}

/** The demo inventory, as Kelola Aset would have saved it. */
export function seedDemoAset(services: PortalServices, pictures: readonly ImageRef[][]): void {
  const store = services.resources.of(asetResource).store;
  DEMO_ASET.forEach((aset, index) => {
    const record: AsetInput = {
      namaAset: aset.nama,
      kodeAset: aset.kode,
      lokasiPenyimpanan: aset.lokasi,
      jumlahAset: aset.jumlah,
      tanggalPerolehan: aset.tanggal,
      tipePerolehan: aset.tipe,
      statusKondisi: aset.kondisi,
      sumberKeterangan: aset.sumber,
      statusPeminjaman: aset.dipinjam ? 'Dipinjam' : 'Tersedia',
      dapatDipinjamkan: !aset.tidakDipinjamkan,
      gambar: [...(pictures[index] ?? [])],
      published: !aset.privat,
      diperbarui: updatedAt(index),
    };
    store.create(record);
  });
}
