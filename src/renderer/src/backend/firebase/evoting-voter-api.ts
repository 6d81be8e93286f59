import {
  collectionGroup,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  EVOTING_MESSAGES,
  toPublicElection,
  type Election,
} from '../../../../shared/evoting/election';
import { joinProblem } from '../../../../shared/evoting/join';
import { byPublicOrder } from '../../../../shared/evoting/public-list';
import type { VoterElection, VoterElectionsApi } from '../evoting-api';
import { ballotRefs } from './ballot-docs';
import { evotingRefs, isDocId, readElection, refuse } from './evoting-access';
import {
  announcementFromDoc,
  EVOTING_COLLECTIONS,
  electionFromDoc,
  mapDoc,
  mapDocs,
  ROLL_VOTER_FIELD,
  rollEntryFromDoc,
} from './evoting-docs';
import { clockedEmitter, combineSources, keyedSources, type Source } from './evoting-live';
import { docSource, querySource } from './evoting-sources';
import { readVoter } from './evoting-voter-lookup';
import { askAgainDoc, rollEntryDoc } from './evoting-writes';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';

interface ElectionView extends Record<string, unknown> {
  election: DocumentSnapshot;
  announcements: QueryDocumentSnapshot[];
  /** The voter's own has-voted record (only they may read it). */
  voted: DocumentSnapshot;
}

/** The election a roll entry belongs to: `pemilihan_events/{id}/pemilih/{uid}`. */
const electionIdOf = (entry: QueryDocumentSnapshot) => entry.ref.parent.parent?.id ?? '';

/**
 * The voter's side of elections on Firestore, as the server's: their own entries on every roll (a
 * collection-group query the rules allow for their own voterId), each election's public document,
 * its announcements and their own has-voted record, drafts left out. Joining is their own entry,
 * created as `menunggu` while the election is scheduled and not open (the rules check it with
 * request.time); a rejected voter asks again by setting their entry back to `menunggu`, the old
 * reason gone.
 */
export function createFirebaseVoterElectionsApi(
  voterApp: () => FirebaseHandles,
): VoterElectionsApi {
  const electionView =
    (h: FirebaseHandles, uid: string) =>
    (id: string): Source<ElectionView> =>
    (next, fail) =>
      combineSources<ElectionView>(
        {
          election: docSource(evotingRefs(h).election(id)),
          announcements: querySource(
            query(evotingRefs(h).announcements(id), orderBy('dibuatPada', 'desc')),
          ),
          voted: docSource(ballotRefs(h).voted(id, uid)),
        },
        next,
        fail,
      );

  /** The voter's entries on every roll and, for each, the election and its announcements. */
  function watchEntries(
    h: FirebaseHandles,
    uid: string,
    observer: Parameters<VoterElectionsApi['watchMine']>[0],
    fail: (error: unknown) => void,
  ): () => void {
    let entries: QueryDocumentSnapshot[] = [];
    let views: ReadonlyMap<string, ElectionView> | null = null;
    let stopped = false;
    const clock = clockedEmitter((now) => {
      if (!views || stopped) return [];
      const shown: { item: VoterElection; election: Election }[] = [];
      for (const entrySnapshot of entries) {
        const entry = mapDoc(entrySnapshot, (id, data) => rollEntryFromDoc(id, data, now));
        const view = views.get(electionIdOf(entrySnapshot));
        const record = view && mapDoc(view.election, (id, data) => electionFromDoc(id, data, now));
        // Drafts are not shown to voters (their committee may be preparing the roll).
        if (!entry || !view || !record || record.election.state === 'draf') continue;
        shown.push({
          election: record.election,
          item: {
            ...toPublicElection(record.election, record.jumlahKandidat),
            statusPemilih: entry.status,
            alasanPenolakan: entry.alasanPenolakan,
            sudahMemilih: view.voted.exists(),
            pengumuman: mapDocs(view.announcements, (id, data) =>
              announcementFromDoc(id, data, now),
            ),
          },
        });
      }
      observer.next(shown.map((s) => s.item).sort(byPublicOrder));
      return shown.map((s) => s.election);
    });
    const perElection = keyedSources<ElectionView>(
      electionView(h, uid),
      (values) => {
        views = values;
        clock.refresh();
      },
      (error) => {
        stop();
        fail(error);
      },
    );
    const stopEntries = querySource(
      query(collectionGroup(h.db, EVOTING_COLLECTIONS.roll), where(ROLL_VOTER_FIELD, '==', uid)),
    )(
      (docs) => {
        entries = docs;
        perElection.setKeys(docs.map(electionIdOf));
      },
      (error) => {
        stop();
        fail(error);
      },
    );
    function stop() {
      stopped = true;
      clock.stop();
      perElection.stop();
      stopEntries();
    }
    return stop;
  }

  return {
    watchMine(observer) {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      const h = voterApp();
      let stopWatching: (() => void) | null = null;
      let cancelled = false;
      // The voter's session is restored asynchronously after a reload: wait for it once.
      void h.auth.authStateReady().then(() => {
        if (cancelled) return;
        const uid = h.auth.currentUser?.uid;
        if (!uid) fail(refuse.unauthenticated());
        else stopWatching = watchEntries(h, uid, observer, fail);
      }, fail);
      return () => {
        cancelled = true;
        stopWatching?.();
      };
    },

    async requestToJoin(eventId) {
      const h = voterApp();
      await h.auth.authStateReady();
      const refs = evotingRefs(h);
      const uid = h.auth.currentUser?.uid;
      if (!uid) throw refuse.unauthenticated();
      const voter = await readVoter(h, uid);
      // Only a voter account joins a roll (an admin account has no voters/{uid}).
      if (!voter) throw refuse.forbidden();
      const record = isDocId(eventId) ? await readElection(h, eventId) : null;
      // A draft is its committee's business only: it does not exist for a voter.
      if (!record || record.election.state === 'draf') throw refuse.notFound();
      const entryRef = refs.rollEntry(eventId, uid);
      const existing = mapDoc(await translated(() => getDoc(entryRef)), (id, data) =>
        rollEntryFromDoc(id, data, Date.now()),
      );
      const problem = joinProblem(record.election.state, existing?.status ?? null);
      if (problem) throw refuse.conflict(problem);
      try {
        await (existing
          ? updateDoc(entryRef, askAgainDoc())
          : setDoc(entryRef, rollEntryDoc(voter, 'pemilih')));
      } catch (error) {
        // A second request at the same moment finds the first one's entry: an update, refused.
        if (firebaseCodeOf(error) === 'permission-denied' && (await getDoc(entryRef)).exists())
          throw refuse.conflict(EVOTING_MESSAGES.joinAlreadyAsked);
        throw toBackendError(error);
      }
      const announcements = await translated(() =>
        getDocs(query(refs.announcements(eventId), orderBy('dibuatPada', 'desc'))),
      );
      return {
        ...toPublicElection(record.election, record.jumlahKandidat),
        statusPemilih: 'menunggu',
        alasanPenolakan: null,
        // One joins only before the start: nobody has voted yet.
        sudahMemilih: false,
        pengumuman: mapDocs(announcements.docs, (id, data) =>
          announcementFromDoc(id, data, Date.now()),
        ),
      };
    },
  };
}
