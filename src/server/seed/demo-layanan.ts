import { servicesResource } from '../../shared/layanan/services-resource';
import type { ServiceInput } from '../../shared/layanan/services';
import type { PortalServices } from '../services';

/**
 * The demo's "Layanan Lainnya": forms a BEM runs on Google Forms or Microsoft Forms, published,
 * and one draft an admin is still preparing. The form addresses are examples: the demo has no real
 * forms behind them, so the provider shows its own "not found" page in the frame.
 */
export const DEMO_SERVICES: readonly ServiceInput[] = [
  {
    judul: 'Peminjaman Ruang Sekretariat',
    deskripsi:
      'Ajukan peminjaman ruang sekretariat BEM untuk rapat ormawa atau kepanitiaan, paling lambat tiga hari sebelum kegiatan.',
    kategori: 'Fasilitas',
    ikon: 'ruangan',
    link: 'https://docs.google.com/forms/d/e/1FAIpQLSd-demo-peminjaman-ruang/viewform',
    published: true,
  },
  {
    judul: 'Aspirasi Mahasiswa',
    deskripsi:
      'Sampaikan kritik, saran, dan aspirasi untuk kampus maupun BEM. Identitas pengirim dijaga kerahasiaannya.',
    kategori: 'Advokasi',
    ikon: 'aspirasi',
    link: 'https://docs.google.com/forms/d/e/1FAIpQLSd-demo-aspirasi-mahasiswa/viewform',
    published: true,
  },
  {
    judul: 'Pendaftaran UKM',
    deskripsi:
      'Daftar menjadi anggota Unit Kegiatan Mahasiswa pilihan Anda pada masa rekrutmen semester ini.',
    kategori: 'Kemahasiswaan',
    ikon: 'organisasi',
    link: 'https://docs.google.com/forms/d/e/1FAIpQLSd-demo-pendaftaran-ukm/viewform',
    published: true,
  },
  {
    judul: 'Pengajuan Bantuan Beasiswa',
    deskripsi:
      'Informasi dan pendataan mahasiswa yang membutuhkan pendampingan pengajuan beasiswa dan keringanan UKT.',
    kategori: 'Advokasi',
    ikon: 'beasiswa',
    link: 'https://forms.office.com/r/demoBeasiswaBEM',
    published: true,
  },
  {
    judul: 'Peminjaman Peralatan Olahraga',
    deskripsi: 'Pinjam bola, net, dan perlengkapan olahraga BEM untuk kegiatan mahasiswa.',
    kategori: 'Fasilitas',
    ikon: 'olahraga',
    link: 'https://docs.google.com/forms/d/e/1FAIpQLSd-demo-alat-olahraga/viewform',
    published: true,
  },
  {
    judul: 'Survei Kepuasan Layanan BEM',
    deskripsi: 'Survei akhir periode kepengurusan; masih disiapkan oleh Sekretariat Jenderal.',
    kategori: 'Lainnya',
    ikon: 'formulir',
    link: 'https://docs.google.com/forms/d/e/1FAIpQLSd-demo-survei-kepuasan/viewform',
    published: false,
  },
];

/** Stores the demo services once, when the collection is empty (the seed's own transaction). */
export function seedDemoServices(services: PortalServices): void {
  const store = services.resources.of(servicesResource).store;
  if (store.list().length > 0) return;
  for (const service of DEMO_SERVICES) store.create(service);
}
