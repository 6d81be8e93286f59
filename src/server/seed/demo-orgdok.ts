import type { OrganisationInput } from '../../shared/direktori/organisations';
import { organisationsResource } from '../../shared/direktori/organisations-resource';
import type { DocumentFile, DocumentInput } from '../../shared/dokumen/documents';
import {
  documentCategoriesResource,
  documentsResource,
} from '../../shared/dokumen/documents-resource';
import type { PortalServices } from '../services';
import { storeDemoPicture } from './demo-images';
import { demoPdf } from './demo-pdf';

/**
 * Demo content of the directory and Dokumen (issue 16 item 13): the HIMA of the three study
 * programmes and some UKM of Politeknik Teknologi Nuklir Indonesia with generated logos, and the
 * BEM's documents in a few categories as PDFs written here (seed/demo-pdf.ts). The files are made
 * before the seeding transaction (images are drawn asynchronously); the records are written in it.
 */

type DemoOrganisation = Omit<OrganisationInput, 'logo' | 'published'> & { logo: boolean };

const org = (
  nama: string,
  jenis: 'HIMA' | 'UKM',
  singkatan: string,
  deskripsi: string,
  handle: string,
  extra: Partial<DemoOrganisation> = {},
): DemoOrganisation => ({
  nama,
  jenis,
  singkatan,
  deskripsi,
  email: '',
  whatsapp: '',
  instagram: `https://www.instagram.com/${handle}`,
  website: '',
  logo: true,
  ...extra,
});

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  org(
    'Himpunan Mahasiswa Teknokimia Nuklir',
    'HIMA',
    'HIMA TKN',
    'Wadah mahasiswa Program Studi Teknokimia Nuklir untuk mengembangkan keilmuan kimia dan daur bahan bakar nuklir, melalui kajian, kunjungan industri, dan pengabdian masyarakat.',
    'himatkn.polteknuklir',
    { email: 'himatkn.polteknuklir@gmail.com', whatsapp: '0812 2734 5610' },
  ),
  org(
    'Himpunan Mahasiswa Elektronika Instrumentasi',
    'HIMA',
    'HIMA Einsten.com',
    'Himpunan mahasiswa Program Studi Elektronika Instrumentasi: pelatihan instrumentasi nuklir, mikrokontroler, dan sistem kendali, serta lomba rancang alat antarkampus.',
    'einstencom.polteknuklir',
    { email: 'einstencom.polteknuklir@gmail.com' },
  ),
  org(
    'Himpunan Mahasiswa Elektro Mekanika',
    'HIMA',
    'HIMA EMC',
    'Himpunan mahasiswa Program Studi Elektro Mekanika yang menaungi kegiatan bengkel, desain mekanik, dan kajian teknologi perawatan fasilitas nuklir.',
    'himaemc.polteknuklir',
    { whatsapp: '0857 4321 0987' },
  ),
  org(
    'Unit Kegiatan Mahasiswa Robotika',
    'UKM',
    'UKM Robotika',
    'Merancang dan membangun robot untuk Kontes Robot Indonesia, serta membuka kelas robotika dasar bagi mahasiswa baru.',
    'robotika.polteknuklir',
  ),
  org(
    'Unit Kegiatan Mahasiswa Riset',
    'UKM',
    'UKM Riset',
    'Mendampingi mahasiswa menulis karya tulis ilmiah, PKM, dan artikel populer tentang sains dan teknologi nuklir.',
    'ukmriset.polteknuklir',
  ),
  org(
    'Unit Kegiatan Mahasiswa Kerohanian Islam Kalam',
    'UKM',
    'UKM Kalam',
    'Kajian keislaman rutin, mentoring, dan kegiatan sosial keagamaan di lingkungan kampus.',
    'kalam.polteknuklir',
  ),
  org(
    'Persekutuan Mahasiswa Kristen',
    'UKM',
    'UKM PMK',
    'Persekutuan doa, pendalaman Alkitab, dan pelayanan bagi mahasiswa Kristiani Poltek Nuklir.',
    'pmk.polteknuklir',
    { logo: false },
  ),
  org(
    'Unit Kegiatan Mahasiswa Seni',
    'UKM',
    'UKM Seni',
    'Musik, tari, teater, dan fotografi: tampil di Dies Natalis, penerimaan mahasiswa baru, dan festival seni kampus se-Yogyakarta.',
    'seni.polteknuklir',
  ),
  org(
    'Unit Kegiatan Mahasiswa Futsal',
    'UKM',
    'UKM Futsal',
    'Latihan rutin dua kali sepekan dan tim futsal kampus di liga antarperguruan tinggi Yogyakarta.',
    'futsal.polteknuklir',
    { logo: false },
  ),
  org(
    'Unit Kegiatan Mahasiswa Bulu Tangkis',
    'UKM',
    'UKM Badminton',
    'Wadah mahasiswa pecinta bulu tangkis, dari latihan santai hingga turnamen antarkampus.',
    'badminton.polteknuklir',
  ),
];

interface DemoDocument {
  judul: string;
  kategori: string;
  deskripsi: string;
  /** A link, or the lines of a PDF written here. */
  tautan?: string;
  pdf?: readonly string[];
}

export const DEMO_DOCUMENT_CATEGORIES = [
  'AD/ART',
  'Surat Keputusan',
  'SOP',
  'Panduan & Templat',
] as const;

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    judul: 'Anggaran Dasar Keluarga Mahasiswa Poltek Nuklir',
    kategori: 'AD/ART',
    deskripsi: 'Ditetapkan dalam Kongres Mahasiswa 2025.',
    pdf: [
      'BAB I  Nama, Waktu dan Kedudukan',
      'Pasal 1  Organisasi ini bernama Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia.',
      'Pasal 2  Keluarga Mahasiswa berkedudukan di Yogyakarta.',
      'BAB II  Asas dan Tujuan',
    ],
  },
  {
    judul: 'Anggaran Rumah Tangga Keluarga Mahasiswa Poltek Nuklir',
    kategori: 'AD/ART',
    deskripsi: 'Penjabaran Anggaran Dasar: keanggotaan, lembaga, dan tata kerja.',
    pdf: [
      'BAB I  Keanggotaan',
      'Pasal 1  Anggota Keluarga Mahasiswa adalah seluruh mahasiswa aktif.',
    ],
  },
  {
    judul: 'SK Pengangkatan Pengurus BEM KM Periode 2025/2026',
    kategori: 'Surat Keputusan',
    deskripsi: 'Susunan pengurus harian dan kementerian.',
    pdf: ['Nomor: 001/SK/BEM-KM/VII/2025', 'Menetapkan susunan pengurus BEM KM periode 2025/2026.'],
  },
  {
    judul: 'SK Panitia Pemilihan Raya Mahasiswa 2026',
    kategori: 'Surat Keputusan',
    deskripsi: '',
    pdf: ['Nomor: 014/SK/BEM-KM/I/2026', 'Menetapkan panitia Pemilihan Raya Mahasiswa 2026.'],
  },
  {
    judul: 'SOP Pengajuan Proposal Kegiatan Ormawa',
    kategori: 'SOP',
    deskripsi: 'Alur pengajuan melalui SI-BERKAS, verifikasi, dan pencairan dana.',
    pdf: [
      '1. Ormawa mengisi formulir SI-BERKAS paling lambat 14 hari sebelum kegiatan.',
      '2. Sekretariat Jenderal, Kementerian Dalam Negeri dan Keuangan memverifikasi.',
      '3. Banggar DPM menyetujui anggaran.',
    ],
  },
  {
    judul: 'SOP Peminjaman Sport Center',
    kategori: 'SOP',
    deskripsi: 'Syarat, jadwal, dan tanggung jawab peminjam fasilitas olahraga.',
    pdf: [
      '1. Peminjaman diajukan melalui portal paling lambat H-3.',
      '2. Peminjam melakukan check-in dan check-out.',
    ],
  },
  {
    judul: 'Templat Laporan Pertanggungjawaban Kegiatan',
    kategori: 'Panduan & Templat',
    deskripsi: 'Format LPJ yang dipakai semua ormawa.',
    pdf: ['I. Pendahuluan', 'II. Pelaksanaan Kegiatan', 'III. Realisasi Anggaran', 'IV. Evaluasi'],
  },
  {
    judul: 'Situs Badan Riset dan Inovasi Nasional (BRIN)',
    kategori: 'Panduan & Templat',
    deskripsi: 'Lembaga induk Politeknik Teknologi Nuklir Indonesia.',
    tautan: 'https://www.brin.go.id/',
  },
];

export interface PreparedOrgDok {
  logos: ReadonlyMap<string, Awaited<ReturnType<typeof storeDemoPicture>>>;
  pdfs: ReadonlyMap<string, DocumentFile>;
}

const pdfDataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

/** The files first: square logos drawn by sharp, and the PDFs, stored like uploads. */
export async function prepareDemoOrgDok(services: PortalServices): Promise<PreparedOrgDok> {
  // Drawn together (sharp works on its own threads), at the thumbnail's size: a logo is small.
  const drawn = await Promise.all(
    DEMO_ORGANISATIONS.filter((o) => o.logo).map(
      async (o) =>
        [
          o.nama,
          await storeDemoPicture(services.images, `logo-${o.singkatan}`, `Logo ${o.singkatan}`, {
            width: 400,
            height: 400,
          }),
        ] as const,
    ),
  );
  const logos = new Map(drawn);
  const pdfs = new Map<string, DocumentFile>();
  for (const d of DEMO_DOCUMENTS) {
    if (!d.pdf) continue;
    pdfs.set(
      d.judul,
      services.documentFiles.upload({
        nama: `${d.judul}.pdf`,
        berkas: pdfDataUrl(demoPdf(d.judul, d.pdf)),
      }),
    );
  }
  return { logos, pdfs };
}

/** The records, inside the demo seed's transaction; nothing when the collections have records. */
export function seedDemoOrgDok(services: PortalServices, prepared: PreparedOrgDok): void {
  const organisations = services.resources.of(organisationsResource).store;
  if (organisations.list().length === 0) {
    for (const { logo: _logo, ...o } of DEMO_ORGANISATIONS)
      organisations.create({ ...o, logo: prepared.logos.get(o.nama) ?? null, published: true });
  }
  const categories = services.resources.of(documentCategoriesResource).store;
  const documents = services.resources.of(documentsResource).store;
  if (categories.list().length > 0 || documents.list().length > 0) return;
  const idOf = new Map(
    DEMO_DOCUMENT_CATEGORIES.map((nama) => [nama, categories.create({ nama }).id]),
  );
  for (const d of DEMO_DOCUMENTS) {
    const input: DocumentInput = {
      judul: d.judul,
      kategoriId: idOf.get(d.kategori as (typeof DEMO_DOCUMENT_CATEGORIES)[number]) ?? '',
      deskripsi: d.deskripsi,
      tautan: d.tautan ?? '',
      berkas: prepared.pdfs.get(d.judul) ?? null,
    };
    documents.create(input);
  }
}
