import { sendSignInLinkToEmail } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import {
  derivePublicCredential,
  generatePrivateCredential,
} from '../../../../shared/evoting/belenios/credential';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import {
  EVENT_PATH,
  EVENT,
  HOUR,
  handles,
  onRoll,
  refusal,
  seedElection,
  session,
  setSchedule,
} from '../../test/belenios-firebase-fixtures';
import { fakeFirestore } from '../../test/fake-firestore';
import { createFirebaseBeleniosCommitteeApi } from './belenios-committee-api';
import { freezeCredentialList } from './belenios-credential-list';
import { beleniosOpenProblem, beleniosSetupChange, openingInstant } from './belenios-opening';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));
vi.mock('firebase/auth', () => ({ sendSignInLinkToEmail: vi.fn(() => Promise.resolve()) }));

/**
 * The committee's Belenios side on Firebase, with Firestore faked: naming trustees, the
 * credential authority, the readiness to open, and the credential list written after the
 * opening — the embedded server's decisions and messages, and the documents the rules expect.
 * Trustees' messages and steps 4 and 6: trustee-api.test.ts.
 */
const api = createFirebaseBeleniosCommitteeApi(handles);
const SETUP = `${EVENT_PATH}/belenios/setup`;
const SCHEDULED = { mulai: HOUR, selesai: 2 * HOUR };
const credential = () =>
  derivePublicCredential(BELENIOS_2048, 'UjiFirebase1234', generatePrivateCredential()).toString();
const named = {
  ambang: 2,
  panitia: ['panitia', 'panitia2'],
  saksi: [{ nama: 'Saksi Satu', email: 'Saksi@Uji.test' }],
};

beforeEach(() => {
  vi.mocked(sendSignInLinkToEmail).mockClear();
  seedElection(SCHEDULED);
  session.uid = 'panitia';
});

describe('nameTrustees', () => {
  it('writes the setup, each access and empty messages, and the history entry in one batch', async () => {
    const answer = await api.nameTrustees(EVENT, named);
    expect(fakeFirestore.commits).toHaveLength(1);
    const setup = fakeFirestore.docs.get(SETUP)!;
    expect(setup).toMatchObject({
      ambang: 2,
      trusteesJson: null,
      electionJson: null,
      credentialsJson: null,
    });
    expect(setup['uuid']).toMatch(/^[1-9A-HJ-NP-Za-km-z]{14}$/);
    // The schedule's start already set: the archive's timestamp is its second.
    const mulai = (fakeFirestore.docs.get(EVENT_PATH)!['mulai'] as { millis: number }).millis;
    expect(setup['dibukaUnix']).toBe(Math.floor(mulai / 1000));
    expect(fakeFirestore.docs.get(`${SETUP}/wali_akses/1`)).toEqual({
      jenis: 'panitia',
      uid: 'panitia',
      email: null,
    });
    expect(fakeFirestore.docs.get(`${SETUP}/wali_akses/3`)).toEqual({
      jenis: 'saksi',
      uid: null,
      email: 'saksi@uji.test',
    });
    expect(fakeFirestore.docs.get(`${SETUP}/wali/3`)).toEqual({
      nama: 'Saksi Satu',
      jenis: 'saksi',
      sertifikat: null,
      polinomial: null,
      vinput: null,
      verifikasi: null,
    });
    const histori = [...fakeFirestore.docs.entries()].find(([p]) => p.startsWith('histori/'))?.[1];
    expect(histori?.['action']).toBe(EVOTING_HISTORY.trusteesNamed('Pemira', 3, 2));
    expect(answer).toMatchObject({ ambang: 2, tahap: 'sertifikat', saksi: [] });
    expect(answer.wali.map((w) => [w.posisi, w.nama, w.jenis])).toEqual([
      [1, 'Nama panitia', 'panitia'],
      [2, 'Nama panitia2', 'panitia'],
      [3, 'Saksi Satu', 'saksi'],
    ]);
    await expect(api.trusteeStatus(EVENT)).resolves.toMatchObject({ uuid: setup['uuid'] });
    // The witness is mailed a sign-in link for their position instead of a code.
    expect(sendSignInLinkToEmail).toHaveBeenCalledExactlyOnceWith(handles.auth, 'saksi@uji.test', {
      url: `https://portal.uji/wali/masuk?pemilihan=${EVENT}&posisi=3`,
      handleCodeInApp: true,
    });
  });

  it('names again with the UUID kept, removing positions beyond the new list', async () => {
    await api.nameTrustees(EVENT, named);
    const uuid = fakeFirestore.docs.get(SETUP)!['uuid'];
    await api.nameTrustees(EVENT, { ambang: 1, panitia: ['panitia'], saksi: [] });
    expect(fakeFirestore.docs.get(SETUP)).toMatchObject({ uuid, ambang: 1 });
    expect(fakeFirestore.docs.has(`${SETUP}/wali/2`)).toBe(false);
    expect(fakeFirestore.docs.has(`${SETUP}/wali_akses/3`)).toBe(false);
  });

  it("refuses the embedded server's cases with its messages, writing nothing", async () => {
    await refusal(
      api.nameTrustees(EVENT, { ...named, ambang: 4 }),
      'VALIDATION',
      BELENIOS_MESSAGES.thresholdTooHigh,
    );
    await refusal(
      api.nameTrustees(EVENT, { ambang: 1, panitia: [], saksi: [] }),
      'VALIDATION',
      BELENIOS_MESSAGES.noTrustees,
    );
    await refusal(
      api.nameTrustees(EVENT, { ...named, panitia: ['panitia', 'panitia'] }),
      'VALIDATION',
      BELENIOS_MESSAGES.duplicateTrustee,
    );
    await refusal(
      api.nameTrustees(EVENT, { ...named, panitia: ['master'] }),
      'VALIDATION',
      BELENIOS_MESSAGES.notCommittee,
    );
    session.uid = 'bukan';
    await refusal(api.nameTrustees(EVENT, named), 'FORBIDDEN');
    session.uid = 'panitia';
    await api.nameTrustees(EVENT, named);
    fakeFirestore.docs.set(`${SETUP}/wali/1`, {
      ...fakeFirestore.docs.get(`${SETUP}/wali/1`),
      sertifikat: '{}',
    });
    await refusal(api.nameTrustees(EVENT, named), 'CONFLICT', BELENIOS_MESSAGES.trusteesStarted);
    setSchedule({ mulai: -HOUR, selesai: HOUR });
    await refusal(api.nameTrustees(EVENT, named), 'CONFLICT', BELENIOS_MESSAGES.trusteesFrozen);
  });

  it('answers null status for an election without trustees', async () => {
    await expect(api.trusteeStatus(EVENT)).resolves.toBeNull();
  });
});

describe('credentials', () => {
  beforeEach(async () => {
    await api.nameTrustees(EVENT, named);
    onRoll('v1');
    onRoll('v2');
    onRoll('v3', 'menunggu');
  });

  it('lists verified voters without one and issues create-only documents', async () => {
    const own = credential();
    fakeFirestore.docs.set(`${SETUP}/kredensial/v1`, { publik: own });
    await expect(api.credentialStatus(EVENT)).resolves.toEqual({
      tanpaKredensial: [{ voterId: 'v2', nim: '0123000v2', nama: 'Pemilih v2' }],
      jumlahKredensial: 1,
    });
    const made = credential();
    await expect(api.issueCredentials(EVENT, [{ voterId: 'v2', publik: made }])).resolves.toEqual({
      jumlahKredensial: 2,
    });
    expect(fakeFirestore.docs.get(`${SETUP}/kredensial/v2`)).toEqual({ publik: made });
    const last = fakeFirestore.commits.at(-1)!;
    expect(last.map((op) => op.op)).toEqual(['set', 'set']);
    expect(last[1]!.data?.['action']).toBe(EVOTING_HISTORY.credentialsIssued('Pemira', 1));
  });

  it('refuses an existing, a duplicated, an unverified or a malformed one, and after the opening', async () => {
    const own = credential();
    fakeFirestore.docs.set(`${SETUP}/kredensial/v1`, { publik: own });
    await refusal(
      api.issueCredentials(EVENT, [{ voterId: 'v1', publik: credential() }]),
      'CONFLICT',
      BELENIOS_MESSAGES.credentialExists,
    );
    await refusal(
      api.issueCredentials(EVENT, [{ voterId: 'v2', publik: own }]),
      'CONFLICT',
      BELENIOS_MESSAGES.credentialTaken,
    );
    const twice = credential();
    await refusal(
      api.issueCredentials(EVENT, [
        { voterId: 'v2', publik: twice },
        { voterId: 'v3', publik: twice },
      ]),
      'CONFLICT',
      BELENIOS_MESSAGES.credentialTaken,
    );
    await refusal(
      api.issueCredentials(EVENT, [{ voterId: 'v3', publik: credential() }]),
      'CONFLICT',
      BELENIOS_MESSAGES.voterNotVerified,
    );
    await refusal(
      api.issueCredentials(EVENT, [{ voterId: 'v2', publik: '12345' }]),
      'VALIDATION',
      BELENIOS_MESSAGES.badCredential,
    );
    setSchedule({ mulai: -HOUR, selesai: HOUR });
    await refusal(
      api.issueCredentials(EVENT, [{ voterId: 'v2', publik: credential() }]),
      'CONFLICT',
      BELENIOS_MESSAGES.credentialsFrozen,
    );
  });

  it('opens only with keys ready, a credential for every verified voter, none shared', async () => {
    await expect(beleniosOpenProblem(handles, EVENT, false)).resolves.toBe(
      BELENIOS_MESSAGES.notReady,
    );
    fakeFirestore.docs.set(SETUP, { ...fakeFirestore.docs.get(SETUP), trusteesJson: '[]' });
    await expect(beleniosOpenProblem(handles, EVENT, false)).resolves.toBe(
      BELENIOS_MESSAGES.credentialsMissing(2),
    );
    const same = credential();
    fakeFirestore.docs.set(`${SETUP}/kredensial/v1`, { publik: same });
    fakeFirestore.docs.set(`${SETUP}/kredensial/v2`, { publik: same });
    await expect(beleniosOpenProblem(handles, EVENT, false)).resolves.toBe(
      BELENIOS_MESSAGES.duplicateCredentials(1),
    );
    fakeFirestore.docs.set(`${SETUP}/kredensial/v2`, { publik: credential() });
    await expect(beleniosOpenProblem(handles, EVENT, false)).resolves.toBeNull();
  });

  it("writes the verified voters' list once, only after the opening", async () => {
    const [a, b] = [credential(), credential()];
    fakeFirestore.docs.set(`${SETUP}/kredensial/v1`, { publik: a });
    fakeFirestore.docs.set(`${SETUP}/kredensial/v2`, { publik: b });
    fakeFirestore.docs.set(`${SETUP}/kredensial/v3`, { publik: credential() });
    await expect(freezeCredentialList(handles, EVENT)).resolves.toBeNull();
    setSchedule({ mulai: -HOUR, selesai: HOUR });
    const list = await freezeCredentialList(handles, EVENT);
    const sorted = [a, b].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1));
    expect(list).toBe(JSON.stringify(sorted));
    expect(fakeFirestore.docs.get(SETUP)!['credentialsJson']).toBe(list);
    const commits = fakeFirestore.commits.length;
    await expect(freezeCredentialList(handles, EVENT)).resolves.toBeNull();
    expect(fakeFirestore.commits).toHaveLength(commits);
  });
});

describe('the opening', () => {
  it('puts "Buka sekarang" a few whole seconds ahead', () => {
    expect(openingInstant(Date.parse('2026-05-01T10:00:00.200Z'))).toBe('2026-05-01T10:00:06.000Z');
  });

  it('makes the setup follow the start; election.json only once the keys exist', async () => {
    await expect(beleniosSetupChange(handles, EVENT, { mulai: null })).resolves.toBeNull();
    await api.nameTrustees(EVENT, named);
    const change = await beleniosSetupChange(handles, EVENT, { mulai: '2026-05-01T10:00:06.000Z' });
    const updates: unknown[] = [];
    change?.({ update: (_ref: unknown, data: unknown) => updates.push(data) } as never);
    expect(updates).toEqual([
      { electionJson: null, dibukaUnix: Date.parse('2026-05-01T10:00:06Z') / 1000 },
    ]);
  });
});
