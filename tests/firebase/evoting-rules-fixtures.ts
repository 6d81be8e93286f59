/**
 * What the e-voting rules tests share (docs/FIREBASE.md, "E-voting"): the callers beyond the
 * common ones (a second committee account, voters), the documents as the adapter writes them
 * (its own builders, evoting-writes.ts) and elections seeded in each state, relative to the
 * emulator's clock (request.time is real time).
 */
import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeAll } from 'vitest';
import type { ElectionRequest } from '../../src/shared/evoting/election';
import {
  approvalDocs,
  requestDoc,
  rollEntryDoc,
} from '../../src/renderer/src/backend/firebase/evoting-writes';
import { next, rulesEnv, seed, type Db } from './firestore-rules-support';
import { PROFILES } from './rules-fixtures';

const HOUR = 3_600_000;
export const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);

/** A committee account on no election of these tests. */
export const OTHER_PANITIA = 'panitia-lain';

/** Voters: users of Auth with a voters/{uid} document and no users/{uid}. */
export const VOTERS = {
  pemilih: { namaLengkap: 'Siti Pemilih', nim: '012300001', prodi: 'Teknokimia Nuklir' },
  'pemilih-lain': {
    namaLengkap: 'Budi Lain',
    nim: '022300002',
    prodi: 'Elektronika Instrumentasi',
  },
} as const;
export type VoterUid = keyof typeof VOTERS;

export const voterOf = (uid: VoterUid) => ({
  id: uid,
  ...VOTERS[uid],
  email: `${uid}@student.demo`,
});

export const asVoter = (uid: VoterUid): Db =>
  rulesEnv()
    .authenticatedContext(uid, { email: `${uid}@student.demo` })
    .firestore();

export const asUser = (uid: string): Db =>
  rulesEnv()
    .authenticatedContext(uid, { email: PROFILES[uid]?.email ?? `${uid}@bem.demo` })
    .firestore();

export const ORGANISATION = { id: 'hima-tkn', nama: 'HIMA Teknokimia Nuklir' };

/** The other committee account, the directory organisation and the voters (rules off). */
export function useEvotingFixtures(): void {
  beforeAll(async () => {
    await seed(async (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'users', OTHER_PANITIA), {
        ...PROFILES['panitia']!,
        email: 'panitia-lain@bem.demo',
        namaTampilan: 'Panitia Lain',
      });
      batch.set(doc(db, 'organisations', ORGANISATION.id), {
        nama: ORGANISATION.nama,
        jenis: 'HIMA',
        singkatan: 'HIMA TKN',
        logo: null,
        deskripsi: '',
        email: '',
        whatsapp: '',
        instagram: '',
        website: '',
        published: true,
        position: 0,
      });
      for (const uid of Object.keys(VOTERS) as VoterUid[]) {
        const { id: _id, ...voter } = voterOf(uid);
        batch.set(doc(db, 'voters', uid), { ...voter, foto: null });
      }
      await batch.commit();
    });
  });
}

/** A request as the adapter writes it for `uid` (PROFILES' panitia unless told). */
export const newRequest = (uid = 'panitia', overrides: DocumentData = {}) => {
  const profile = PROFILES[uid] ?? { namaTampilan: uid, email: `${uid}@student.demo` };
  return {
    ...requestDoc(
      {
        organisasiId: ORGANISATION.id,
        namaPemilihan: 'Pemilihan Ketua HIMA',
        deskripsi: 'Periode 2027',
        tautanDokumen: 'https://drive.google.com/pengesahan',
      },
      ORGANISATION.nama,
      { id: uid, namaTampilan: profile.namaTampilan, email: profile.email },
    ),
    ...overrides,
  };
};

/** A waiting request of panitia, stored (rules off); its id. */
export async function seedRequest(overrides: DocumentData = {}): Promise<string> {
  const id = `permintaan-${next()}`;
  await seed((db) =>
    setDoc(doc(db, 'pemilihan_requests', id), {
      ...newRequest(),
      diajukanPada: at(-HOUR),
      ...overrides,
    }),
  );
  return id;
}

/** The stored request as the adapter reads it, for approvalDocs. */
export const requestOf = (id: string): ElectionRequest => ({
  id,
  organisasiId: ORGANISATION.id,
  penyelenggara: ORGANISATION.nama,
  namaPemilihan: 'Pemilihan Ketua HIMA',
  deskripsi: 'Periode 2027',
  tautanDokumen: 'https://drive.google.com/pengesahan',
  status: 'menunggu',
  diajukanOleh: {
    id: 'panitia',
    nama: PROFILES['panitia']!.namaTampilan,
    email: PROFILES['panitia']!.email,
  },
  diajukanPada: new Date().toISOString(),
  diputuskanPada: null,
  alasanPenolakan: null,
  pemilihanId: null,
});

export const PANITIA_MEMBER = {
  id: 'panitia',
  namaTampilan: PROFILES['panitia']!.namaTampilan,
  email: PROFILES['panitia']!.email,
};

/** Schedules of each state, relative to now. */
export const SCHEDULES = {
  draf: { mulai: null, selesai: null },
  dijadwalkan: { mulai: at(24 * HOUR), selesai: at(48 * HOUR) },
  berlangsung: { mulai: at(-HOUR), selesai: at(24 * HOUR) },
  selesai: { mulai: at(-48 * HOUR), selesai: at(-24 * HOUR) },
} as const;
export type SeededState = keyof typeof SCHEDULES | 'dibatalkan';

/**
 * An approved election of panitia's in the given state, with its committee (panitia only),
 * `kandidat/1`, the voter `pemilih` verified on its roll and one announcement. Its id. Made
 * before trustees became mandatory (no `terenkripsi` mark: the plaintext ballot) unless
 * `marked`, as every election the adapter approves now is.
 */
export async function seedElection(
  state: SeededState = 'draf',
  options: { marked?: boolean } = {},
): Promise<string> {
  const id = `pemilihan-${next()}`;
  const docs = approvalDocs(requestOf(id), [PANITIA_MEMBER]);
  if (!options.marked) delete docs.election['terenkripsi'];
  const schedule = state === 'dibatalkan' ? SCHEDULES.dijadwalkan : SCHEDULES[state];
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'pemilihan_requests', id), {
      ...newRequest(),
      diajukanPada: at(-72 * HOUR),
      status: 'disetujui',
      diputuskanPada: at(-71 * HOUR),
      pemilihanId: id,
    });
    batch.set(doc(db, 'pemilihan_events', id), {
      ...docs.election,
      ...schedule,
      dibatalkanPada: state === 'dibatalkan' ? at(-HOUR) : null,
      jumlahKandidat: 1,
      dibuatPada: at(-71 * HOUR),
    });
    batch.set(doc(db, 'pemilihan_panitia', id), docs.committee);
    batch.set(doc(db, 'pemilihan_events', id, 'kandidat', '1'), candidate(1));
    batch.set(doc(db, 'pemilihan_events', id, 'pemilih', 'pemilih'), {
      ...rollEntryDoc(voterOf('pemilih'), 'panitia'),
      dibuatPada: at(-70 * HOUR),
      diputuskanPada: at(-70 * HOUR),
    });
    batch.set(doc(db, 'pemilihan_events', id, 'pengumuman', 'info'), {
      teks: 'Debat kandidat Jumat ini.',
      dibuatPada: at(-70 * HOUR),
    });
    await batch.commit();
  });
  return id;
}

export const candidate = (nomor: number, overrides: DocumentData = {}) => ({
  nomor,
  nama: `Kandidat ${nomor}`,
  namaWakil: null,
  foto: null,
  visi: 'Visi',
  misi: 'Misi',
  ...overrides,
});

export const serverNow = serverTimestamp;
