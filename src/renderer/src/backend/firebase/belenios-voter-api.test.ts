import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTH_MESSAGES } from '../../../../shared/evoting/ballot';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import {
  makeFirebaseElection,
  type FirebaseElectionFixture,
} from '../../../../shared/evoting/belenios/firebase-election-fixture';
import { sha256B64, sha256Hex } from '../../../../shared/evoting/belenios/hash';
import { ballotTracker } from '../../../../shared/evoting/belenios/tracker';
import {
  EVENT,
  EVENT_PATH,
  HOUR,
  handles,
  onRoll,
  refusal,
  seedElection,
  session,
} from '../../test/belenios-firebase-fixtures';
import { Timestamp, fakeFirestore } from '../../test/fake-firestore';
import { createFirebaseBeleniosVoterApi, CREDENTIALS_LIST_FROZEN } from './belenios-voter-api';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));

/**
 * A Belenios election's voter side on Firebase, with Firestore faked: what the voter's browser
 * checks before writing (the embedded server's refusals and texts) and the documents it writes
 * (the batch shape firestore.rules require). The rules themselves:
 * tests/firebase/firestore-rules.evoting-belenios.test.ts.
 */
let fixture: FirebaseElectionFixture;
beforeAll(() => {
  fixture = makeFirebaseElection();
}, 60_000);

const api = createFirebaseBeleniosVoterApi(handles, () => handles);
const SETUP = `${EVENT_PATH}/belenios/setup`;
const OPEN = { mulai: -HOUR, selesai: HOUR };
const SCHEDULED = { mulai: HOUR, selesai: 2 * HOUR };

/** Voter v1's public credential and ballot in the fixture (the first voter's). */
const mine = () => fixture.documents.ballots[0]!;

/** The setup as the committee writes it: frozen (the scheduled state) or not yet. */
function setup(frozen: boolean) {
  const s = fixture.documents.setup;
  fakeFirestore.docs.set(SETUP, {
    ...s,
    ...(frozen ? {} : { electionJson: null, credentialsJson: null, dibukaUnix: null }),
  });
}

function registered(uid: string, publik: string) {
  fakeFirestore.docs.set(`${SETUP}/kredensial/${uid}`, { publik });
}

beforeEach(() => {
  seedElection(OPEN);
  onRoll('v1');
  session.uid = 'v1';
});

describe('the voter view', () => {
  it('is null for an election without a Belenios setup, and for a draft', async () => {
    expect(await api.view(EVENT)).toBeNull();
    setup(false);
    fakeFirestore.docs.set(EVENT_PATH, {
      ...fakeFirestore.docs.get(EVENT_PATH),
      mulai: null,
      selesai: null,
    });
    expect(await api.view(EVENT)).toBeNull();
  });

  it('gives the UUID, the credential and election.json only once open', async () => {
    seedElection(SCHEDULED);
    onRoll('v1');
    session.uid = 'v1';
    setup(true);
    registered('v1', mine().kredensial);
    expect(await api.view(EVENT)).toEqual({
      uuid: fixture.documents.setup.uuid,
      pemilihan: null,
      kredensial: true,
      kredensialPublik: mine().kredensial,
      tracker: null,
    });
    seedElection(OPEN);
    onRoll('v1');
    session.uid = 'v1';
    setup(true);
    fakeFirestore.docs.set(`${EVENT_PATH}/sudah_memilih/v1`, {
      pada: new Timestamp(Date.now()),
      tracker: mine().tracker,
    });
    expect(await api.view(EVENT)).toEqual({
      uuid: fixture.documents.setup.uuid,
      pemilihan: fixture.documents.setup.electionJson,
      kredensial: false,
      kredensialPublik: null,
      tracker: mine().tracker,
    });
  });

  it('needs a signed-in voter', async () => {
    session.uid = null;
    await refusal(api.view(EVENT), 'UNAUTHENTICATED');
  });
});

describe('registering a public credential', () => {
  beforeEach(() => {
    seedElection(SCHEDULED);
    onRoll('v1');
    session.uid = 'v1';
    setup(false);
  });

  it('writes only the public credential under the voter’s uid', async () => {
    await api.registerCredential(EVENT, mine().kredensial);
    expect(fakeFirestore.commits).toEqual([
      [{ op: 'set', path: `${SETUP}/kredensial/v1`, data: { publik: mine().kredensial } }],
    ]);
  });

  it('refuses what is not a group element in canonical decimal', async () => {
    await refusal(
      api.registerCredential(EVENT, '12345'),
      'VALIDATION',
      BELENIOS_MESSAGES.badCredential,
    );
    await refusal(api.registerCredential(EVENT, 'abc'), 'VALIDATION');
  });

  it('refuses a voter who is not verified, an open election and a frozen list', async () => {
    onRoll('v1', 'menunggu');
    await refusal(
      api.registerCredential(EVENT, mine().kredensial),
      'CONFLICT',
      BELENIOS_MESSAGES.notOnVerifiedRoll,
    );
    onRoll('v1');
    setup(true);
    await refusal(
      api.registerCredential(EVENT, mine().kredensial),
      'CONFLICT',
      CREDENTIALS_LIST_FROZEN,
    );
    seedElection(OPEN);
    onRoll('v1');
    session.uid = 'v1';
    setup(true);
    await refusal(
      api.registerCredential(EVENT, mine().kredensial),
      'CONFLICT',
      BELENIOS_MESSAGES.credentialsFrozen,
    );
  });

  it('says an election without trustees has none yet', async () => {
    fakeFirestore.docs.delete(SETUP);
    await refusal(api.registerCredential(EVENT, mine().kredensial), 'NOT_FOUND');
  });
});

describe('casting a ballot', () => {
  beforeEach(() => {
    setup(true);
    registered('v1', mine().kredensial);
  });

  it('writes the ballot under its credential’s hash with the has-voted record, in one batch', async () => {
    expect(await api.castBallot(EVENT, mine().teks)).toEqual({ tracker: mine().tracker });
    expect(fakeFirestore.commits).toHaveLength(1);
    const [ballotOp, votedOp] = fakeFirestore.commits[0]!;
    expect(ballotOp).toEqual({
      op: 'set',
      path: `${SETUP}/surat_suara/${sha256Hex(mine().kredensial)}`,
      data: { kredensial: mine().kredensial, teks: mine().teks, tracker: mine().tracker },
    });
    expect(votedOp?.path).toBe(`${EVENT_PATH}/sudah_memilih/v1`);
    expect(Object.keys(votedOp?.data ?? {}).sort()).toEqual(['pada', 'tracker']);
    expect(votedOp?.data?.['tracker']).toBe(mine().tracker);
    // The ballot names no voter.
    expect(JSON.stringify(ballotOp?.data)).not.toContain('v1');
  });

  it('refuses a second ballot, a closed election and a voter without a listed credential', async () => {
    await api.castBallot(EVENT, mine().teks);
    await refusal(api.castBallot(EVENT, mine().teks), 'CONFLICT', BOOTH_MESSAGES['sudah-memilih']);
    onRoll('v2');
    session.uid = 'v2';
    await refusal(api.castBallot(EVENT, mine().teks), 'CONFLICT', BELENIOS_MESSAGES.noCredential);
    registered('v2', '7');
    await refusal(api.castBallot(EVENT, mine().teks), 'CONFLICT', BELENIOS_MESSAGES.noCredential);
    seedElection({ mulai: -2 * HOUR, selesai: -HOUR });
    onRoll('v1');
    session.uid = 'v1';
    setup(true);
    registered('v1', mine().kredensial);
    await refusal(api.castBallot(EVENT, mine().teks), 'CONFLICT', BOOTH_MESSAGES['sudah-ditutup']);
  });

  it('takes the voter’s registered credential while the opened election’s list is unwritten', async () => {
    // The first browser after the opening writes the list; a voter can be quicker than that.
    fakeFirestore.docs.set(SETUP, { ...fixture.documents.setup, credentialsJson: null });
    expect(await api.castBallot(EVENT, mine().teks)).toEqual({ tracker: mine().tracker });
    onRoll('v2');
    session.uid = 'v2';
    await refusal(api.castBallot(EVENT, mine().teks), 'CONFLICT', BELENIOS_MESSAGES.noCredential);
  });

  it('refuses a ballot signed with another credential, or altered, before writing', async () => {
    const other = fixture.documents.ballots[1]!;
    await refusal(
      api.castBallot(EVENT, other.teks),
      'VALIDATION',
      BELENIOS_MESSAGES.wrongCredential,
    );
    // Another election's fingerprint: the ballot's proofs no longer name this election.
    const altered = mine().teks.replace(
      fixture.election.fingerprint,
      sha256B64('another election'),
    );
    expect(altered).not.toBe(mine().teks);
    const error = await refusal(api.castBallot(EVENT, altered), 'VALIDATION');
    expect(error.message.startsWith(BELENIOS_MESSAGES.badBallot)).toBe(true);
  });
});

describe('the public ballot box', () => {
  it('lists every tracker, recomputed and sorted, without the refused ones', async () => {
    setup(true);
    for (const b of fixture.documents.ballots)
      fakeFirestore.docs.set(`${SETUP}/surat_suara/${sha256Hex(b.kredensial)}`, { ...b });
    const all = fixture.documents.ballots.map((b) => ballotTracker(b.teks)).sort();
    const box = await api.ballotBox(EVENT);
    expect(box).toEqual({
      uuid: fixture.documents.setup.uuid,
      sidikJari: sha256B64(fixture.documents.setup.electionJson ?? ''),
      tracker: all,
    });
    expect(box.sidikJari).toBe(fixture.election.fingerprint);
    fakeFirestore.docs.set(`${EVENT_PATH}/belenios/tally`, {
      tallyJson: '[]',
      sizedTallyJson: '{}',
      ditolak: [{ tracker: all[0], alasan: 'uji' }],
    });
    expect((await api.ballotBox(EVENT)).tracker).toEqual(all.slice(1));
  });

  it('does not exist before the opening', async () => {
    seedElection(SCHEDULED);
    setup(true);
    await refusal(api.ballotBox(EVENT), 'NOT_FOUND');
  });
});
