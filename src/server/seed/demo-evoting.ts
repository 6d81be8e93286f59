import { randomUUID } from 'node:crypto';
import type { CandidateInput } from '../../shared/evoting/election';
import type { Prodi } from '../../shared/evoting/prodi';
import type { RollStatus } from '../../shared/evoting/roll';
import { organisationsResource } from '../../shared/direktori/organisations-resource';
import { BEM_KM_ORGANISATION } from '../../shared/keterbukaan/anggaran-organisations';
import type { ImageRef } from '../../shared/images/image-ref';
import type { Db } from '../db/database';
import type { PortalServices } from '../services';
import { DEMO_BALLOT_VOTERS, DEMO_EXTRA_ROLL } from './demo-ballots';
import { demoBeleniosRecords, seedDemoBelenios } from './demo-belenios';
import type { DemoBeleniosStage } from './demo-belenios-record';
import { storeDemoPicture } from './demo-images';

/**
 * Demo e-voting (issue 18 item 7): voters of the three study programmes, the committee account
 * panitia@bem.demo (DEMO_ACCOUNTS), and its elections at every stage, timed from the seed's
 * moment: one open for a week (its roll the verified demo voters, a few others of whom have
 * voted), one upcoming with a voter still waiting for verification, one closed with its ballots
 * cast and its results published, and a request waiting for the master. All three are Belenios
 * elections, each seeded at its stage from a precomputed record (demo-belenios.ts).
 * Candidates' photos are drawn here (demo-images.ts).
 */

export const DEMO_VOTERS: readonly {
  email: string;
  nim: string;
  namaLengkap: string;
  prodi: Prodi;
}[] = [
  {
    email: 'pemilih1@bem.demo',
    nim: '012300001',
    namaLengkap: 'Ayu Lestari',
    prodi: 'Teknokimia Nuklir',
  },
  {
    email: 'pemilih2@bem.demo',
    nim: '022300002',
    namaLengkap: 'Bima Saputra',
    prodi: 'Elektronika Instrumentasi',
  },
  {
    email: 'pemilih3@bem.demo',
    nim: '032300003',
    namaLengkap: 'Citra Maharani',
    prodi: 'Elektro Mekanika',
  },
  // Asked to join the upcoming election; the committee has not verified them yet.
  {
    email: 'pemilih4@bem.demo',
    nim: '012400004',
    namaLengkap: 'Dimas Pratama',
    prodi: 'Teknokimia Nuklir',
  },
];

export const DEMO_COMMITTEE_EMAIL = 'panitia@bem.demo';

const DAY = 24 * 60 * 60 * 1000;

export type DemoCandidate = Omit<CandidateInput, 'foto'> & { foto: boolean };

export interface DemoElection {
  nama: string;
  deskripsi: string;
  /** The directory's organisation by its short name, or the BEM KM itself. */
  singkatan: string | null;
  /**
   * Days from the seed's moment, or a fixed instant (ISO 8601) for an election whose name and
   * period carry their year: the closed one took place in the year it is named after, whenever
   * the demo is seeded (its name is inside its precomputed Belenios record, so the dates follow
   * the name, not the other way round).
   */
  mulai: number | string;
  selesai: number | string;
  candidates: DemoCandidate[];
  roll: { email: string; status: RollStatus }[];
  pengumuman: string[];
  /** Its Belenios stage, and how its witnesses' demo codes end (demo-belenios-record.ts). */
  belenios: { tahap: DemoBeleniosStage; kodeSaksi: string };
}

const pair = (
  nomor: number,
  nama: string,
  namaWakil: string | null,
  visi: string,
  misi: string,
  foto = true,
): DemoCandidate => ({ nomor, nama, namaWakil, visi, misi, foto });

/** The demo elections; their Belenios records are made from these (scripts/make-demo-belenios.ts). */
export const DEMO_ELECTIONS: readonly DemoElection[] = [
  {
    nama: 'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026',
    deskripsi:
      'Pemilihan Raya (Pemira) Ketua dan Wakil Ketua Badan Eksekutif Mahasiswa Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia periode 2026/2027.',
    singkatan: null,
    mulai: -1,
    selesai: 7,
    candidates: [
      pair(
        1,
        'Rizky Aditya',
        'Nabila Putri',
        'BEM KM yang terbuka, dekat dengan mahasiswa, dan berani menyuarakan aspirasi.',
        'Membuka forum aspirasi bulanan.\nMenerbitkan laporan keuangan BEM setiap triwulan.\nMemperluas kerja sama beasiswa dengan industri nuklir.',
      ),
      pair(
        2,
        'Fajar Nugroho',
        'Salsabila Rahma',
        'Mahasiswa berprestasi dan berdaya melalui kolaborasi antarhimpunan.',
        'Menyelenggarakan kompetisi riset antarprodi.\nMendampingi UKM dalam pendanaan kegiatan.\nMemperkuat layanan advokasi akademik.',
      ),
    ],
    roll: [
      { email: 'pemilih1@bem.demo', status: 'terverifikasi' },
      { email: 'pemilih2@bem.demo', status: 'terverifikasi' },
      { email: 'pemilih3@bem.demo', status: 'terverifikasi' },
    ],
    pengumuman: [
      'Pemungutan suara dibuka hingga pekan depan. Pastikan Anda memilih sebelum batas waktu.',
    ],
    belenios: { tahap: 'dibuka', kodeSaksi: 'Pemira' },
  },
  {
    nama: 'Pemilihan Ketua HIMA Teknokimia Nuklir 2026',
    deskripsi: 'Pemilihan Ketua Himpunan Mahasiswa Teknokimia Nuklir periode 2026/2027.',
    singkatan: 'HIMA TKN',
    mulai: 5,
    selesai: 6,
    candidates: [
      pair(
        1,
        'Galih Ramadhan',
        null,
        'HIMA TKN yang aktif dalam kajian daur bahan bakar nuklir.',
        'Kajian ilmiah dua pekanan.\nKunjungan industri setiap semester.',
      ),
      pair(
        2,
        'Intan Permatasari',
        null,
        'HIMA TKN sebagai rumah bersama mahasiswa Teknokimia Nuklir.',
        'Program mentoring angkatan baru.\nPengabdian masyarakat tentang keselamatan radiasi.',
      ),
    ],
    roll: [
      { email: 'pemilih1@bem.demo', status: 'terverifikasi' },
      { email: 'pemilih4@bem.demo', status: 'menunggu' },
    ],
    pengumuman: [
      'Verifikasi KTM dilakukan panitia paling lambat dua hari sebelum pemungutan suara.',
    ],
    belenios: { tahap: 'kunci', kodeSaksi: 'Hima' },
  },
  {
    nama: 'Pemilihan Ketua UKM Robotika 2025',
    deskripsi:
      'Pemilihan Ketua Unit Kegiatan Mahasiswa Robotika periode 2025/2026 (sudah selesai).',
    singkatan: 'UKM Robotika',
    mulai: '2025-10-29T08:00:00+07:00',
    selesai: '2025-10-30T16:00:00+07:00',
    candidates: [
      pair(1, 'Hendra Wijaya', null, 'UKM Robotika yang solid.', 'Latihan rutin mingguan.', false),
      pair(
        2,
        'Maya Anggraini',
        null,
        'UKM Robotika yang berprestasi.',
        'Lomba robot nasional.',
        false,
      ),
    ],
    roll: [
      { email: 'pemilih2@bem.demo', status: 'terverifikasi' },
      { email: 'pemilih3@bem.demo', status: 'terverifikasi' },
    ],
    pengumuman: [],
    belenios: { tahap: 'dipublikasikan', kodeSaksi: 'Robot' },
  },
];

const PENDING_REQUEST = {
  singkatan: 'HIMA Einsten.com',
  namaPemilihan: 'Pemilihan Ketua HIMA Elektronika Instrumentasi 2026',
  deskripsi: 'Pemilihan Ketua Himpunan Mahasiswa Elektronika Instrumentasi periode 2026/2027.',
  tautanDokumen: 'https://drive.google.com/file/d/contoh-surat-persetujuan/view',
};

/** When a demo election opens and closes (epoch milliseconds), seeded at `seededAt`. */
export function demoElectionTimes(
  election: Pick<DemoElection, 'mulai' | 'selesai'>,
  seededAt: number,
): { mulai: number; selesai: number } {
  const instant = (when: number | string) =>
    typeof when === 'number' ? seededAt + when * DAY : Date.parse(when);
  return { mulai: instant(election.mulai), selesai: instant(election.selesai) };
}

/** The candidates' photos, drawn before the seeding transaction (drawing is asynchronous). */
export async function prepareDemoEvoting(services: PortalServices): Promise<(ImageRef | null)[][]> {
  const pictures: (ImageRef | null)[][] = [];
  for (const [e, election] of DEMO_ELECTIONS.entries()) {
    const row: (ImageRef | null)[] = [];
    for (const candidate of election.candidates)
      row.push(
        candidate.foto
          ? await storeDemoPicture(
              services.images,
              `kandidat-${e}-${candidate.nomor}`,
              `Foto kandidat nomor ${candidate.nomor}, ${candidate.nama}`,
              // Square: the thumbnail (400 px wide) keeps its longest side within 400 px.
              { width: 600, height: 600 },
            )
          : null,
      );
    pictures.push(row);
  }
  return pictures;
}

/** Inside the seeding transaction, after DEMO_ACCOUNTS and the directory. */
export function seedDemoEvoting(
  db: Db,
  services: PortalServices,
  pictures: readonly (ImageRef | null)[][],
  passwordHash: string,
  seededAt = Date.now(),
): void {
  const { voters } = services;
  const committee = services.users.findByEmail(DEMO_COMMITTEE_EMAIL);
  const master = services.users.findByEmail('master@bem.demo');
  if (!committee || !master) return;
  const iso = (days: number) => new Date(seededAt + days * DAY).toISOString();
  const voterIds = new Map<string, string>();
  for (const voter of [...DEMO_VOTERS, ...DEMO_BALLOT_VOTERS]) {
    const made = voters.insert({ ...voter, passwordHash });
    const id = 'conflict' in made ? voters.findByEmail(voter.email)?.id : made.id;
    if (id) voterIds.set(voter.email, id);
  }
  const directory = services.resources.of(organisationsResource).store.list();
  const organiser = (singkatan: string | null) => {
    const found = singkatan ? directory.find((org) => org.singkatan === singkatan) : undefined;
    return found
      ? { id: found.id, nama: found.nama }
      : { id: BEM_KM_ORGANISATION.id, nama: BEM_KM_ORGANISATION.nama };
  };
  const { requests, candidates, roll } = services.evoting;
  const insertElection = db.prepare(
    `INSERT INTO elections (id, request_id, nama, deskripsi, organisasi_id, penyelenggara, mulai,
       selesai, abstain, hasil_dipublikasikan, dibuat_pada, diperbarui_pada)
     VALUES (@id, @requestId, @nama, @deskripsi, @organisasiId, @penyelenggara, @mulai, @selesai,
       1, 0, @dibuat, @dibuat)`,
  );
  const seat = db.prepare('INSERT INTO election_committee (election_id, user_id) VALUES (?, ?)');

  DEMO_ELECTIONS.forEach((election, e) => {
    const org = organiser(election.singkatan);
    const { mulai, selesai } = demoElectionTimes(election, seededAt);
    // Requested and approved days before it opened (or before today, for the upcoming one).
    const before = (days: number) => new Date(Math.min(mulai, seededAt) - days * DAY).toISOString();
    const asked = before(3);
    const decided = before(2);
    const requestId = requests.insert(
      {
        organisasiId: org.id,
        namaPemilihan: election.nama,
        deskripsi: election.deskripsi,
        tautanDokumen: 'https://drive.google.com/file/d/contoh-surat-persetujuan/view',
        penyelenggara: org.nama,
      },
      committee.id,
      asked,
    );
    const id = randomUUID();
    insertElection.run({
      id,
      requestId,
      nama: election.nama,
      deskripsi: election.deskripsi,
      organisasiId: org.id,
      penyelenggara: org.nama,
      mulai: new Date(mulai).toISOString(),
      selesai: new Date(selesai).toISOString(),
      dibuat: decided,
    });
    requests.decide(requestId, {
      status: 'disetujui',
      oleh: master.id,
      at: decided,
      alasan: null,
      pemilihanId: id,
    });
    seat.run(id, committee.id);
    election.candidates.forEach(({ foto: _drawn, ...candidate }, c) =>
      candidates.insert(id, { ...candidate, foto: pictures[e]?.[c] ?? null }),
    );
    const extra = (DEMO_EXTRA_ROLL[election.nama] ?? []).map((email) => ({
      email,
      status: 'terverifikasi' as const,
    }));
    for (const entry of [...election.roll, ...extra]) {
      const voterId = voterIds.get(entry.email);
      if (!voterId) continue;
      const sumber = entry.status === 'menunggu' ? 'pemilih' : 'panitia';
      roll.insert(id, voterId, { status: entry.status, sumber }, decided);
    }
    for (const teks of election.pengumuman)
      candidates.addAnnouncement(id, teks, committee.id, decided);
    // Its Belenios record up to its stage (demo-belenios.ts), as if each step had been taken.
    const record = demoBeleniosRecords()[election.nama];
    if (record) {
      const { kodeSaksi } = election.belenios;
      const seeded = { id, nama: election.nama, mulai, selesai, kodeSaksi };
      seedDemoBelenios(db, services, seeded, record, voterIds, committee);
    }
  });

  const org = organiser(PENDING_REQUEST.singkatan);
  requests.insert(
    {
      organisasiId: org.id,
      namaPemilihan: PENDING_REQUEST.namaPemilihan,
      deskripsi: PENDING_REQUEST.deskripsi,
      tautanDokumen: PENDING_REQUEST.tautanDokumen,
      penyelenggara: org.nama,
    },
    committee.id,
    iso(-1),
  );
}
