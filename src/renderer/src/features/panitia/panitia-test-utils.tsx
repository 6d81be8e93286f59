// Fakes for component tests of the e-voting pages (not part of the app): elections, a committee
// backend whose live reads answer at once and whose actions are spies, and the committee area.
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import type { Candidate, PublicElection } from '../../../../shared/evoting/election';
import type { RollEntry } from '../../../../shared/evoting/roll';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import type { CommitteeApi, CommitteeElection, EvotingApi } from '../../backend/evoting-api';
import type { LiveObserver } from '../../backend/live-observer';
import { render } from '../../test/render';
import { fakeBackend, testUser } from '../admin-shell/admin-test-utils';
import PanitiaLayout from './PanitiaLayout';

export { fakeBackend, testUser };

export const PANITIA = testUser({
  id: 'u-panitia',
  role: 'panitia_requestor',
  kementerian: null,
  namaTampilan: 'Panitia HIMA',
  email: 'panitia@bem.demo',
  organisasi: 'HIMA Teknokimia Nuklir',
});
export const MASTER = testUser({
  id: 'u-master',
  role: 'master',
  kementerian: null,
  namaTampilan: 'Master Admin',
});

/** A live read that answers `value` at once (or fails with `error`). */
export function answer<T>(value: T | BackendError) {
  return (...args: unknown[]) => {
    const observer = args[args.length - 1] as LiveObserver<T>;
    if (value instanceof BackendError) observer.error?.(value);
    else observer.next(value);
    return () => {};
  };
}

export function publicElection(overrides: Partial<PublicElection> = {}): PublicElection {
  return {
    id: 'ev-1',
    nama: 'Pemilihan Ketua HIMA TKN 2026',
    deskripsi: 'Pemilihan ketua himpunan periode 2026/2027.',
    penyelenggara: 'HIMA Teknokimia Nuklir',
    mulai: '2026-12-01T01:00:00.000Z',
    selesai: '2026-12-02T09:00:00.000Z',
    state: 'dijadwalkan',
    hasilDipublikasikan: false,
    jumlahKandidat: 2,
    ...overrides,
  };
}

export function committeeElection(overrides: Partial<CommitteeElection> = {}): CommitteeElection {
  return {
    id: 'ev-1',
    nama: 'Pemilihan Ketua HIMA TKN 2026',
    deskripsi: 'Pemilihan ketua himpunan periode 2026/2027.',
    organisasiId: 'org-tkn',
    penyelenggara: 'HIMA Teknokimia Nuklir',
    mulai: '2026-12-01T01:00:00.000Z',
    selesai: '2026-12-02T09:00:00.000Z',
    dibatalkanPada: null,
    abstain: false,
    hasilDipublikasikan: false,
    dibuatPada: '2026-11-01T00:00:00.000Z',
    state: 'dijadwalkan',
    jumlahKandidat: 2,
    jumlahPemilih: 40,
    menungguVerifikasi: 3,
    sudahMemilih: 0,
    panitia: [{ id: PANITIA.id, namaTampilan: PANITIA.namaTampilan, email: PANITIA.email }],
    belumSiap: null,
    ...overrides,
  };
}

export function candidate(nomor: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: `k-${nomor}`,
    nomor,
    nama: `Kandidat ${nomor}`,
    namaWakil: null,
    foto: null,
    visi: `Visi kandidat ${nomor}`,
    misi: `Misi kandidat ${nomor}`,
    ...overrides,
  };
}

/** A roll entry as the backends answer it: the email only of a voter who asked to join. */
export function rollEntry(nim: string, overrides: Partial<RollEntry> = {}): RollEntry {
  return {
    voterId: `v-${nim}`,
    namaLengkap: `Mahasiswa ${nim}`,
    nim,
    prodi: 'Teknokimia Nuklir',
    email: overrides.sumber === 'pemilih' ? `${nim}@mhs.demo` : null,
    status: 'terverifikasi',
    alasanPenolakan: null,
    sumber: 'panitia',
    dibuatPada: '2026-11-10T00:00:00.000Z',
    ...overrides,
  };
}

const refusedAction = () => Promise.reject(new BackendError('INTERNAL', 'Tidak dipalsukan.'));

/** A committee API answering with `election` and the given lists; every action a spy. */
export function fakeCommittee(
  options: {
    election?: CommitteeElection | BackendError;
    candidates?: Candidate[];
    roll?: RollEntry[];
  } & Partial<CommitteeApi> = {},
): CommitteeApi {
  const { election = committeeElection(), candidates = [], roll = [], ...overrides } = options;
  return {
    watchElection: answer(election),
    watchAnnouncements: answer([]),
    watchCandidates: answer(candidates),
    watchRoll: answer(roll),
    updateDetails: vi.fn(refusedAction),
    setSchedule: vi.fn(refusedAction),
    setAbstain: vi.fn(refusedAction),
    openNow: vi.fn(refusedAction),
    closeNow: vi.fn(refusedAction),
    extend: vi.fn(refusedAction),
    addAnnouncement: vi.fn(refusedAction),
    removeAnnouncement: vi.fn(refusedAction),
    createCandidate: vi.fn(refusedAction),
    updateCandidate: vi.fn(refusedAction),
    removeCandidate: vi.fn(refusedAction),
    addToRoll: vi.fn(refusedAction),
    previewImport: vi.fn(refusedAction),
    commitImport: vi.fn(refusedAction),
    removeFromRoll: vi.fn(refusedAction),
    verify: vi.fn(refusedAction),
    reject: vi.fn(refusedAction),
    ...overrides,
  };
}

/** The master's and the requests' API: empty lists unless given; every action a spy. */
export function fakeEvoting(overrides: Partial<EvotingApi> = {}): EvotingApi {
  return {
    watchPublicList: answer([]),
    submitRequest: vi.fn(refusedAction),
    watchMyRequests: answer([]),
    watchMyElections: answer([]),
    watchRequests: answer([]),
    watchCommitteeAccounts: answer([]),
    approveRequest: vi.fn(refusedAction),
    rejectRequest: vi.fn(refusedAction),
    watchElections: answer([]),
    cancelElection: vi.fn(refusedAction),
    setEvotingPublished: vi.fn(refusedAction),
    ...overrides,
  };
}

/** /panitia/:eventId with the real layout, `page` at `path`, stand-ins for /login and /. */
export function renderPanitia(options: {
  user?: UserProfile | null;
  committee: CommitteeApi;
  page?: ReactElement;
  path?: string;
  route?: string;
  extra?: Partial<Backend>;
}) {
  const {
    user = PANITIA,
    committee,
    page = <p>Isi halaman panitia</p>,
    path = 'ringkasan',
  } = options;
  const backend = fakeBackend(user, { committee, ...options.extra });
  return render(
    <Routes>
      <Route path="/panitia/:eventId" element={<PanitiaLayout />}>
        <Route path={path} element={page} />
      </Route>
      <Route path="/login" element={<p>Halaman login</p>} />
      <Route path="/" element={<p>Halaman beranda</p>} />
    </Routes>,
    { route: options.route ?? `/panitia/ev-1/${path}`, backend },
  );
}
