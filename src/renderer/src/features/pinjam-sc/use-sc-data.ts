import { LIVE_TOPICS } from '../../../../shared/live';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { scQuestionsResource } from '../../../../shared/sc/questions-resource';
import { scRoomsResource } from '../../../../shared/sc/rooms-resource';
import { sortRecords } from '../../../../shared/resources/resource-rules';
import { readLiveOnce } from '../../backend/read-live-once';
import { useBackendQuery } from '../../backend/use-backend-query';
import { useLiveQuery } from '../../backend/use-live-query';
import { useResourceList } from '../../backend/use-resource';

/**
 * The loans' live reads (Backend.sc's topics and the two declared collections), shared by the
 * public screens and Kelola Peminjaman SC: one subscription per topic, whichever screen asks.
 */

/** The settings (the backend applies the defaults); undefined until the first answer. */
export function useScSettings() {
  const state = useLiveQuery(LIVE_TOPICS.scSettings);
  return { settings: state.value, error: state.error };
}

/** The public calendar: active bookings as room, time and organisation. */
export function useSchedule() {
  const state = useLiveQuery(LIVE_TOPICS.scSchedule);
  return { slots: state.value, error: state.error };
}

/** Every booking with everything (Kelola Peminjaman SC only: the backend refuses anyone else). */
export function useManagedBookings() {
  const state = useLiveQuery(LIVE_TOPICS.scBookings);
  return { bookings: state.value, error: state.error };
}

export function useRooms(): { rooms: ScRoom[] | undefined; error: Error | undefined } {
  const { records, error } = useResourceList(scRoomsResource, 'public');
  return { rooms: records, error };
}

/**
 * The rooms and the questions read once, one after the other, not watched: they change seldom
 * (the backend checks every booking against the stored ones anyway), and a page that also follows
 * the settings and the calendar (or the managers' list) would otherwise hold five of the six
 * connections a browser gives the site, leaving the availability question or the booking waiting.
 * `round`: read again when it changes (Kelola Peminjaman SC, back from editing them).
 */
export function useRoomsAndQuestionsOnce(round = 0): {
  rooms: ScRoom[] | undefined;
  questions: ScQuestion[] | undefined;
  error: Error | undefined;
} {
  const state = useBackendQuery(['sc-ruang-pertanyaan', round], async (backend) => {
    const rooms = await readLiveOnce<ScRoom[]>((observer) =>
      backend.resources.watch(scRoomsResource, observer),
    );
    const questions = await readLiveOnce<ScQuestion[]>((observer) =>
      backend.resources.watch(scQuestionsResource, observer),
    );
    return {
      rooms: sortRecords(scRoomsResource, rooms),
      questions: sortRecords(scQuestionsResource, questions),
    };
  });
  return { rooms: state.value?.rooms, questions: state.value?.questions, error: state.error };
}
