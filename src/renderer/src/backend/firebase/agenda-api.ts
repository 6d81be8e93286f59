import { collection, getDocs, onSnapshot, query, where } from 'firebase/firestore';
import type { ActivityRecord } from '../../../../shared/agenda/activities';
import { agendaResource } from '../../../../shared/agenda/agenda-resource';
import {
  AGENDA_UPCOMING_MAX,
  toUpcoming,
  upcomingActivities,
} from '../../../../shared/agenda/agenda-view';
import { wallClockOf } from '../../../../shared/agenda/wall-clock';
import type { AgendaApi } from '../agenda-api';
import { pageOrigin } from '../page-origin';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { recordsOfSnapshot } from './resource-mapping';

const recordsOf = (snapshot: Parameters<typeof recordsOfSnapshot>[1]) =>
  recordsOfSnapshot(agendaResource, snapshot) as ActivityRecord[];

/**
 * The agenda on Firestore. The home page asks for the activities not yet over when it opens
 * (wall-clock text compares as the instants do; a single-field index answers it). There is no
 * server to answer a feed: the calendar file is built here, in the browser, from the public
 * collection with the same writer the embedded server's feed uses (docs/FIREBASE.md).
 */
export function createFirebaseAgendaApi(h: FirebaseHandles, publicUrl: string | null): AgendaApi {
  const activities = () => collection(h.db, agendaResource.firestoreCollection);
  return {
    watchUpcoming: (observer) => {
      const now = wallClockOf(Date.now());
      return onSnapshot(
        query(activities(), where('selesai', '>', now)),
        (snapshot) =>
          observer.next(
            upcomingActivities(recordsOf(snapshot), now, AGENDA_UPCOMING_MAX).map(toUpcoming),
          ),
        (error) => observer.error?.(toBackendError(error)),
      );
    },
    feedUrl: () => null,
    calendarFile: () =>
      translated(async () => {
        const [snapshot, { agendaIcs }] = await Promise.all([
          getDocs(activities()),
          // ical-generator arrives with the first download, not with the page.
          import('../../../../shared/agenda/agenda-feed'),
        ]);
        const text = agendaIcs(recordsOf(snapshot), { siteUrl: publicUrl ?? pageOrigin() });
        return new Blob([text], { type: 'text/calendar;charset=utf-8' });
      }),
  };
}
