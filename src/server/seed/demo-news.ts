import type { Kementerian } from '../../shared/accounts';
import type { NewsCategory, NewsInput } from '../../shared/content/news';
import { newsResource } from '../../shared/content/news-resource';
import { uniqueSlug } from '../../shared/content/news-slug';
import type { ImageRef } from '../../shared/images/image-ref';
import type { PortalServices } from '../services';
import { storeDemoPicture } from './demo-images';

/** A demo news item: what an editor of that ministry wrote, and when it was published. */
interface DemoNews {
  judul: string;
  kategori: NewsCategory;
  tanggalKegiatan: string;
  /** Days after the activity it was published; null: still a draft. */
  terbitSetelah: number | null;
  penulis: Kementerian;
  ringkasan: string;
  isi: string[];
  /** The alternative texts of its pictures (one picture each). */
  gambar: string[];
  instagram?: string;
}

const DEMO_NEWS: readonly DemoNews[] = [
  {
    judul: 'Pelantikan Pengurus BEM KM Poltek Nuklir Periode 2025/2026',
    kategori: 'Kegiatan',
    // The 2025/2026 cabinet starts in August (demo-proker.ts: 2024/2025 runs to July 2025; the
    // cabinet's first plenary is on 9 August 2025, demo-risalah.ts).
    tanggalKegiatan: '2025-08-02',
    terbitSetelah: 1,
    penulis: 'Sekretariat Jenderal',
    ringkasan:
      'Sebanyak 64 pengurus BEM KM dari sepuluh kementerian resmi dilantik di Auditorium Politeknik Teknologi Nuklir Indonesia.',
    isi: [
      'Sabtu (2/8), pengurus BEM KM Poltek Nuklir periode 2025/2026 resmi dilantik oleh Wakil Direktur Bidang Kemahasiswaan di Auditorium kampus Babarsari. Pelantikan dihadiri perwakilan DPM, HIMA, UKM serta dosen pembina.',
      'Presiden Mahasiswa dalam sambutannya menegaskan bahwa kabinet tahun ini berfokus pada layanan mahasiswa yang cepat dan terbuka, termasuk pengajuan berkas secara daring melalui SI-BERKAS.',
      'Rangkaian acara ditutup dengan penandatanganan pakta integritas dan foto bersama seluruh pengurus.',
    ],
    gambar: [
      'Pengurus BEM KM berdiri berjajar di panggung auditorium saat pelantikan',
      'Presiden Mahasiswa menyampaikan sambutan di podium',
    ],
    instagram: 'https://www.instagram.com/bempolteknuklir/',
  },
  {
    judul: 'Nuclear Goes to School: Mengenalkan Teknologi Nuklir ke SMA di Sleman',
    kategori: 'Kegiatan',
    tanggalKegiatan: '2025-03-08',
    terbitSetelah: 2,
    penulis: 'Kementerian Luar Negeri',
    ringkasan:
      'Tim BEM KM mengunjungi tiga SMA di Sleman untuk memperkenalkan pemanfaatan teknologi nuklir di bidang kesehatan, pangan dan energi.',
    isi: [
      'Program Nuclear Goes to School kembali digelar dengan mengunjungi SMA Negeri 1 Depok, SMA Negeri 2 Ngaglik dan SMA Muhammadiyah Sleman. Lebih dari 300 siswa mengikuti sesi interaktif tentang radiasi di sekitar kita.',
      'Mahasiswa Teknokimia Nuklir dan Elektronika Instrumentasi memperagakan alat ukur radiasi sederhana dan menjelaskan bahwa iradiasi pangan membuat bahan makanan lebih awet tanpa menjadi radioaktif.',
      'Kegiatan ini juga menjadi ajang promosi penerimaan mahasiswa baru Politeknik Teknologi Nuklir Indonesia.',
    ],
    gambar: ['Mahasiswa menunjukkan alat ukur radiasi kepada siswa SMA di ruang kelas'],
  },
  {
    judul: 'Bakti Sosial dan Pemeriksaan Kesehatan Gratis di Desa Wukirsari',
    kategori: 'Kegiatan',
    tanggalKegiatan: '2025-04-20',
    terbitSetelah: 1,
    penulis: 'Kementerian Dalam Negeri',
    ringkasan:
      'BEM KM bersama HIMA menggelar bakti sosial, pembagian sembako dan pemeriksaan kesehatan gratis bagi warga Wukirsari, Cangkringan.',
    isi: [
      'Sebanyak 150 paket sembako dibagikan kepada warga Dusun Kalitengah Lor, Wukirsari. Pemeriksaan tekanan darah dan gula darah gratis dilayani bersama tenaga kesehatan Puskesmas Cangkringan.',
      'Kegiatan ini merupakan program kerja tahunan Kementerian Dalam Negeri yang didanai dari iuran kegiatan mahasiswa dan donasi alumni.',
    ],
    gambar: [
      'Warga mengantre pemeriksaan kesehatan di balai dusun',
      'Mahasiswa menyerahkan paket sembako kepada warga',
    ],
  },
  {
    judul: 'Pembukaan Pendaftaran SI-BERKAS untuk Pengajuan Proposal Kegiatan',
    kategori: 'Pengumuman',
    tanggalKegiatan: '2025-05-02',
    terbitSetelah: 0,
    penulis: 'Sekretariat Jenderal',
    ringkasan:
      'Pengajuan proposal, LPJ dan surat kegiatan HIMA dan UKM kini dilakukan melalui SI-BERKAS di portal BEM KM.',
    isi: [
      'Mulai Mei 2025, seluruh pengajuan berkas administrasi kegiatan (proposal, LPJ, surat peminjaman) dilakukan secara daring melalui menu Layanan > SI-BERKAS. Setiap pengajuan mendapat nomor tiket yang dapat dilacak melalui SI-LAKAS.',
      'Berkas akan diverifikasi oleh Kementerian Dalam Negeri, Kementerian Keuangan dan Sekretariat Jenderal. Pastikan berkas berformat PDF dan berukuran paling besar 5 MB.',
    ],
    gambar: ['Tampilan halaman SI-BERKAS pada layar laptop'],
  },
  {
    judul: 'Turnamen Futsal Antar-Prodi Piala Rektor 2025',
    kategori: 'Kegiatan',
    tanggalKegiatan: '2025-05-24',
    terbitSetelah: 2,
    penulis: 'Kementerian Pemuda dan Olahraga (PORA)',
    ringkasan:
      'Delapan tim dari tiga program studi bertanding di GOR kampus; tim Elektro Mekanika angkatan 2023 keluar sebagai juara.',
    isi: [
      'Turnamen futsal antar-prodi berlangsung selama dua pekan di GOR Politeknik Teknologi Nuklir Indonesia. Final mempertemukan Elektro Mekanika 2023 dan Teknokimia Nuklir 2022 dengan skor akhir 4-3.',
      'Kementerian PORA berterima kasih kepada seluruh suporter yang menjaga sportivitas selama turnamen.',
    ],
    gambar: [
      'Pemain futsal berebut bola di lapangan GOR kampus',
      'Tim juara mengangkat piala bersama panitia',
    ],
    instagram: 'https://www.instagram.com/bempolteknuklir/',
  },
  {
    judul: 'Seminar Nasional Keselamatan Radiasi untuk Mahasiswa',
    kategori: 'Informasi',
    tanggalKegiatan: '2025-06-14',
    terbitSetelah: 3,
    penulis: 'Kementerian PSDM',
    ringkasan:
      'Seminar menghadirkan pembicara dari BRIN dan BAPETEN tentang budaya keselamatan radiasi di laboratorium dan industri.',
    isi: [
      'Seminar nasional bertema "Budaya Keselamatan Radiasi Sejak di Bangku Kuliah" diikuti 240 peserta luring dan daring. Pembicara membahas prinsip ALARA, dosimetri personal dan tanggung jawab petugas proteksi radiasi.',
      'Materi seminar dapat diunduh di menu Dokumen portal BEM KM.',
    ],
    gambar: ['Pembicara memaparkan materi keselamatan radiasi di depan peserta seminar'],
  },
  {
    judul: 'Penggalangan Dana untuk Korban Banjir Bantul',
    kategori: 'Umum',
    tanggalKegiatan: '2025-07-05',
    terbitSetelah: 1,
    penulis: 'Kementerian Dalam Negeri',
    ringkasan:
      'Donasi mahasiswa terkumpul Rp12.450.000 dan disalurkan dalam bentuk kebutuhan pokok untuk warga terdampak banjir di Bantul.',
    isi: [
      'Selama sepekan, BEM KM membuka posko donasi di lobi kampus dan secara daring. Dana yang terkumpul disalurkan bersama relawan PMI Bantul dalam bentuk air bersih, selimut dan makanan siap saji.',
      'Laporan penggunaan dana dapat dilihat di halaman Transparansi Anggaran.',
    ],
    gambar: ['Relawan mahasiswa memindahkan kardus bantuan ke mobil pengangkut'],
  },
  {
    judul: 'PKKMB 2025: Selamat Datang Mahasiswa Baru Poltek Nuklir',
    kategori: 'Kegiatan',
    tanggalKegiatan: '2025-08-25',
    terbitSetelah: 1,
    penulis: 'Kementerian PSDM',
    ringkasan:
      'Sebanyak 180 mahasiswa baru mengikuti Pengenalan Kehidupan Kampus selama empat hari, dari pengenalan laboratorium hingga malam keakraban.',
    isi: [
      'PKKMB tahun ini mengusung tema "Atom untuk Negeri". Mahasiswa baru diperkenalkan pada fasilitas laboratorium, organisasi kemahasiswaan dan layanan akademik.',
      'BEM KM memastikan kegiatan berlangsung tanpa perpeloncoan sesuai pedoman Kementerian Pendidikan Tinggi, Sains, dan Teknologi.',
    ],
    gambar: [
      'Mahasiswa baru berbaris di halaman kampus mengenakan almamater',
      'Sesi pengenalan laboratorium bagi mahasiswa baru',
      'Malam keakraban mahasiswa baru di lapangan kampus',
    ],
    instagram: 'https://www.instagram.com/bempolteknuklir/',
  },
  {
    judul: 'Pelatihan Kewirausahaan: Dari Ide ke Produk',
    kategori: 'Kegiatan',
    tanggalKegiatan: '2025-09-13',
    terbitSetelah: 2,
    penulis: 'Kementerian Ekonomi Kreatif',
    ringkasan:
      'Tiga puluh mahasiswa belajar menyusun model bisnis dan memasarkan produk secara daring bersama pelaku UMKM Yogyakarta.',
    isi: [
      'Pelatihan sehari ini menghadirkan pemilik usaha kriya dari Kasongan dan konsultan pemasaran digital. Peserta menyusun kanvas model bisnis dan mempresentasikan ide usaha mereka.',
      'Tiga ide terbaik mendapat pendampingan lanjutan hingga pameran produk mahasiswa pada Desember.',
    ],
    gambar: ['Peserta pelatihan berdiskusi dalam kelompok kecil'],
  },
  {
    judul: 'Jadwal Layanan Sekretariat BEM KM Selama Ujian Akhir Semester',
    kategori: 'Pengumuman',
    tanggalKegiatan: '2025-10-20',
    terbitSetelah: 0,
    penulis: 'Sekretariat Jenderal',
    ringkasan:
      'Selama UAS, sekretariat BEM KM melayani mahasiswa pukul 09.00 – 14.00 WIB; pengajuan berkas daring tetap dibuka.',
    isi: [
      'Selama pekan Ujian Akhir Semester (20–31 Oktober 2025), layanan tatap muka di sekretariat BEM KM dibuka Senin–Jumat pukul 09.00 – 14.00 WIB.',
      'Pengajuan dan pelacakan berkas tetap dapat dilakukan kapan saja melalui SI-BERKAS dan SI-LAKAS.',
    ],
    gambar: ['Papan pengumuman di depan ruang sekretariat BEM KM'],
  },
  {
    judul: 'Rencana Studi Banding ke BEM Universitas Gadjah Mada',
    kategori: 'Informasi',
    tanggalKegiatan: '2025-11-29',
    terbitSetelah: null,
    penulis: 'Kementerian Luar Negeri',
    ringkasan:
      'Kementerian Luar Negeri menyiapkan studi banding tata kelola organisasi dan layanan mahasiswa ke BEM KM UGM.',
    isi: [
      'Studi banding direncanakan pada akhir November dengan fokus pada transparansi anggaran dan sistem informasi organisasi. Delegasi terdiri atas sepuluh pengurus lintas kementerian.',
    ],
    gambar: ['Rapat persiapan studi banding di ruang sekretariat'],
  },
  {
    judul: 'Pendaftaran Panitia Dies Natalis 2026 Poltek Nuklir',
    kategori: 'Pengumuman',
    tanggalKegiatan: '2025-12-01',
    terbitSetelah: null,
    penulis: 'Kementerian PSDM',
    ringkasan:
      'Pendaftaran panitia Dies Natalis 2026 dibuka untuk seluruh mahasiswa aktif angkatan 2023 dan 2024.',
    isi: [
      'Divisi yang dibuka: acara, humas, dokumentasi, perlengkapan dan konsumsi. Formulir pendaftaran akan dibagikan melalui Instagram BEM KM.',
    ],
    gambar: ['Poster pendaftaran panitia Dies Natalis 2026'],
  },
];

/** Wide enough for the detail page; smaller pictures keep seeding (every test server) quick. */
const DEMO_NEWS_PICTURE = { width: 960, height: 640 };

/** The address of a published demo item (the page tour and the e2e tests open it). */
export const DEMO_NEWS_DETAIL_PATH =
  '/berita/pkkmb-2025-selamat-datang-mahasiswa-baru-poltek-nuklir';

/** The published time of an item: the given days after its activity, at 10.00 WIB. */
function publishedAt(day: string, after: number): string {
  const date = new Date(`${day}T03:00:00Z`);
  date.setUTCDate(date.getUTCDate() + after);
  return date.toISOString();
}

/** The pictures of the demo news, drawn and stored before the seed's transaction. */
export async function prepareDemoNews(services: PortalServices): Promise<ImageRef[][]> {
  const prepared: ImageRef[][] = [];
  for (const [index, news] of DEMO_NEWS.entries()) {
    const pictures: ImageRef[] = [];
    for (const [n, alt] of news.gambar.entries())
      pictures.push(
        await storeDemoPicture(services.images, `berita-${index}-${n}`, alt, DEMO_NEWS_PICTURE),
      );
    prepared.push(pictures);
  }
  return prepared;
}

/** The demo news with their pictures, as their editors' ministries wrote them. */
export function seedDemoNews(services: PortalServices, pictures: readonly ImageRef[][]): void {
  const store = services.resources.of(newsResource).store;
  const slugs: string[] = [];
  DEMO_NEWS.forEach((news, index) => {
    const slug = uniqueSlug(news.judul, slugs);
    slugs.push(slug);
    const record: NewsInput = {
      judul: news.judul,
      kategori: news.kategori,
      tanggalKegiatan: news.tanggalKegiatan,
      ringkasan: news.ringkasan,
      isi: news.isi.join('\n\n'),
      gambar: [...(pictures[index] ?? [])],
      linkInstagram: news.instagram ?? '',
      published: news.terbitSetelah !== null,
      slug,
      penulis: news.penulis,
      tanggalTerbit:
        news.terbitSetelah === null ? null : publishedAt(news.tanggalKegiatan, news.terbitSetelah),
    };
    store.create(record);
  });
}
