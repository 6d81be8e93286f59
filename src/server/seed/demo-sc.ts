import { randomUUID } from 'node:crypto';
import { jakartaDate } from '../../shared/jakarta-time';
import type { BookingStatus } from '../../shared/sc/booking';
import { jakartaInstant } from '../../shared/sc/booking-rules';
import { scQuestionsResource } from '../../shared/sc/questions-resource';
import { scRoomsResource } from '../../shared/sc/rooms-resource';
import type { ScSettings } from '../../shared/sc/sc-settings';
import { drawBookingCode } from '../sc/booking-code-draw';
import type { StoredBooking } from '../sc/booking-repository';
import type { PortalServices } from '../services';
import { demoPicture } from './demo-images';

/**
 * The loans' demo (issue 20 §8): the sports centre's rooms with a linked pair and their
 * combination, the configurable questions, settings with real-sounding texts and a WhatsApp
 * contact, and a month of bookings around the day the demo is seeded, in every state: past and
 * checked out, a late check-out, cancelled, today's, and upcoming. Photos are stored files like
 * any check-in's; names, numbers and addresses are made up.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_SC_ROOMS = {
  barat: 'Lapangan Badminton Barat',
  timur: 'Lapangan Badminton Timur',
  gabungan: 'Lapangan Badminton Barat & Timur',
  futsal: 'Lapangan Futsal',
  basket: 'Lapangan Basket',
  serbaguna: 'Ruang Serbaguna',
} as const;
type RoomKey = keyof typeof DEMO_SC_ROOMS;

const QUESTIONS = [
  { label: 'Nama Kegiatan', tipe: 'text', pilihan: [], wajib: true },
  { label: 'Jumlah Peserta', tipe: 'text', pilihan: [], wajib: true },
  { label: 'Pinjam Proyektor', tipe: 'select', pilihan: ['Ya', 'Tidak'], wajib: true },
  { label: 'Keterangan Tambahan', tipe: 'textarea', pilihan: [], wajib: false },
] as const;

export const DEMO_SC_SETTINGS: ScSettings = {
  jamBuka: '07:00',
  jamTutup: '22:00',
  narahubungNama: 'Admin Kementerian PORA',
  narahubungNomor: '6281234567890',
  narahubungTemplate:
    'Halo Admin PORA, saya ingin bertanya tentang peminjaman Sport Center Poltek Nuklir.',
  infoJudul: 'Informasi Peminjaman Sport Center',
  infoKonten: [
    'Sport Center Poltek Nuklir dapat dipinjam oleh organisasi mahasiswa (HIMA, UKM, BEM dan DPM) untuk latihan, pertandingan dan kegiatan kemahasiswaan.',
    'Jam operasional peminjaman pukul 07.00 – 22.00 WIB, setiap hari. Satu peminjaman paling cepat diajukan untuk keesokan harinya dan dapat diubah hingga 1 jam sebelum dimulai.',
    'Lapangan Badminton Barat dan Timur dapat dipinjam terpisah atau sekaligus sebagai "Lapangan Badminton Barat & Timur".',
  ].join('\n\n'),
  prosedurJudul: 'Prosedur dan Tanggung Jawab Peminjam',
  prosedurKonten: [
    '1. Ajukan peminjaman melalui formulir ini dan simpan Nomor Tiket yang diberikan.',
    '2. Pada hari peminjaman, lakukan check-in dengan foto kondisi ruangan paling cepat 30 menit sebelum waktu mulai.',
    '3. Jaga kebersihan dan ketertiban; alas kaki olahraga wajib dipakai di dalam lapangan.',
    '4. Setelah selesai, rapikan peralatan dan lakukan check-out dengan foto kondisi ruangan, paling lambat 2 jam setelah waktu selesai.',
    '5. Kerusakan selama peminjaman menjadi tanggung jawab organisasi peminjam.',
  ].join('\n'),
  pertanyaanSetuju: 'Saya telah membaca dan menyetujui prosedur peminjaman.',
  pertanyaanTanggungJawab:
    'Saya bersedia bertanggung jawab atas kebersihan dan kerusakan selama peminjaman.',
};

type Attendance = 'none' | 'in' | 'in-out';

interface DemoBooking {
  /** Days from the seeding day (Asia/Jakarta). */
  day: number;
  room: RoomKey;
  mulai: string;
  selesai: string;
  organisasi: string;
  penanggungJawab: string;
  kegiatan: string;
  peserta: string;
  proyektor: 'Ya' | 'Tidak';
  status?: BookingStatus;
  /** For today's: decided from the clock (done, under way, upcoming). */
  attendance?: Attendance;
}

const b = (
  day: number,
  room: RoomKey,
  mulai: string,
  selesai: string,
  organisasi: string,
  penanggungJawab: string,
  kegiatan: string,
  extra: Partial<DemoBooking> = {},
): DemoBooking => ({
  day,
  room,
  mulai,
  selesai,
  organisasi,
  penanggungJawab,
  kegiatan,
  peserta: '20',
  proyektor: 'Tidak',
  ...extra,
});

const BOOKINGS: readonly DemoBooking[] = [
  // The past two weeks: done and checked out, one never checked out (late), one cancelled,
  // one whose borrowers never came.
  b(-14, 'gabungan', '08:00', '12:00', 'UKM Badminton', 'Rizky Pratama', 'Turnamen Internal', {
    peserta: '48',
    attendance: 'in-out',
  }),
  b(-12, 'futsal', '16:00', '18:00', 'HIMA Teknokimia Nuklir', 'Dewi Anggraini', 'Latihan Futsal', {
    attendance: 'in-out',
  }),
  b(-9, 'serbaguna', '13:00', '16:00', 'BEM KM', 'Fajar Nugroho', 'Rapat Kerja', {
    peserta: '35',
    proyektor: 'Ya',
    attendance: 'in-out',
  }),
  b(-7, 'basket', '15:00', '17:00', 'UKM Basket', 'Yoga Saputra', 'Latihan Rutin', {
    status: 'dibatalkan',
  }),
  b(-5, 'barat', '19:00', '21:00', 'UKM Badminton', 'Rizky Pratama', 'Latihan Malam', {
    attendance: 'in-out',
  }),
  b(
    -3,
    'timur',
    '18:00',
    '20:00',
    'HIMA Elektronika Instrumentasi',
    'Salsabila Putri',
    'Sparring Antar-HIMA',
    {
      attendance: 'none',
    },
  ),
  b(-1, 'futsal', '19:00', '21:00', 'UKM Futsal', 'Andika Wijaya', 'Latihan Futsal', {
    peserta: '16',
    attendance: 'in',
  }),
  // Today: checked in and out, under way or still to come, depending on the hour of seeding.
  b(0, 'barat', '07:00', '09:00', 'UKM Badminton', 'Nadia Rahma', 'Latihan Pagi'),
  b(0, 'serbaguna', '10:00', '12:00', 'DPM KM', 'Galih Permana', 'Sidang Komisi', {
    proyektor: 'Ya',
  }),
  b(0, 'futsal', '15:00', '17:00', 'HIMA Elektro Mekanika', 'Bagas Aditya', 'Latihan Futsal'),
  b(0, 'gabungan', '19:00', '21:00', 'UKM Badminton', 'Rizky Pratama', 'Persiapan Porseni', {
    peserta: '32',
  }),
  // The next two weeks: upcoming, one cancelled, the linked rooms side by side.
  b(1, 'timur', '16:00', '18:00', 'HIMA Teknokimia Nuklir', 'Dewi Anggraini', 'Latihan Badminton'),
  b(1, 'barat', '16:00', '18:00', 'UKM Badminton', 'Nadia Rahma', 'Latihan Pemula'),
  b(2, 'basket', '15:30', '17:30', 'UKM Basket', 'Yoga Saputra', 'Latihan Rutin'),
  b(3, 'serbaguna', '08:00', '12:00', 'BEM KM', 'Fajar Nugroho', 'Pelatihan Kepemimpinan', {
    peserta: '60',
    proyektor: 'Ya',
  }),
  b(4, 'futsal', '19:00', '21:00', 'UKM Futsal', 'Andika Wijaya', 'Sparring Persahabatan', {
    status: 'dibatalkan',
  }),
  b(
    6,
    'gabungan',
    '07:00',
    '11:00',
    'UKM Badminton',
    'Rizky Pratama',
    'Porseni: Babak Penyisihan',
    {
      peserta: '64',
    },
  ),
  b(
    8,
    'timur',
    '19:00',
    '21:00',
    'HIMA Elektronika Instrumentasi',
    'Salsabila Putri',
    'Latihan Malam',
  ),
  b(10, 'basket', '16:00', '18:00', 'HIMA Elektro Mekanika', 'Bagas Aditya', 'Latihan Basket'),
  b(13, 'serbaguna', '13:00', '15:00', 'DPM KM', 'Galih Permana', 'Rapat Dengar Pendapat', {
    proyektor: 'Ya',
  }),
  b(15, 'futsal', '16:00', '18:00', 'HIMA Teknokimia Nuklir', 'Dewi Anggraini', 'Latihan Futsal'),
];

/** Today's bookings by the hour of seeding: done, under way (checked in) or upcoming. */
function attendanceOf(demo: DemoBooking, tanggal: string, now: number): Attendance {
  if (demo.attendance) return demo.attendance;
  if (demo.day !== 0) return 'none';
  const start = jakartaInstant(tanggal, demo.mulai);
  const end = jakartaInstant(tanggal, demo.selesai);
  if (now >= end) return 'in-out';
  return now >= start ? 'in' : 'none';
}

const phoneOf = (index: number) => `08${String(1234500000 + index * 7919).slice(0, 10)}`;
const emailOf = (nama: string) => `${nama.toLowerCase().replace(/\s+/g, '.')}@mahasiswa.demo`;

/** The demo photos, drawn before the seeding transaction (drawing is asynchronous). */
export interface DemoScPictures {
  checkIn: Buffer;
  checkOut: Buffer;
}

export async function prepareDemoSc(): Promise<DemoScPictures> {
  const size = { width: 800, height: 600 };
  const [checkIn, checkOut] = await Promise.all([
    demoPicture('sc-check-in', size),
    demoPicture('sc-check-out', size),
  ]);
  return { checkIn: checkIn.image, checkOut: checkOut.image };
}

/** Inside the seeding transaction. */
export function seedDemoSc(services: PortalServices, pictures: DemoScPictures): void {
  const { sc } = services;
  const rooms = services.resources.of(scRoomsResource).store;
  const ids = {} as Record<RoomKey, string>;
  for (const key of ['barat', 'timur', 'futsal', 'basket', 'serbaguna'] as const)
    ids[key] = rooms.create({ nama: DEMO_SC_ROOMS[key], gabungan: [] }).id;
  ids.gabungan = rooms.create({
    nama: DEMO_SC_ROOMS.gabungan,
    gabungan: [ids.barat, ids.timur],
  }).id;

  const questions = services.resources.of(scQuestionsResource).store;
  const questionIds = QUESTIONS.map(
    (question) => questions.create({ ...question, pilihan: [...question.pilihan] }).id,
  );
  sc.settings.replace(DEMO_SC_SETTINGS);

  const now = sc.now();
  const today = jakartaDate(now);
  const photo = (bytes: Buffer, step: string) => {
    const pending = sc.photos.writePending({ bytes, mimeType: 'image/jpeg' }, step);
    sc.photos.commit(pending);
    return pending.row.id;
  };
  BOOKINGS.forEach((demo, index) => {
    const tanggal = jakartaDate(Date.parse(`${today}T12:00:00+07:00`) + demo.day * DAY_MS);
    const start = jakartaInstant(tanggal, demo.mulai);
    const end = jakartaInstant(tanggal, demo.selesai);
    const attendance = attendanceOf(demo, tanggal, now);
    // Made a week or so before the day, never after now.
    const made = new Date(Math.min(now, start - (7 + (index % 5)) * DAY_MS)).toISOString();
    const checkInAt = new Date(Math.min(now, start - 10 * 60_000)).toISOString();
    const checkOutAt = new Date(Math.min(now, end + 5 * 60_000)).toISOString();
    const booking: StoredBooking = {
      id: randomUUID(),
      kode: drawBookingCode(),
      ruangId: ids[demo.room],
      tanggal,
      waktuMulai: demo.mulai,
      waktuSelesai: demo.selesai,
      status: demo.status ?? 'aktif',
      penanggungJawab: demo.penanggungJawab,
      organisasi: demo.organisasi,
      kontak: phoneOf(index),
      email: index % 3 === 0 ? '' : emailOf(demo.penanggungJawab),
      jawaban: Object.fromEntries(
        [demo.kegiatan, demo.peserta, demo.proyektor].map((answer, q) => [questionIds[q], answer]),
      ),
      dibuatPada: made,
      diubahPada: attendance === 'none' ? made : attendance === 'in' ? checkInAt : checkOutAt,
      checkInPada: attendance === 'none' ? null : checkInAt,
      checkInFoto: attendance === 'none' ? null : photo(pictures.checkIn, 'check-in'),
      checkOutPada: attendance === 'in-out' ? checkOutAt : null,
      checkOutFoto: attendance === 'in-out' ? photo(pictures.checkOut, 'check-out') : null,
    };
    sc.bookings.insert(booking);
  });
}
