import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  approveRequestInput,
  electionRequestInput,
  EVOTING_MESSAGES,
  rejectRequestInput,
  toPublicElection,
  type ElectionRequest,
} from '../../../../shared/evoting/election';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import { cancelProblem } from '../../../../shared/evoting/election-state';
import {
  publicElectionQuerySchema,
  type PublicElectionQuery,
} from '../../../../shared/evoting/election-views';
import { publicElectionList } from '../../../../shared/evoting/public-list';
import type { CommitteeMember, EvotingApi } from '../evoting-api';
import type { LiveObserver } from '../live-observer';
import { evotingRefs, isDocId, masterProfile, readElection, refuse } from './evoting-access';
import { electionFromDoc, mapDoc, mapDocs, requestFromDoc } from './evoting-docs';
import { clockedEmitter } from './evoting-live';
import { readOverview } from './evoting-overview';
import { watchOverviews } from './evoting-overview-live';
import { approvalDocs, committeeOf, rejectionDoc, requestDoc } from './evoting-writes';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';
import { callerProfile, historiDoc } from './histori-writer';
import { profileFromSnapshot, readProfile } from './profile-reads';
import { generalSettingsFromSnapshot } from './settings-api';
import { BEM_KM_ORGANISATION } from '../../../../shared/keterbukaan/anggaran-organisations';
import { evotingPublishedHistoryText, evotingPublishedInput } from '../../../../shared/settings';
import { validInput } from './validate-input';

const newestRequestFirst = (a: ElectionRequest, b: ElectionRequest) =>
  b.diajukanPada.localeCompare(a.diajukanPada) || a.id.localeCompare(b.id);

/**
 * /pemilihan, the requests and Manajemen E-Voting on Firestore (docs/FIREBASE.md, "E-voting").
 * Each decision is the shared one (src/shared/evoting), taken here with this client's clock to
 * answer with the server's message; the rules take it again with request.time and refuse a
 * caller or a change the embedded server refuses. Every master action and its history entry
 * are one batch.
 */
export function createFirebaseEvotingApi(h: FirebaseHandles): EvotingApi {
  const refs = evotingRefs(h);
  const fail =
    <T>(observer: LiveObserver<T>) =>
    (error: unknown) =>
      observer.error?.(toBackendError(error));

  /**
   * The organiser's name: the BEM KM itself, or a directory organisation (one the caller may not
   * read is not in their directory), as the server's organiserName.
   */
  async function organisationName(id: string): Promise<string> {
    if (id === BEM_KM_ORGANISATION.id) return BEM_KM_ORGANISATION.nama;
    const snapshot = isDocId(id)
      ? await getDoc(doc(h.db, 'organisations', id)).catch((error: unknown) => {
          if (firebaseCodeOf(error) === 'permission-denied') return null;
          throw toBackendError(error);
        })
      : null;
    const nama = snapshot?.data()?.['nama'];
    if (typeof nama !== 'string')
      throw refuse.field('organisasiId', EVOTING_MESSAGES.organisationUnknown);
    return nama;
  }

  async function readRequest(id: string): Promise<ElectionRequest> {
    const request = isDocId(id)
      ? mapDoc(await translated(() => getDoc(refs.request(id))), (docId, data) =>
          requestFromDoc(docId, data, Date.now()),
        )
      : null;
    if (!request) throw refuse.notFound(EVOTING_MESSAGES.requestNotFound);
    return request;
  }

  /** An account the master may put on a committee: an active, approved committee account. */
  async function committeeMember(id: string): Promise<CommitteeMember> {
    const profile = isDocId(id) ? await readProfile(h, id) : null;
    if (!profile || profile.disabled || profile.role !== 'panitia_requestor')
      throw refuse.field('panitiaTambahan', EVOTING_MESSAGES.committeeNotPanitia);
    return { id: profile.id, namaTampilan: profile.namaTampilan, email: profile.email };
  }

  return {
    watchPublicList(raw, observer) {
      let listQuery: PublicElectionQuery;
      try {
        listQuery = validInput(publicElectionQuerySchema, raw);
      } catch (error) {
        queueMicrotask(() => fail(observer)(error));
        return () => undefined;
      }
      let docs: Parameters<typeof mapDocs>[0] | null = null;
      // The states move with the clock; the list is answered again at each start and end.
      const clock = clockedEmitter((now) => {
        if (!docs) return [];
        const records = mapDocs(docs, (id, data) => electionFromDoc(id, data, now));
        observer.next(
          publicElectionList(
            records.map((r) => toPublicElection(r.election, r.jumlahKandidat)),
            listQuery,
          ),
        );
        return records.map((r) => r.election);
      });
      const unsubscribe = onSnapshot(
        refs.elections(),
        (snapshot) => {
          docs = snapshot.docs;
          clock.refresh();
        },
        fail(observer),
      );
      return () => {
        clock.stop();
        unsubscribe();
      };
    },

    async submitRequest(raw) {
      const input = validInput(electionRequestInput, raw);
      const actor = await callerProfile(h);
      if (actor.role !== 'panitia_requestor' && actor.role !== 'master') throw refuse.forbidden();
      // The organisation comes from the directory: a published one (or any, for the master).
      const nama = await organisationName(input.organisasiId);
      const ref = doc(refs.requests());
      const batch = writeBatch(h.db);
      batch.set(ref, requestDoc(input, nama, actor));
      batch.set(
        refs.histori(),
        historiDoc(actor, actor.id, EVOTING_HISTORY.requestSubmitted(input.namaPemilihan, nama)),
      );
      await translated(() => batch.commit());
      return readRequest(ref.id);
    },

    watchMyRequests(observer) {
      const uid = h.auth.currentUser?.uid;
      if (!uid) {
        queueMicrotask(() => fail(observer)(refuse.unauthenticated()));
        return () => undefined;
      }
      return onSnapshot(
        query(refs.requests(), where('diajukanOleh.id', '==', uid)),
        (snapshot) =>
          observer.next(
            mapDocs(snapshot.docs, (id, data) => requestFromDoc(id, data, Date.now())).sort(
              newestRequestFirst,
            ),
          ),
        fail(observer),
      );
    },

    watchMyElections(observer) {
      let stop: (() => void) | null = null;
      let stopped = false;
      // The master serves on every election (the server's topic says the same).
      callerProfile(h).then((actor) => {
        if (stopped) return;
        if (actor.role !== 'master' && actor.role !== 'panitia_requestor')
          return fail(observer)(refuse.forbidden());
        stop = watchOverviews(
          h,
          actor.role === 'master' ? { all: true } : { uid: actor.id },
          observer,
        );
      }, fail(observer));
      return () => {
        stopped = true;
        stop?.();
      };
    },

    watchRequests(observer) {
      return onSnapshot(
        query(refs.requests(), orderBy('diajukanPada', 'desc')),
        (snapshot) =>
          observer.next(mapDocs(snapshot.docs, (id, data) => requestFromDoc(id, data, Date.now()))),
        fail(observer),
      );
    },

    watchCommitteeAccounts(observer) {
      return onSnapshot(
        query(collection(h.db, 'users'), where('role', '==', 'panitia_requestor')),
        (snapshot) =>
          observer.next(
            snapshot.docs
              .flatMap((d) => {
                const profile = profileFromSnapshot(d);
                return profile && !profile.disabled
                  ? [{ id: profile.id, namaTampilan: profile.namaTampilan, email: profile.email }]
                  : [];
              })
              .sort((a, b) => a.namaTampilan.localeCompare(b.namaTampilan, 'id')),
          ),
        fail(observer),
      );
    },

    async approveRequest(id, panitiaTambahan) {
      const input = validInput(approveRequestInput, { panitiaTambahan });
      const actor = await masterProfile(h);
      const request = await readRequest(id);
      if (request.status !== 'menunggu') throw refuse.conflict(EVOTING_MESSAGES.requestDecided);
      const requester = (await readProfile(h, request.diajukanOleh.id)) ?? null;
      const members = committeeOf(
        {
          id: request.diajukanOleh.id,
          namaTampilan: requester?.namaTampilan ?? request.diajukanOleh.nama,
          email: requester?.email ?? request.diajukanOleh.email,
        },
        await Promise.all(input.panitiaTambahan.map(committeeMember)),
      );
      const docs = approvalDocs(request, members);
      // One batch: the rules refuse each of the three documents unless the other two are
      // written with it (getAfter/existsAfter), so a half-approval cannot exist.
      const batch = writeBatch(h.db);
      batch.update(refs.request(id), docs.request);
      batch.set(refs.election(id), docs.election);
      batch.set(refs.committee(id), docs.committee);
      batch.set(
        refs.histori(),
        historiDoc(
          actor,
          actor.id,
          EVOTING_HISTORY.requestApproved(request.namaPemilihan, request.penyelenggara),
        ),
      );
      try {
        await translated(() => batch.commit());
      } catch (error) {
        // Another master decided first: say so rather than a bare refusal.
        if ((await readRequest(id)).status !== 'menunggu')
          throw refuse.conflict(EVOTING_MESSAGES.requestDecided);
        throw error;
      }
      return readOverview(h, id);
    },

    async rejectRequest(id, alasan) {
      const input = validInput(rejectRequestInput, { alasan });
      const actor = await masterProfile(h);
      const request = await readRequest(id);
      if (request.status !== 'menunggu') throw refuse.conflict(EVOTING_MESSAGES.requestDecided);
      const batch = writeBatch(h.db);
      batch.update(refs.request(id), rejectionDoc(input.alasan));
      batch.set(
        refs.histori(),
        historiDoc(
          actor,
          actor.id,
          EVOTING_HISTORY.requestRejected(
            request.namaPemilihan,
            request.penyelenggara,
            input.alasan,
          ),
        ),
      );
      await translated(() => batch.commit());
      return readRequest(id);
    },

    watchElections(observer) {
      return watchOverviews(h, { all: true }, observer);
    },

    async cancelElection(id) {
      const actor = await masterProfile(h);
      const record = isDocId(id) ? await readElection(h, id) : null;
      if (!record) throw refuse.notFound();
      const problem = cancelProblem(record.election, Date.now());
      if (problem) throw refuse.conflict(problem);
      const batch = writeBatch(h.db);
      batch.update(refs.election(id), { dibatalkanPada: serverTimestamp() });
      batch.set(
        refs.histori(),
        historiDoc(
          actor,
          actor.id,
          EVOTING_HISTORY.cancelled(record.election.nama, record.election.penyelenggara),
        ),
      );
      await translated(() => batch.commit());
      return readOverview(h, id);
    },

    async setEvotingPublished(published) {
      const { isEvotingPublished: value } = validInput(evotingPublishedInput, {
        isEvotingPublished: published,
      });
      const actor = await masterProfile(h);
      const general = doc(h.db, 'settings', 'general');
      const batch = writeBatch(h.db);
      batch.set(general, { isEvotingPublished: value }, { merge: true });
      batch.set(refs.histori(), historiDoc(actor, actor.id, evotingPublishedHistoryText(value)));
      await translated(() => batch.commit());
      return generalSettingsFromSnapshot(await translated(() => getDoc(general)));
    },
  };
}
