import type { TentangInput } from '../../shared/tentang/tentang';
import { tentangResource } from '../../shared/tentang/tentang-resource';
import type { PortalServices } from '../services';

/** The About page of the demo: history, vision, mission, tasks and the organisation's contacts. */
export const DEMO_TENTANG: readonly TentangInput[] = [
  {
    judul: 'Sejarah Singkat',
    isi: 'BEM KM Politeknik Teknologi Nuklir Indonesia berdiri sebagai wadah aspirasi dan pengembangan mahasiswa sejak kampus masih bernama Sekolah Tinggi Teknologi Nuklir. Dari kepengurusan ke kepengurusan, BEM KM tumbuh menjadi mitra kampus dalam kegiatan kemahasiswaan, pengabdian masyarakat, dan pengenalan teknologi nuklir yang aman bagi publik.',
    contactType: null,
  },
  {
    judul: 'Visi',
    isi: 'Mewujudkan BEM KM Poltek Nuklir yang inklusif, progresif, dan berdampak nyata bagi mahasiswa, kampus, dan masyarakat.',
    contactType: null,
  },
  {
    judul: 'Misi',
    isi: '- Menjadi wadah aspirasi mahasiswa yang terbuka dan responsif.\n- Mengembangkan potensi akademik dan nonakademik mahasiswa.\n- Membangun sinergi dengan HIMA, UKM, dan mitra eksternal.\n- Menyelenggarakan tata kelola organisasi yang transparan dan akuntabel.\n- Memperkenalkan pemanfaatan teknologi nuklir yang aman kepada masyarakat.',
    contactType: null,
  },
  {
    judul: 'Fungsi dan Tugas',
    isi: 'Melaksanakan program kerja yang disepakati dalam Musyawarah Besar, mengoordinasikan kegiatan organisasi mahasiswa, menyalurkan aspirasi mahasiswa kepada pimpinan kampus, serta memberikan layanan administrasi kegiatan melalui SI-BERKAS.',
    contactType: null,
  },
  { judul: 'Kontak Kami', isi: 'bempolteknuklir@gmail.com', contactType: 'email' },
  { judul: 'Kontak Kami', isi: 'bempolteknuklir', contactType: 'instagram' },
  { judul: 'Kontak Kami', isi: '0812-2733-4455', contactType: 'whatsapp' },
  {
    judul: 'Kontak Kami',
    isi: 'Jl. Babarsari, Caturtunggal, Depok, Sleman, Daerah Istimewa Yogyakarta 55281',
    contactType: 'lainnya',
  },
];

export function seedDemoTentang(services: PortalServices): void {
  const store = services.resources.of(tentangResource).store;
  for (const section of DEMO_TENTANG) store.create(section);
}
