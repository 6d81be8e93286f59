// Fakes for component tests of the booth, the results and the committee's results section (not
// part of the app): a BallotApi whose live reads answer at once and whose actions are spies.
import { vi } from 'vitest';
import type { BoothBallot, BoothRefused } from '../../../../shared/evoting/ballot';
import type { ElectionResults } from '../../../../shared/evoting/results';
import { BackendError } from '../../backend/backend-error';
import type { BallotApi } from '../../backend/ballot-api';
import { answer, candidate, publicElection } from '../panitia/panitia-test-utils';

const refusedAction = () => Promise.reject(new BackendError('INTERNAL', 'Tidak dipalsukan.'));

export function fakeBallot(overrides: Partial<BallotApi> = {}): BallotApi {
  return {
    watchBooth: answer(new BackendError('NOT_FOUND', 'Pemilihan tidak ditemukan.')),
    cast: vi.fn(refusedAction),
    watchResults: answer(null),
    publishResults: vi.fn(refusedAction),
    record: vi.fn(refusedAction),
    ...overrides,
  };
}

export function boothBallot(overrides: Partial<BoothBallot> = {}): BoothBallot {
  return {
    kind: 'terbuka',
    election: publicElection({
      state: 'berlangsung',
      mulai: '2026-11-01T01:00:00.000Z',
      selesai: '2099-12-31T09:00:00.000Z',
    }),
    candidates: [
      candidate(1, { nama: 'Rizky Aditya', namaWakil: 'Nabila Putri' }),
      candidate(2, { nama: 'Fajar Nugroho', namaWakil: 'Salsabila Rahma' }),
    ],
    abstain: true,
    ...overrides,
  };
}

export function boothRefused(overrides: Partial<BoothRefused> = {}): BoothRefused {
  return {
    kind: 'ditolak',
    election: publicElection({ state: 'berlangsung' }),
    alasan: 'belum-diverifikasi',
    votedAt: null,
    kodeTanda: null,
    ...overrides,
  };
}

export const RECEIPTS = [
  '0A1B2-C3D4E-F5G6H-J7K8M',
  '7K3QM-2B9XD-PQRST-VWXYZ',
  'ZZZZZ-00000-11111-22222',
] as const;

export function electionResults(overrides: Partial<ElectionResults> = {}): ElectionResults {
  return {
    election: publicElection({ state: 'selesai', hasilDipublikasikan: true }),
    jumlahPemilih: 4,
    suaraMasuk: 3,
    abstain: 1,
    kandidat: [
      {
        id: 'k-2',
        nomor: 2,
        nama: 'Fajar Nugroho',
        namaWakil: null,
        fotoUrl: null,
        suara: 0,
      },
      {
        id: 'k-1',
        nomor: 1,
        nama: 'Rizky Aditya',
        namaWakil: 'Nabila Putri',
        fotoUrl: null,
        suara: 2,
      },
    ],
    kodeTanda: [...RECEIPTS],
    sidikJari: 'a'.repeat(64),
    beleniosUuid: null,
    ditutupPada: '2026-12-02T09:00:00.000Z',
    dipublikasikanPada: '2026-12-02T10:00:00.000Z',
    ...overrides,
  };
}
