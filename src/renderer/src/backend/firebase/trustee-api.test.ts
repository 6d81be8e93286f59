import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import {
  makeFirebaseElection,
  type FirebaseElectionFixture,
} from '../../../../shared/evoting/belenios/firebase-election-fixture';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import {
  thresholdStep3,
  thresholdStep5,
} from '../../../../shared/evoting/belenios/threshold-keygen';
import {
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
} from '../../../../shared/evoting/belenios/threshold-trustee';
import {
  EVENT,
  EVENT_PATH,
  HOUR,
  handles,
  refusal,
  seedElection,
  session,
  setSchedule,
} from '../../test/belenios-firebase-fixtures';
import { fakeFirestore } from '../../test/fake-firestore';
import { createFirebaseBeleniosCommitteeApi } from './belenios-committee-api';
import type { FirebaseHandles } from './firebase-app';
import { createFirebaseTrusteeApi } from './trustee-api';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));
vi.mock('firebase/auth', () => ({ sendSignInLinkToEmail: vi.fn(() => Promise.resolve()) }));

/**
 * The trustees' side on Firebase, with Firestore faked and real keys: the three key-generation
 * steps checked in the trustee's browser, Belenios' steps 4 and 6 run by a committee browser
 * (the committee trustee's own, or the committee's status read), and the partial decryption.
 */
const G = BELENIOS_2048;
/** The witnesses' own app (witness-link.ts): signed out unless a test signs a witness in. */
const witnessSession = { uid: null as string | null, email: null as string | null };
const witnessHandles = {
  ...handles,
  auth: {
    authStateReady: async () => undefined,
    get currentUser() {
      const { uid, email } = witnessSession;
      return uid ? { uid, email, emailVerified: true } : null;
    },
  },
} as unknown as FirebaseHandles;
const trustees = createFirebaseTrusteeApi(handles, () => witnessHandles);
const committee = createFirebaseBeleniosCommitteeApi(handles);
const SETUP = `${EVENT_PATH}/belenios/setup`;
const as = (uid: string | null, email: string | null = null) => {
  session.uid = uid;
  session.email = email;
};

describe('key generation', () => {
  beforeEach(async () => {
    seedElection({ mulai: HOUR, selesai: 2 * HOUR });
    as('panitia');
    await committee.nameTrustees(EVENT, {
      ambang: 2,
      panitia: ['panitia'],
      saksi: [{ nama: 'Saksi', email: 'saksi@uji.test' }],
    });
  });

  it('runs the three steps, then steps 4 and 6 in committee browsers', async () => {
    const seeds = [generateThresholdSeed(), generateThresholdSeed()];
    const certs = seeds.map((s) => makeCertificate(G, s));
    const witness = () => as('saksi-uid', 'saksi@uji.test');

    as('panitia');
    let view = await trustees.send(EVENT, 'sertifikat', serializeSignedMessage(certs[0]!));
    expect(view).toMatchObject({
      posisi: 1,
      n: 2,
      ambang: 2,
      tahap: 'sertifikat',
      sertifikat: null,
    });
    await refusal(
      trustees.send(EVENT, 'sertifikat', serializeSignedMessage(certs[0]!)),
      'CONFLICT',
      BELENIOS_MESSAGES.alreadyDone,
    );
    witness();
    await refusal(
      trustees.send(EVENT, 'sertifikat', serializeSignedMessage(certs[0]!)),
      'CONFLICT',
      BELENIOS_MESSAGES.duplicateCertificate,
    );
    await refusal(
      trustees.send(EVENT, 'sertifikat', '{"bukan":1}'),
      'VALIDATION',
      BELENIOS_MESSAGES.badCertificate,
    );
    view = await trustees.send(EVENT, 'sertifikat', serializeSignedMessage(certs[1]!));
    expect(view).toMatchObject({ posisi: 2, nama: 'Saksi', tahap: 'polinomial' });
    expect(view.sertifikat).toHaveLength(2);
    const parsedCerts = certs;

    // The witness's polynomial first; the committee trustee's completes step 3 and its browser
    // writes step 4 at once.
    await refusal(
      trustees.send(EVENT, 'polinomial', '{"x":1}'),
      'VALIDATION',
      BELENIOS_MESSAGES.badPolynomial,
    );
    await trustees.send(EVENT, 'polinomial', thresholdStep3(G, parsedCerts, seeds[1]!, 2));
    as('panitia');
    view = await trustees.send(EVENT, 'polinomial', thresholdStep3(G, parsedCerts, seeds[0]!, 2));
    expect(view.tahap).toBe('verifikasi');
    expect(view.vinput).toBe(fakeFirestore.docs.get(`${SETUP}/wali/1`)!['vinput']);
    expect(typeof fakeFirestore.docs.get(`${SETUP}/wali/2`)!['vinput']).toBe('string');

    // The committee trustee verifies first; the witness's last message leaves step 6 to the
    // committee's next status read, which writes trustees.json and election.json.
    await trustees.send(
      EVENT,
      'verifikasi',
      thresholdStep5(G, parsedCerts, seeds[0]!, view.vinput!),
    );
    witness();
    const mine = (await trustees.view(EVENT)).vinput!;
    await refusal(
      trustees.send(EVENT, 'verifikasi', thresholdStep5(G, parsedCerts, seeds[0]!, view.vinput!)),
      'VALIDATION',
      BELENIOS_MESSAGES.badVerification,
    );
    view = await trustees.send(
      EVENT,
      'verifikasi',
      thresholdStep5(G, parsedCerts, seeds[1]!, mine),
    );
    expect(view).toMatchObject({ tahap: 'verifikasi', dkey: null });
    expect(fakeFirestore.docs.get(SETUP)!['trusteesJson']).toBeNull();
    as('panitia');
    await expect(committee.trusteeStatus(EVENT)).resolves.toMatchObject({ tahap: 'siap' });
    const setup = fakeFirestore.docs.get(SETUP)!;
    expect(setup['trusteesJson']).toMatch(/^\[\["Pedersen",\{"threshold":2,/);
    expect(JSON.parse(setup['electionJson'] as string)).toMatchObject({
      name: 'Pemira',
      questions: [{ answers: ['1. Calon 1 & Wakil Satu', '2. Calon 2'], blank: true }],
    });
    witness();
    view = await trustees.view(EVENT);
    expect(view).toMatchObject({
      tahap: 'siap',
      pemilihan: null,
      sudah: { verifikasi: true, dekripsi: false },
    });
    expect(view.dkey).not.toBeNull();
  }, 120_000);

  it("acts as the witness signed in with their link, whoever the portal's account is", async () => {
    as('panitia2');
    witnessSession.uid = 'saksi-uid';
    witnessSession.email = 'saksi@uji.test';
    try {
      await expect(trustees.view(EVENT)).resolves.toMatchObject({ posisi: 2, nama: 'Saksi' });
    } finally {
      witnessSession.uid = null;
      witnessSession.email = null;
    }
    // Signed out of the witness app: the portal's account, no trustee, is refused.
    await refusal(trustees.view(EVENT), 'FORBIDDEN', BELENIOS_MESSAGES.notTrustee);
  });

  it('refuses whoever the access documents do not name', async () => {
    as('panitia2');
    await refusal(trustees.view(EVENT), 'FORBIDDEN', BELENIOS_MESSAGES.notTrustee);
    as('x', 'saksi@uji.test');
    session.email = 'lain@uji.test';
    await refusal(trustees.view(EVENT), 'FORBIDDEN', BELENIOS_MESSAGES.notTrustee);
    await refusal(trustees.signIn('saksi@uji.test', 'kode'), 'UNAVAILABLE');
  });
});

describe('partial decryption', () => {
  let fixture: FirebaseElectionFixture;
  beforeAll(() => {
    fixture = makeFirebaseElection();
  }, 60_000);

  beforeEach(() => {
    seedElection({ mulai: -2 * HOUR, selesai: -HOUR });
    const { setup, tally } = fixture.documents;
    fakeFirestore.docs.set(SETUP, { ...setup });
    for (const posisi of [1, 2, 3]) {
      fakeFirestore.docs.set(`${SETUP}/wali_akses/${posisi}`, {
        jenis: 'panitia',
        uid: `w${posisi}`,
        email: null,
      });
      fakeFirestore.docs.set(`${SETUP}/wali/${posisi}`, {
        nama: `Wali ${posisi}`,
        jenis: 'panitia',
        sertifikat: '{}',
        polinomial: '{}',
        vinput: '{}',
        verifikasi: null,
      });
    }
    fakeFirestore.docs.set(`${EVENT_PATH}/belenios/tally`, { ...tally, ditolak: [] });
  });

  it("writes the trustee's checked partial decryption once, and refuses another's", async () => {
    const [first, second] = fixture.documents.decryptions!;
    as(`w${first!.posisi}`);
    const view = await trustees.view(EVENT);
    expect(view).toMatchObject({
      tahap: 'dekripsi',
      tallyTerenkripsi: fixture.documents.tally!.tallyJson,
    });
    await refusal(
      trustees.send(EVENT, 'dekripsi', second!.teks),
      'VALIDATION',
      BELENIOS_MESSAGES.badDecryption,
    );
    const after = await trustees.send(EVENT, 'dekripsi', first!.teks);
    expect(after.sudah.dekripsi).toBe(true);
    expect(
      fakeFirestore.docs.get(`${EVENT_PATH}/belenios/tally/dekripsi/${first!.posisi}`),
    ).toEqual({ teks: first!.teks });
    await refusal(
      trustees.send(EVENT, 'dekripsi', first!.teks),
      'CONFLICT',
      BELENIOS_MESSAGES.alreadyDone,
    );
  });

  it('refuses before the close', async () => {
    setSchedule({ mulai: -HOUR, selesai: HOUR });
    as('w1');
    await refusal(
      trustees.send(EVENT, 'dekripsi', fixture.documents.decryptions![0]!.teks),
      'CONFLICT',
      BELENIOS_MESSAGES.notClosed,
    );
  });
});
