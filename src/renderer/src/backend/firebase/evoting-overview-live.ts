import { query, where, type DocumentSnapshot } from 'firebase/firestore';
import type { ElectionOverview } from '../evoting-api';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import { evotingRefs } from './evoting-access';
import { committeeFromDoc, electionFromDoc, mapDocs } from './evoting-docs';
import { clockedEmitter, combineSources, keyedSources } from './evoting-live';
import { byNewest, countRoll, NO_ROLL, overviewOf, type RollCounts } from './evoting-overview';
import { docSource, querySource } from './evoting-sources';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError } from './firebase-errors';

type Snapshot = Pick<DocumentSnapshot, 'id' | 'data' | 'exists'>;

/**
 * Elections as overviews, live: every one (the master's Manajemen E-Voting and their own list)
 * or those whose committee `uid` sits on (watchMyElections). The election and committee documents
 * are followed; the roll is counted again (count aggregations) whenever they change, and the
 * states move with the clock (clockedEmitter).
 */
export function watchOverviews(
  h: FirebaseHandles,
  scope: { all: true } | { uid: string },
  observer: LiveObserver<ElectionOverview[]>,
): Unsubscribe {
  const refs = evotingRefs(h);
  let elections: Snapshot[] | null = null;
  let committees: Snapshot[] = [];
  const counts = new Map<string, RollCounts>();
  let stopped = false;
  let generation = 0;
  const stops: Unsubscribe[] = [];
  const stop = () => {
    stopped = true;
    clock.stop();
    for (const unsubscribe of stops.splice(0)) unsubscribe();
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    observer.error?.(toBackendError(error));
  };
  const clock = clockedEmitter((now) => {
    if (!elections) return [];
    const byId = new Map(committees.map((d) => [d.id, committeeFromDoc(d.data())]));
    const records = mapDocs(elections, (id, data) => electionFromDoc(id, data, now));
    // The first answer waits for the roll counts; later ones show the last counts meanwhile.
    if (!records.every((r) => counts.has(r.election.id))) return [];
    observer.next(
      records
        .map((r) =>
          overviewOf(r, byId.get(r.election.id) ?? null, counts.get(r.election.id) ?? NO_ROLL),
        )
        .sort(byNewest),
    );
    return records.map((r) => r.election);
  });
  const changed = () => {
    clock.refresh();
    const ids = (elections ?? []).map((d) => d.id);
    const call = (generation += 1);
    Promise.all(ids.map(async (id) => [id, await countRoll(h, id)] as const)).then((found) => {
      if (stopped || call !== generation) return;
      counts.clear();
      for (const [id, count] of found) counts.set(id, count);
      clock.refresh();
    }, fail);
  };

  if ('all' in scope) {
    stops.push(
      combineSources(
        { elections: querySource(refs.elections()), committees: querySource(refs.committees()) },
        (values) => {
          elections = values.elections;
          committees = values.committees;
          changed();
        },
        fail,
      ),
    );
    return stop;
  }
  // A committee account reads its own committees by a query the rules allow, then each of
  // their elections by id.
  const perElection = keyedSources<Snapshot>(
    (id) => docSource(refs.election(id)),
    (values) => {
      elections = [...values.values()].filter((d) => d.exists());
      changed();
    },
    fail,
  );
  stops.push(perElection.stop);
  stops.push(
    querySource(query(refs.committees(), where('panitia', 'array-contains', scope.uid)))((docs) => {
      committees = docs;
      perElection.setKeys(docs.map((d) => d.id));
    }, fail),
  );
  return stop;
}
