import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseElection } from '../../../../shared/evoting/belenios/election';
import {
  makeFirebaseElection,
  type FirebaseElectionFixture,
} from '../../../../shared/evoting/belenios/firebase-election-fixture';
import type { CommitteeElection } from '../../../../shared/evoting/election-views';
import {
  EVENT,
  EVENT_PATH,
  HOUR,
  handles,
  onRoll,
  seedElection,
  session,
} from '../../test/belenios-firebase-fixtures';
import { fakeFirestore } from '../../test/fake-firestore';
import { BELENIOS_TURNOUT_INTERVAL_MS } from './belenios-turnout';
import { createFirebaseCandidates } from './evoting-candidates';
import { createFirebaseElectionSettings } from './evoting-election-settings';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));

/**
 * What the committee's pages keep in step with a Belenios election on Firebase: election.json
 * rebuilt in a candidate change's transaction before the opening, and the live turnout, which
 * counts the Belenios ballots by a polled count aggregation (belenios-turnout.ts).
 */
let fixture: FirebaseElectionFixture;
beforeAll(() => {
  fixture = makeFirebaseElection();
}, 60_000);

const SETUP = `${EVENT_PATH}/belenios/setup`;
const candidates = createFirebaseCandidates(handles);
const settings = createFirebaseElectionSettings(handles);
const answers = () =>
  parseElection(String(fakeFirestore.docs.get(SETUP)?.electionJson)).questions[0]?.answers;
const candidate = (nomor: number, nama: string) => ({
  nomor,
  nama,
  namaWakil: null,
  foto: null,
  visi: 'Visi',
  misi: 'Misi',
});

describe('candidate changes before the opening', () => {
  beforeEach(() => {
    seedElection({ mulai: HOUR, selesai: 2 * HOUR });
    session.uid = 'panitia';
    fakeFirestore.docs.set(SETUP, {
      ...fixture.documents.setup,
      credentialsJson: null,
      electionJson: null,
    });
  });

  it('rebuild election.json in the same transaction as the candidate', async () => {
    await candidates.createCandidate(EVENT, candidate(3, 'Calon Tiga'));
    expect(answers()).toEqual(['1. Calon 1 & Wakil Satu', '2. Calon 2', '3. Calon Tiga']);
    const created = fakeFirestore.commits.at(-1)!.map((op) => op.path);
    expect(created).toEqual(expect.arrayContaining([`${EVENT_PATH}/kandidat/3`, SETUP]));

    await candidates.updateCandidate(EVENT, '3', candidate(4, 'Calon Empat'));
    expect(answers()).toEqual(['1. Calon 1 & Wakil Satu', '2. Calon 2', '4. Calon Empat']);

    await candidates.removeCandidate(EVENT, '1');
    expect(answers()).toEqual(['2. Calon 2', '4. Calon Empat']);
    expect(fakeFirestore.docs.get(SETUP)?.credentialsJson).toBeNull();
  });

  it('leave election.json empty while the keys are not made', async () => {
    fakeFirestore.docs.set(SETUP, { ...fakeFirestore.docs.get(SETUP), trusteesJson: null });
    await candidates.createCandidate(EVENT, candidate(3, 'Calon Tiga'));
    expect(fakeFirestore.docs.get(SETUP)?.electionJson).toBeNull();
  });

  it('write no setup for an election without trustees', async () => {
    fakeFirestore.docs.delete(SETUP);
    await candidates.createCandidate(EVENT, candidate(3, 'Calon Tiga'));
    expect(fakeFirestore.docs.has(SETUP)).toBe(false);
  });
});

describe("the committee's live turnout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const ballot = (key: string) =>
    fakeFirestore.docs.set(`${SETUP}/surat_suara/${key}`, {
      kredensial: '7',
      teks: '{}',
      tracker: key,
    });

  /** Follows the summary; answers every turnout it showed. */
  function follow() {
    const seen: CommitteeElection[] = [];
    const stop = settings.watchElection(EVENT, {
      next: (value) => seen.push(value),
      error: (error) => {
        throw error;
      },
    });
    return { stop, turnout: () => seen.at(-1)?.sudahMemilih };
  }

  it('counts Belenios ballots by polling a count while open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    seedElection({ mulai: -HOUR, selesai: HOUR });
    session.uid = 'panitia';
    for (const uid of ['v1', 'v2', 'v3']) onRoll(uid);
    fakeFirestore.docs.set(SETUP, { ...fixture.documents.setup });
    ballot('a');
    const { stop, turnout } = follow();
    await vi.waitFor(() => expect(turnout()).toBe(1));
    // A new ballot downloads nothing: it shows at the next count.
    ballot('b');
    expect(turnout()).toBe(1);
    await vi.advanceTimersByTimeAsync(BELENIOS_TURNOUT_INTERVAL_MS);
    expect(turnout()).toBe(2);
    stop();
    ballot('c');
    await vi.advanceTimersByTimeAsync(BELENIOS_TURNOUT_INTERVAL_MS);
    expect(turnout()).toBe(2);
  });

  it('queries no ballot before the opening', async () => {
    seedElection({ mulai: HOUR, selesai: 2 * HOUR });
    session.uid = 'panitia';
    fakeFirestore.docs.set(SETUP, { ...fixture.documents.setup, credentialsJson: null });
    ballot('a');
    const { stop, turnout } = follow();
    await Promise.resolve();
    expect(turnout()).toBe(0);
    stop();
  });
});
