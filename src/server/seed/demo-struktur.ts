import type { AnggotaInput, PembinaInput, Prodi } from '../../shared/struktur/struktur';
import {
  pembinaResource,
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../shared/struktur/struktur-resources';
import type { Db } from '../db/database';
import type { PortalServices } from '../services';
import { storeDemoPicture } from './demo-images';

/**
 * A believable cabinet for the demo: the divisions in the organisation's order (ORIGINAL.md §1.2)
 * with their leaders and staff, and two pembina. Most people get a generated square portrait;
 * a few keep the initials avatar, as real members who sent no photo would.
 */

const T: Prodi = 'Teknokimia Nuklir';
const E: Prodi = 'Elektronika Instrumentasi';
const M: Prodi = 'Elektro Mekanika';

type Person = [nama: string, jabatan: string, prodi: Prodi, angkatan: string];

const DIVISIONS: readonly { nama: string; deskripsi: string; anggota: readonly Person[] }[] = [
  {
    nama: 'Pengurus Harian',
    deskripsi: 'Memimpin dan mengoordinasikan seluruh kementerian BEM KM.',
    anggota: [
      ['Muhammad Rizky Pratama', 'Presiden Mahasiswa', T, '2022'],
      ['Anisa Rahmawati', 'Wakil Presiden Mahasiswa', E, '2022'],
    ],
  },
  {
    nama: 'Inspektorat Jenderal',
    deskripsi: 'Mengawasi jalannya program kerja dan tata kelola organisasi.',
    anggota: [
      ['Fajar Nugroho', 'Inspektur Jenderal', M, '2022'],
      ['Dewi Lestari', 'Staf Inspektorat', T, '2023'],
    ],
  },
  {
    nama: 'Sekretariat Jenderal',
    deskripsi: 'Mengelola administrasi, persuratan, dan arsip BEM KM.',
    anggota: [
      ['Salsabila Putri', 'Sekretaris Jenderal', E, '2022'],
      ['Yoga Aditya', 'Wakil Sekretaris Jenderal', T, '2023'],
      ['Nurul Hidayah', 'Staf Kesekretariatan', M, '2024'],
    ],
  },
  {
    nama: 'Kementerian Keuangan',
    deskripsi: 'Menyusun anggaran dan mempertanggungjawabkan keuangan kegiatan.',
    anggota: [
      ['Rahmat Hidayat', 'Menteri', T, '2022'],
      ['Intan Permatasari', 'Wakil Menteri', E, '2023'],
      ['Galih Saputra', 'Staf Keuangan', M, '2024'],
    ],
  },
  {
    nama: 'Kementerian Dalam Negeri',
    deskripsi: 'Menjalin hubungan dengan HIMA, UKM, dan seluruh mahasiswa.',
    anggota: [
      ['Andi Setiawan', 'Menteri', M, '2022'],
      ['Putri Ayu Kusuma', 'Wakil Menteri', T, '2023'],
      ['Bayu Prasetyo', 'Staf Dalam Negeri', E, '2024'],
      ['Citra Maharani', 'Staf Dalam Negeri', T, '2024'],
    ],
  },
  {
    nama: 'Kementerian Luar Negeri',
    deskripsi: 'Membangun kerja sama dengan BEM kampus lain dan mitra eksternal.',
    anggota: [
      ['Dimas Arya Wibowo', 'Menteri', E, '2022'],
      ['Laras Sekar Arum', 'Wakil Menteri', M, '2023'],
      ['Hafiz Ramadhan', 'Staf Luar Negeri', T, '2024'],
    ],
  },
  {
    nama: 'Kementerian Pemuda dan Olahraga (PORA)',
    deskripsi: 'Menggerakkan kegiatan olahraga dan mengelola peminjaman Sport Center.',
    anggota: [
      ['Eko Saputro', 'Menteri', M, '2022'],
      ['Rina Oktaviani', 'Wakil Menteri', E, '2023'],
      ['Teguh Santoso', 'Staf PORA', M, '2024'],
    ],
  },
  {
    nama: 'Kementerian PSDM',
    deskripsi: 'Mengembangkan kapasitas pengurus dan kaderisasi mahasiswa.',
    anggota: [
      ['Wulan Sari', 'Menteri', T, '2022'],
      ['Ilham Maulana', 'Wakil Menteri', E, '2023'],
      ['Siti Nurhaliza', 'Staf PSDM', T, '2024'],
    ],
  },
  {
    nama: 'Kementerian Komunikasi dan Informasi (KOMINFO)',
    deskripsi: 'Mengelola media sosial, publikasi, dan website BEM KM.',
    anggota: [
      ['Reza Firmansyah', 'Menteri', E, '2022'],
      ['Nadia Safitri', 'Wakil Menteri', T, '2023'],
      ['Aditya Nugraha', 'Staf Desain', M, '2024'],
      ['Kartika Sari', 'Staf Media Sosial', E, '2024'],
    ],
  },
  {
    nama: 'Kementerian Ekonomi Kreatif',
    deskripsi: 'Mengembangkan kewirausahaan mahasiswa dan usaha dana BEM KM.',
    anggota: [
      ['Farhan Akbar', 'Menteri', T, '2022'],
      ['Maya Anggraini', 'Wakil Menteri', M, '2023'],
    ],
  },
];

const PEMBINA: readonly Omit<PembinaInput, 'foto'>[] = [
  {
    nama: 'Dr. Ir. Bambang Sutrisno, M.Eng.',
    jabatan: 'Pembina BEM KM',
    bidang: 'Teknik Reaktor Nuklir',
    linkedin: '',
    scholar: 'https://scholar.google.com/',
  },
  {
    nama: 'Sri Wahyuni, S.ST., M.T.',
    jabatan: 'Pendamping Kemahasiswaan',
    bidang: 'Instrumentasi dan Kendali',
    linkedin: 'https://www.linkedin.com/',
    scholar: '',
  },
];

const SQUARE = { width: 480, height: 480 };

/** Instagram names as members would have them: lower case, dots for spaces. */
const handle = (nama: string) => nama.toLowerCase().split(' ').slice(0, 2).join('.');

export async function seedDemoStruktur(db: Db, services: PortalServices): Promise<void> {
  const photo = (nama: string) =>
    storeDemoPicture(services.images, `struktur:${nama}`, `Foto ${nama}`, SQUARE);
  const pembina = await Promise.all(
    PEMBINA.map(async (p) => ({ ...p, foto: await photo(p.nama) })),
  );
  let counter = 0;
  const divisions = await Promise.all(
    DIVISIONS.map(async (divisi) => ({
      ...divisi,
      anggota: await Promise.all(
        divisi.anggota.map(async ([nama, jabatan, prodi, angkatan]) => {
          counter += 1;
          // Every fourth member keeps the initials avatar.
          const foto = counter % 4 === 0 ? null : await photo(nama);
          return { nama, jabatan, prodi, angkatan, foto, counter };
        }),
      ),
    })),
  );
  const of = services.resources;
  db.transaction(() => {
    for (const p of pembina) of.of(pembinaResource).store.create(p);
    for (const divisi of divisions) {
      const stored = of
        .of(strukturDivisiResource)
        .store.create({ nama: divisi.nama, deskripsi: divisi.deskripsi });
      for (const a of divisi.anggota) {
        const input: AnggotaInput = {
          divisiId: stored.id,
          nama: a.nama,
          jabatan: a.jabatan,
          prodi: a.prodi,
          angkatan: a.angkatan,
          instagram: a.counter % 3 === 0 ? '' : handle(a.nama),
          linkedin: '',
          foto: a.foto,
        };
        of.of(strukturAnggotaResource).store.create(input);
      }
    }
  })();
}
