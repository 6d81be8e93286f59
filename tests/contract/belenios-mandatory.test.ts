import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_PATTERN, type BoothView } from '../../src/shared/evoting/ballot';
import { BELENIOS_MESSAGES } from '../../src/shared/evoting/belenios-election';
import type { CommitteeElection } from '../../src/shared/evoting/election-views';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { boxOf, castAs, newBallotVoter, voterBackend } from './support/ballot-fixtures';
import { nameSelfAsTrustee, prepareToOpen } from './support/belenios-committee';
import {
  accountOf,
  electionFor,
  scheduleDirectly,
  storeSnapshot,
  type Account,
  type Voter,
} from './support/evoting-fixtures';
import { markPlaintextLegacy } from './support/legacy-election';
import { liveValue } from './support/live-value';

/**
 * Every new election is a Belenios election (issue 34, "Replaces the plaintext counters of the
 * ballot service for new elections"; migration 18): without trustees its committee can neither
 * schedule nor open it, and no plaintext ballot is ever counted in it; an election made before
 * the upgrade keeps the plaintext path it started with.
 */
const HOUR = 60 * 60 * 1000;
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let panitia: Account;

beforeAll(async () => {
  server = await startTempServer();
  api = apiClient(server.url);
  panitia = accountOf(server, 'panitia_requestor', 'Panitia Wajib Wali');
});
afterAll(async () => {
  await server.dispose();
});

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const refusal = (message: string) => ({ error: { code: 'CONFLICT', message } });
const schedule = (id: string) =>
  api.call('PUT', EVOTING_PATHS.committee(id, 'jadwal'), {
    as: panitia.caller,
    body: { mulai: at(HOUR), selesai: at(2 * HOUR) },
  });
const openNow = (id: string) =>
  api.call('POST', EVOTING_PATHS.committee(id, 'buka'), {
    as: panitia.caller,
    body: { selesai: at(HOUR) },
  });

/** A new election with two candidates and these voters verified: ready but for its trustees. */
async function preparedElection(nama: string, roll: readonly Voter[]): Promise<string> {
  const id = electionFor(server, panitia.user, nama);
  for (const nomor of [1, 2])
    await panitia.backend.committee.createCandidate(id, {
      nomor,
      nama: `Kandidat ${nomor}`,
      namaWakil: null,
      foto: null,
      visi: 'Visi',
      misi: 'Misi',
    });
  for (const voter of roll) await panitia.backend.committee.addToRoll(id, voter);
  return id;
}

describe('a new election without trustees', () => {
  it('cannot be scheduled nor opened, says why, and nothing changes', async () => {
    const id = await preparedElection('Pemilihan Tanpa Wali', [newBallotVoter(server)]);
    const view = await liveValue<CommitteeElection>(
      (observer) => panitia.backend.committee.watchElection(id, observer),
      (value) => value.jumlahPemilih === 1,
    );
    expect(view.belumSiap).toBe(BELENIOS_MESSAGES.trusteesRequired);

    const before = storeSnapshot(server);
    const scheduled = await schedule(id);
    expect(scheduled.status).toBe(409);
    expect(scheduled.body).toEqual(refusal(BELENIOS_MESSAGES.trusteesRequired));
    const opened = await openNow(id);
    expect(opened.status).toBe(409);
    expect(opened.body).toEqual(refusal(BELENIOS_MESSAGES.trusteesRequired));
    expect(storeSnapshot(server)).toBe(before);
  });

  it('never takes a plaintext ballot, even when open by a schedule no route would set', async () => {
    const voter = newBallotVoter(server);
    const id = await preparedElection('Pemilihan Tanpa Wali Terbuka', [voter]);
    scheduleDirectly(server, id, Date.now() - HOUR, Date.now() + HOUR);
    const booth = await liveValue<BoothView>((o) =>
      voterBackend(server, voter).ballot.watchBooth(id, o),
    );
    // The booth never offers the plaintext form; the cast route refuses and counts nothing.
    expect(booth).toMatchObject({ kind: 'terbuka', terenkripsi: true });
    const candidates = server.services.evoting.candidates.list(id);
    const before = storeSnapshot(server);
    const cast = await castAs(api, voter, id, { pilihan: candidates[0]!.id });
    expect(cast.status).toBe(409);
    expect(cast.body).toEqual(refusal(BELENIOS_MESSAGES.legacyCast));
    expect(boxOf(server, id)).toEqual({ voted: [], receipts: [], tally: {} });
    expect(storeSnapshot(server)).toBe(before);
  });
});

describe('a new election whose committee named trustees', () => {
  it('is still a draft to voters: a plaintext cast answers 404, as for any draft', async () => {
    const voter = newBallotVoter(server);
    const id = await preparedElection('Pemilihan Draf Dengan Wali', [voter]);
    await nameSelfAsTrustee(server, panitia, id);
    const candidates = server.services.evoting.candidates.list(id);
    const cast = await castAs(api, voter, id, { pilihan: candidates[0]!.id });
    expect(cast.status).toBe(404);
  });

  it('is prepared whole while still a draft (keys, every credential), then opens', async () => {
    const id = await preparedElection('Pemilihan Disiapkan Saat Draf', [newBallotVoter(server)]);
    await nameSelfAsTrustee(server, panitia, id);
    // The committee's browser acts as credential authority before any schedule is saved.
    await prepareToOpen(server, panitia, id);
    const opened = await openNow(id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: 'berlangsung' });
  });

  it('is scheduled; opening still waits for the key generation', async () => {
    const id = await preparedElection('Pemilihan Dengan Wali', [newBallotVoter(server)]);
    await nameSelfAsTrustee(server, panitia, id);
    const scheduled = await schedule(id);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ state: 'dijadwalkan', belumSiap: null });
    const opened = await openNow(id);
    expect(opened.status).toBe(409);
    expect(opened.body).toEqual(refusal(BELENIOS_MESSAGES.notReady));
  });
});

describe('an election made before the upgrade (migration 18)', () => {
  it('still schedules, opens and takes plaintext ballots without trustees', async () => {
    const voter = newBallotVoter(server);
    const id = await preparedElection('Pemilihan Lama', [voter]);
    markPlaintextLegacy(server.db, id);
    const view = await liveValue<CommitteeElection>(
      (observer) => panitia.backend.committee.watchElection(id, observer),
      (value) => value.jumlahPemilih === 1,
    );
    expect(view.belumSiap).toBeNull();
    expect((await schedule(id)).status).toBe(200);
    const opened = await openNow(id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: 'berlangsung' });

    const booth = await liveValue<BoothView>(
      (o) => voterBackend(server, voter).ballot.watchBooth(id, o),
      (value) => value.kind === 'terbuka',
    );
    expect(booth).not.toHaveProperty('terenkripsi');
    const candidates = server.services.evoting.candidates.list(id);
    const cast = await castAs(api, voter, id, { pilihan: candidates[1]!.id });
    expect(cast.status).toBe(201);
    expect((cast.body as { kodeTanda: string }).kodeTanda).toMatch(RECEIPT_PATTERN);
    expect(boxOf(server, id)).toMatchObject({
      voted: [voter.id],
      tally: { [candidates[1]!.id]: 1 },
    });
  });
});
