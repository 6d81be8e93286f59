import type { ActivityInput } from '../../shared/agenda/activities';
import { agendaResource } from '../../shared/agenda/agenda-resource';
import { addDays, wallClockOf } from '../../shared/agenda/wall-clock';
import { organisationsResource } from '../../shared/direktori/organisations-resource';
import type { PortalServices } from '../services';

/**
 * The demo's activity calendar: about six weeks around the day the demo is seeded (two weeks
 * back, a month ahead), so the agenda, the home page and Kelola Penanggalan's week always have
 * something to show. Some cross midnight, some span days, some are run by organisations of the
 * demo directory (demo-orgdok.ts, by name: their ids are made when seeded), the rest by the
 * BEM's own ministries.
 */

type Demo = [
  /** Days from the seeding day, start and end (the end may be a later day). */
  days: [number, number],
  times: [string, string],
  nama: string,
  tempat: string,
  /** A directory organisation's full name, or the free-text organiser. */
  pelaksana: string,
  sasaran: string,
  keterangan: string,
];

// One line an activity: days, times, name, place, organiser, audience, notes.
// prettier-ignore
export const DEMO_ACTIVITIES: readonly Demo[] = [
  [[-13, -13], ['09:00', '12:00'], 'Rapat Koordinasi Ormawa', 'Ruang Sidang BEM', 'Kementerian Dalam Negeri', 'Pimpinan HIMA dan UKM', 'Pembahasan kalender kegiatan bersama satu semester.'],
  [[-10, -9], ['19:00', '02:00'], 'Nonton Bareng Final Liga Kampus', 'Student Center', 'Unit Kegiatan Mahasiswa Futsal', 'Seluruh mahasiswa', 'Layar lebar dan konsumsi ringan; membawa kartu mahasiswa.'],
  [[-6, -4], ['07:00', '15:00'], 'Pekan Olahraga Antar Prodi', 'Lapangan dan GOR Poltek Nuklir', 'Kementerian Pemuda dan Olahraga (PORA)', 'Seluruh mahasiswa', 'Futsal, bulu tangkis dan tarik tambang antarprogram studi.'],
  [[-2, -2], ['13:00', '16:00'], 'Kajian Energi Nuklir dan Lingkungan', 'Aula Poltek Nuklir', 'Unit Kegiatan Mahasiswa Riset', 'Mahasiswa dan umum', 'Diskusi terbuka bersama peneliti BRIN.'],
  [[0, 0], ['15:30', '17:30'], 'Latihan Rutin Paduan Suara', 'Ruang Seni Student Center', 'Unit Kegiatan Mahasiswa Seni', 'Anggota UKM Seni', ''],
  [[0, 1], ['23:00', '01:30'], 'Malam Keakraban HIMA TKN', 'Student Center', 'Himpunan Mahasiswa Teknokimia Nuklir', 'Mahasiswa Teknokimia Nuklir', 'Acara puncak penyambutan angkatan baru; berakhir lewat tengah malam.'],
  [[2, 2], ['08:00', '11:30'], 'Pelatihan Mikrokontroler Dasar', 'Laboratorium Elektronika', 'Himpunan Mahasiswa Elektronika Instrumentasi', 'Mahasiswa semester 1–3', 'Peserta membawa laptop; kit disediakan panitia.'],
  [[3, 3], ['19:30', '21:00'], 'Kajian Rutin Kamis Malam', 'Masjid Kampus', 'Unit Kegiatan Mahasiswa Kerohanian Islam Kalam', 'Seluruh mahasiswa', ''],
  [[5, 5], ['09:00', '12:00'], 'Forum Aspirasi Mahasiswa', 'Aula Poltek Nuklir', 'Kementerian Dalam Negeri', 'Seluruh mahasiswa', 'Penyampaian aspirasi langsung kepada pimpinan kampus.'],
  [[8, 10], ['07:30', '16:00'], 'Kontes Robot Kampus', 'GOR Poltek Nuklir', 'Unit Kegiatan Mahasiswa Robotika', 'Mahasiswa dan siswa SMA/SMK', 'Tiga hari penyisihan dan final; pendaftaran tim melalui UKM Robotika.'],
  [[12, 12], ['18:00', '21:00'], 'Ibadah Syukur Bersama', 'Aula Poltek Nuklir', 'Persekutuan Mahasiswa Kristen', 'Mahasiswa Kristiani', ''],
  [[14, 15], ['22:00', '04:00'], 'Observasi Langit Malam', 'Lapangan Poltek Nuklir', 'Himpunan Mahasiswa Elektro Mekanika', 'Seluruh mahasiswa', 'Pengamatan bintang dengan teleskop; batal bila hujan.'],
  [[17, 17], ['08:00', '12:00'], 'Donor Darah', 'Lobi Gedung Kuliah', 'BEM KM bersama PMI Kota Yogyakarta', 'Mahasiswa, dosen dan tenaga kependidikan', 'Sarapan ringan sebelum donor.'],
  [[20, 20], ['13:00', '15:00'], 'Rapat Pleno Tengah Semester', 'Ruang Sidang BEM', 'Sekretariat Jenderal', 'Pengurus BEM KM', 'Evaluasi program kerja setiap kementerian.'],
  [[23, 24], ['07:00', '17:00'], 'Turnamen Bulu Tangkis Terbuka', 'GOR Poltek Nuklir', 'Unit Kegiatan Mahasiswa Bulu Tangkis', 'Mahasiswa se-Yogyakarta', ''],
  [[27, 27], ['19:00', '23:30'], 'Malam Apresiasi Seni', 'Student Center', 'Unit Kegiatan Mahasiswa Seni', 'Seluruh mahasiswa', 'Pentas musik, tari dan teater; terbuka untuk umum.'],
  [[30, 30], ['09:00', '11:00'], 'Sosialisasi Beasiswa', 'Aula Poltek Nuklir', 'Kementerian PSDM', 'Mahasiswa aktif', 'Bersama bagian kemahasiswaan.'],
];

/** The activities, dated from `today` (YYYY-MM-DD, Asia/Jakarta), organisers by directory id. */
export function demoActivities(
  today: string,
  organisationIds: ReadonlyMap<string, string>,
): ActivityInput[] {
  return DEMO_ACTIVITIES.map(
    ([[from, to], [mulai, selesai], namaKegiatan, tempat, pelaksana, sasaran, keterangan]) => ({
      namaKegiatan,
      mulai: `${addDays(today, from)}T${mulai}`,
      selesai: `${addDays(today, to)}T${selesai}`,
      tempat,
      penyelenggara: pelaksana,
      penyelenggaraId: organisationIds.get(pelaksana) ?? '',
      keterangan,
      sasaran,
    }),
  );
}

/** The records, inside the demo seed's transaction, after the directory; none if any exist. */
export function seedDemoAgenda(services: PortalServices, now = Date.now()): void {
  const store = services.resources.of(agendaResource).store;
  if (store.list().length > 0) return;
  const organisations = services.resources.of(organisationsResource).store.list();
  const ids = new Map(organisations.map((org) => [org.nama, org.id]));
  for (const activity of demoActivities(wallClockOf(now).slice(0, 10), ids)) store.create(activity);
}
