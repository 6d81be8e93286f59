import { webcrypto } from 'node:crypto';
import { Timestamp } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_MESSAGES } from '../../../../shared/evoting/ballot';
import type { Candidate } from '../../../../shared/evoting/election';
import { ballotFingerprint } from '../../../../shared/evoting/results';
import { decideBooth, refuseUnlessAdmitted, type BoothFacts } from './ballot-booth';
import {
  abstainFromDoc,
  publicationFromDoc,
  shardCounts,
  SHARD_IDS,
  sumShards,
  votedAtFromDoc,
  votedReceiptFromDoc,
} from './ballot-docs';
import { resultsOf } from './ballot-results';
import { electionFromDoc, type ElectionRecord } from './evoting-docs';

beforeAll(() => {
  // jsdom's crypto has no subtle; the browser's and Node's have.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-26T09:00:00.000Z');
const at = (offset: number) => Timestamp.fromMillis(NOW + offset);

function record(schedule: { mulai: number | null; selesai: number | null }, extra = {}) {
  return electionFromDoc(
    'e1',
    {
      nama: 'Pemira',
      deskripsi: '',
      organisasiId: 'bem-km',
      penyelenggara: 'BEM KM',
      mulai: schedule.mulai === null ? null : at(schedule.mulai),
      selesai: schedule.selesai === null ? null : at(schedule.selesai),
      dibatalkanPada: null,
      hasilDipublikasikan: false,
      jumlahKandidat: 2,
      dibuatPada: at(-72 * HOUR),
      ...extra,
    },
    NOW,
  ) as ElectionRecord;
}

const candidate = (nomor: number): Candidate => ({
  id: String(nomor),
  nomor,
  nama: `Calon ${nomor}`,
  namaWakil: null,
  foto: null,
  visi: 'V',
  misi: 'M',
});

const OPEN = record({ mulai: -HOUR, selesai: HOUR });
const RECEIPT = '7K3QM-2B9XD-PQRST-VWXYZ';
const admitted: BoothFacts = {
  record: OPEN,
  rollStatus: 'terverifikasi',
  votedAt: null,
  kodeTanda: null,
  abstain: true,
};

describe('the ballot’s documents', () => {
  it('reads a shard’s counts, leaving out what is not a count', () => {
    expect(shardCounts({ suara: { '1': 3, abstain: 1, x: -1, y: 'dua', z: 1.5 } })).toEqual(
      new Map([
        ['1', 3],
        ['abstain', 1],
      ]),
    );
    expect(shardCounts(undefined).size).toBe(0);
    expect(shardCounts({ terkunci: true, rahasia: null }).size).toBe(0);
  });

  it('adds the shards up', () => {
    const total = sumShards([
      new Map([['1', 2]]),
      new Map([
        ['1', 1],
        ['2', 4],
      ]),
      new Map(),
    ]);
    expect(total).toEqual(
      new Map([
        ['1', 3],
        ['2', 4],
      ]),
    );
  });

  it('has fifty shards, "0" to "49"', () => {
    expect(SHARD_IDS).toHaveLength(50);
    expect(SHARD_IDS[0]).toBe('0');
    expect(SHARD_IDS.at(-1)).toBe('49');
  });

  it('reads abstain as on when the committee never changed it', () => {
    expect(abstainFromDoc(undefined)).toBe(true);
    expect(abstainFromDoc({ abstain: false })).toBe(false);
  });

  it('reads the voter’s own time of voting, and the publication', () => {
    expect(votedAtFromDoc(undefined, NOW)).toBeNull();
    expect(votedAtFromDoc({ pada: at(-HOUR) }, NOW)).toBe(new Date(NOW - HOUR).toISOString());
    expect(votedAtFromDoc({ pada: null }, NOW)).toBe(new Date(NOW).toISOString());
    expect(publicationFromDoc({ jumlahPemilih: 10, dipublikasikanPada: at(0) }, NOW)).toEqual({
      jumlahPemilih: 10,
      dipublikasikanPada: new Date(NOW).toISOString(),
    });
    expect(publicationFromDoc({ jumlahPemilih: 'x' }, NOW)).toBeNull();
  });

  it('reads the voter’s own receipt, or none (a record from before it was kept, or no receipt)', () => {
    expect(votedReceiptFromDoc({ pada: at(0), kodeTanda: RECEIPT })).toBe(RECEIPT);
    expect(votedReceiptFromDoc({ pada: at(0), kunciKode: 'a'.repeat(64) })).toBeNull();
    expect(votedReceiptFromDoc({ kodeTanda: 'bukan-kode' })).toBeNull();
    expect(votedReceiptFromDoc(undefined)).toBeNull();
  });
});

describe('the booth', () => {
  it('admits a verified voter while open, with the candidates in number order', () => {
    expect(decideBooth(admitted, null)).toEqual({ kind: 'perlu-kandidat' });
    const decision = decideBooth(admitted, [candidate(2), candidate(1)]);
    expect(decision).toMatchObject({
      kind: 'tampil',
      view: { kind: 'terbuka', abstain: true, election: { id: 'e1', state: 'berlangsung' } },
    });
    const view = decision.kind === 'tampil' ? decision.view : null;
    expect(view?.kind === 'terbuka' && view.candidates.map((c) => c.nomor)).toEqual([1, 2]);
  });

  it('gives one reason, and to a voter who voted, only when and their receipt', () => {
    const reason = (facts: Partial<BoothFacts>) => {
      const decision = decideBooth({ ...admitted, ...facts }, []);
      return decision.kind === 'tampil' && decision.view.kind === 'ditolak' ? decision.view : null;
    };
    expect(reason({ rollStatus: null })).toMatchObject({ alasan: 'bukan-pemilih', votedAt: null });
    expect(reason({ rollStatus: 'ditolak' })?.alasan).toBe('bukan-pemilih');
    expect(reason({ rollStatus: 'menunggu' })?.alasan).toBe('belum-diverifikasi');
    expect(reason({ record: record({ mulai: HOUR, selesai: 2 * HOUR }) })?.alasan).toBe(
      'belum-dibuka',
    );
    expect(reason({ record: record({ mulai: -2 * HOUR, selesai: -HOUR }) })?.alasan).toBe(
      'sudah-ditutup',
    );
    // Open until, not at, its end.
    expect(reason({ record: record({ mulai: -HOUR, selesai: 0 }) })?.alasan).toBe('sudah-ditutup');
    expect(
      reason({ record: record({ mulai: -HOUR, selesai: HOUR }, { dibatalkanPada: at(-1) }) })
        ?.alasan,
    ).toBe('sudah-ditutup');
    const votedAt = new Date(NOW - 60_000).toISOString();
    expect(reason({ votedAt, kodeTanda: RECEIPT })).toEqual({
      kind: 'ditolak',
      election: expect.objectContaining({ id: 'e1' }),
      alasan: 'sudah-memilih',
      votedAt,
      kodeTanda: RECEIPT,
    });
    // Voted before receipts were kept: said so (null), never made up.
    expect(reason({ votedAt })).toMatchObject({ alasan: 'sudah-memilih', kodeTanda: null });
    expect(reason({ rollStatus: 'menunggu' })).toMatchObject({ kodeTanda: null });
  });

  it('finds no draft and no unknown election', () => {
    expect(decideBooth({ ...admitted, record: null }, [])).toEqual({ kind: 'tidak-ada' });
    expect(
      decideBooth({ ...admitted, record: record({ mulai: null, selesai: null }) }, []),
    ).toEqual({ kind: 'tidak-ada' });
  });

  it('refuses a cast with the server’s codes and messages', () => {
    expect(() => refuseUnlessAdmitted(admitted)).not.toThrow();
    expect(() => refuseUnlessAdmitted({ ...admitted, votedAt: 'x' })).toThrow(
      expect.objectContaining({
        code: 'CONFLICT',
        status: 409,
        message: BOOTH_MESSAGES['sudah-memilih'],
      }),
    );
    expect(() => refuseUnlessAdmitted({ ...admitted, record: null })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', status: 404 }),
    );
  });
});

describe('the results from the stored documents', () => {
  const input = {
    election: { ...OPEN.election, jumlahKandidat: 2 },
    ditutupPada: '2026-11-26T08:00:00.000Z',
    publication: { jumlahPemilih: 10, dipublikasikanPada: '2026-11-26T08:30:00.000Z' },
    candidates: [candidate(2), candidate(1)],
    receipts: ['ZZZZZ-00000-00000-00000', 'AAAAA-00000-00000-00000', 'MMMMM-00000-00000-00000'],
    shards: [
      new Map([['1', 1]]),
      new Map([
        ['2', 1],
        ['abstain', 1],
      ]),
    ],
  };

  it('adds the shards per candidate and abstain, sorts the receipts, hashes the fingerprint', async () => {
    const results = await resultsOf({ ...input, abstain: true });
    expect(results.kandidat.map((c) => [c.nomor, c.suara])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(results).toMatchObject({ abstain: 1, suaraMasuk: 3, jumlahPemilih: 10 });
    expect(results.kodeTanda).toEqual([...input.receipts].sort());
    expect(results.sidikJari).toBe(await ballotFingerprint(results.kodeTanda, results.kandidat, 1));
  });

  it('says no abstain when the ballot had none', async () => {
    const results = await resultsOf({ ...input, abstain: false });
    expect(results.abstain).toBeNull();
    expect(results.sidikJari).toBe(
      await ballotFingerprint(results.kodeTanda, results.kandidat, null),
    );
  });
});
