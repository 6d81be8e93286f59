import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
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
import { fakeFirestore } from '../../test/fake-firestore';
import { createFirebaseBeleniosCommitteeApi } from './belenios-committee-api';
import { createFirebaseElectionSettings } from './evoting-election-settings';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));

/**
 * Mandatory trustees on Firebase, as on the embedded server (migration 18): an election marked
 * `terenkripsi` at its approval is neither scheduled nor opened before its trustees are named,
 * with the server's message; an election made before (no mark) keeps the plaintext path.
 */
const settings = createFirebaseElectionSettings(handles);
const committee = createFirebaseBeleniosCommitteeApi(handles);
const SETUP = `${EVENT_PATH}/belenios/setup`;
const schedule = () => ({
  mulai: new Date(Date.now() + HOUR).toISOString(),
  selesai: new Date(Date.now() + 2 * HOUR).toISOString(),
});
const endIn = (offset: number) => new Date(Date.now() + offset).toISOString();

function marked(terenkripsi: boolean) {
  seedElection(null);
  if (terenkripsi)
    fakeFirestore.docs.set(EVENT_PATH, { ...fakeFirestore.docs.get(EVENT_PATH), terenkripsi });
  onRoll('v1');
  session.uid = 'panitia';
}

describe('an election made since trustees are mandatory', () => {
  beforeEach(() => marked(true));

  it('is not scheduled before its trustees are named, with the server’s message', async () => {
    await refusal(
      settings.setSchedule(EVENT, schedule()),
      'CONFLICT',
      BELENIOS_MESSAGES.trusteesRequired,
    );
    // A wrong time is still shown at its field first, as on the server.
    await expect(
      settings.setSchedule(EVENT, { mulai: endIn(-HOUR), selesai: endIn(HOUR) }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await committee.nameTrustees(EVENT, { ambang: 1, panitia: ['panitia'], saksi: [] });
    await settings.setSchedule(EVENT, schedule());
    expect(fakeFirestore.docs.get(SETUP)?.dibukaUnix).toEqual(expect.any(Number));
  });

  it('is not opened now before its trustees are named', async () => {
    await refusal(
      settings.openNow(EVENT, endIn(HOUR)),
      'CONFLICT',
      BELENIOS_MESSAGES.trusteesRequired,
    );
    await committee.nameTrustees(EVENT, { ambang: 1, panitia: ['panitia'], saksi: [] });
    await refusal(settings.openNow(EVENT, endIn(HOUR)), 'CONFLICT', BELENIOS_MESSAGES.notReady);
  });
});

describe('an election made before (no mark)', () => {
  beforeEach(() => marked(false));

  it('is scheduled and opened without trustees: the plaintext ballot', async () => {
    await settings.setSchedule(EVENT, schedule());
    const opened = await settings.openNow(EVENT, endIn(HOUR));
    expect(opened.state).toBe('berlangsung');
    expect(fakeFirestore.docs.has(SETUP)).toBe(false);
  });
});
