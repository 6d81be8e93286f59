import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scRoomsResource } from '../../../../shared/sc/rooms-resource';
import { ROOM_REMOVE_MESSAGES } from '../../../../shared/sc/room-usage';
import { fakeFirestore } from '../../test/fake-firestore';
import { atJakarta, bookingForm, docsOf, scApi, seedLoans } from '../../test/sc-firebase-fixtures';
import type { FirebaseHandles } from './firebase-app';
import { createFirebaseResourceApi } from './resource-api';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));
vi.mock('firebase/storage', () => import('../../test/fake-storage'));

/**
 * The rooms' remove guards on Firebase (rooms-resource.ts): a half stays while a combination lists
 * it (asked with array-contains), a room while active bookings from today on use it (the public
 * calendar's documents, room-usage.ts), as the embedded server refuses.
 */
const resources = () =>
  createFirebaseResourceApi({
    db: {},
    storage: {},
    auth: { currentUser: { uid: 'pora' } },
  } as unknown as FirebaseHandles);

const refusedWith = async (id: string) =>
  resources()
    .remove(scRoomsResource, id)
    .then(
      () => null,
      (error: Error) => error.message,
    );

beforeEach(() => {
  seedLoans();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(atJakarta('2026-03-01', '10:00'));
});
afterEach(() => vi.useRealTimers());

describe('removing a room on Firebase', () => {
  it('keeps a half a combination lists', async () => {
    expect(await refusedWith('barat')).toBe(
      ROOM_REMOVE_MESSAGES.partOfCombination('Badminton Barat', 1),
    );
  });

  it('keeps a room booked from today on, then lets it go once the booking is past', async () => {
    await scApi().book(bookingForm({ ruangId: 'gabung' }));
    expect(await refusedWith('gabung')).toBe(
      ROOM_REMOVE_MESSAGES.stillBooked('Badminton Barat & Timur', 1),
    );
    vi.setSystemTime(atJakarta('2026-03-03', '00:00'));
    expect(await refusedWith('gabung')).toBeNull();
    expect(docsOf('sc_rooms').has('gabung')).toBe(false);
    expect(fakeFirestore.commits.at(-1)?.some((op) => op.path.startsWith('histori/'))).toBe(true);
  });
});
