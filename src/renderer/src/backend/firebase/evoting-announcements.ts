import { doc, getCountFromServer, getDoc, onSnapshot, orderBy, query } from 'firebase/firestore';
import {
  announcementInput,
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
} from '../../../../shared/evoting/election';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import { configurationProblem, ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import type { CommitteeApi } from '../evoting-api';
import {
  commitWithHistori,
  committeeContext,
  evotingRefs,
  isDocId,
  refuse,
  type CommitteeContext,
} from './evoting-access';
import { announcementFromDoc, mapDocs } from './evoting-docs';
import { announcementDoc } from './evoting-writes';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { validInput } from './validate-input';

type AnnouncementsApi = Pick<
  CommitteeApi,
  'watchAnnouncements' | 'addAnnouncement' | 'removeAnnouncement'
>;

/**
 * The committee's announcements to its roll (pengaturan): posted and removed until the election
 * is over (they change nothing of the ballot, so also while open). Their number is checked here:
 * a rule cannot count documents.
 */
export function createFirebaseAnnouncements(h: FirebaseHandles): AnnouncementsApi {
  const refs = evotingRefs(h);

  /** The committee, while the election is not over (as the server's closedProblem). */
  async function open(eventId: string): Promise<CommitteeContext> {
    const context = await committeeContext(h, eventId);
    if (configurationProblem(context.election.state) === ELECTION_MESSAGES.closed)
      throw refuse.conflict(ELECTION_MESSAGES.closed);
    return context;
  }
  return {
    watchAnnouncements(eventId, observer) {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      if (!isDocId(eventId)) {
        queueMicrotask(() => fail(refuse.forbidden()));
        return () => undefined;
      }
      return onSnapshot(
        query(refs.announcements(eventId), orderBy('dibuatPada', 'desc')),
        (snapshot) =>
          observer.next(
            mapDocs(snapshot.docs, (id, data) => announcementFromDoc(id, data, Date.now())),
          ),
        fail,
      );
    },

    async addAnnouncement(eventId, teks) {
      const input = validInput(announcementInput, { teks });
      const { actor, election } = await open(eventId);
      const count = await translated(() => getCountFromServer(refs.announcements(eventId)));
      if (count.data().count >= ELECTION_LIMITS.announcementsPerElection)
        throw refuse.conflict(EVOTING_MESSAGES.tooManyAnnouncements);
      const ref = doc(refs.announcements(eventId));
      await commitWithHistori(h, actor, EVOTING_HISTORY.announcementAdded(election.nama), (b) =>
        b.set(ref, announcementDoc(input.teks)),
      );
      return { id: ref.id, teks: input.teks, dibuatPada: new Date().toISOString() };
    },

    async removeAnnouncement(eventId, id) {
      const { actor, election } = await open(eventId);
      const ref = isDocId(id) ? refs.announcement(eventId, id) : null;
      if (!ref || !(await translated(() => getDoc(ref))).exists())
        throw refuse.notFound(EVOTING_MESSAGES.announcementNotFound);
      await commitWithHistori(h, actor, EVOTING_HISTORY.announcementRemoved(election.nama), (b) =>
        b.delete(ref),
      );
    },
  };
}
