import {
  increment,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  type Transaction,
} from 'firebase/firestore';
import {
  candidateInput,
  EVOTING_MESSAGES,
  type Candidate,
} from '../../../../shared/evoting/election';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import type { CommitteeApi } from '../evoting-api';
import { beleniosSetupChange } from './belenios-opening';
import { configurableContext, evotingRefs, isDocId, refuse } from './evoting-access';
import { candidateFromDoc, mapDoc, mapDocs } from './evoting-docs';
import { candidateDoc } from './evoting-writes';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { historiDoc } from './histori-writer';
import { validInput } from './validate-input';

type CandidatesApi = Pick<
  CommitteeApi,
  'watchCandidates' | 'createCandidate' | 'updateCandidate' | 'removeCandidate'
>;

/**
 * Kandidat on Firestore: a candidate is the document `kandidat/{nomor}`, so two can never share a
 * number (docs/FIREBASE.md). Each change is a transaction that reads the number it writes to,
 * moves the election's candidate count and adds its history entry (and a Belenios election's
 * election.json); refused once the election opens (configurationProblem here, the rules with
 * request.time).
 */
export function createFirebaseCandidates(h: FirebaseHandles): CandidatesApi {
  const refs = evotingRefs(h);

  const configurable = (eventId: string) => configurableContext(h, eventId);

  const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    translated(() => runTransaction(h.db, work));

  async function readCandidate(tx: Transaction, eventId: string, id: string) {
    const candidate = /^\d{1,3}$/.test(id)
      ? mapDoc(await tx.get(refs.candidate(eventId, id)), candidateFromDoc)
      : null;
    if (!candidate) throw refuse.notFound(EVOTING_MESSAGES.candidateNotFound);
    return candidate;
  }

  /**
   * A Belenios election's election.json names the candidates: rebuilt as the change leaves them
   * and written in its transaction (belenios-opening.ts), as the schedule and abstain batches do,
   * so the setup the rules freeze at the opening names the candidates it opens with.
   */
  const setupChange = (
    eventId: string,
    mulai: string | null,
    candidates: (stored: readonly Candidate[]) => readonly Candidate[],
  ) => beleniosSetupChange(h, eventId, { mulai, candidates });

  async function numberFree(tx: Transaction, eventId: string, nomor: number) {
    if ((await tx.get(refs.candidate(eventId, nomor))).exists())
      throw refuse.conflict(EVOTING_MESSAGES.candidateNumberTaken, 'nomor');
  }

  return {
    watchCandidates(eventId, observer) {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      if (!isDocId(eventId)) {
        queueMicrotask(() => fail(refuse.forbidden()));
        return () => undefined;
      }
      return onSnapshot(
        query(refs.candidates(eventId), orderBy('nomor')),
        (snapshot) => observer.next(mapDocs(snapshot.docs, candidateFromDoc)),
        fail,
      );
    },

    async createCandidate(eventId, raw) {
      const input = validInput(candidateInput, raw);
      const { actor, election } = await configurable(eventId);
      const data = candidateDoc(input);
      const created: Candidate = { id: String(input.nomor), ...(data as Omit<Candidate, 'id'>) };
      const setup = await setupChange(eventId, election.mulai, (list) => [...list, created]);
      await inTransaction(async (tx) => {
        await numberFree(tx, eventId, input.nomor);
        tx.set(refs.candidate(eventId, input.nomor), data);
        tx.update(refs.election(eventId), { jumlahKandidat: increment(1) });
        tx.set(
          refs.histori(),
          historiDoc(actor, actor.id, EVOTING_HISTORY.candidateAdded(election.nama, input)),
        );
        setup?.(tx);
      });
      return created;
    },

    async updateCandidate(eventId, id, raw) {
      const input = validInput(candidateInput, raw);
      const { actor, election } = await configurable(eventId);
      const data = candidateDoc(input);
      const updated: Candidate = { id: String(input.nomor), ...(data as Omit<Candidate, 'id'>) };
      const setup = await setupChange(eventId, election.mulai, (list) => [
        ...list.filter((c) => c.id !== id),
        updated,
      ]);
      await inTransaction(async (tx) => {
        const old = await readCandidate(tx, eventId, id);
        // A new number moves the candidate to that number's document, if it is free.
        if (old.nomor !== input.nomor) {
          await numberFree(tx, eventId, input.nomor);
          tx.delete(refs.candidate(eventId, old.nomor));
        }
        tx.set(refs.candidate(eventId, input.nomor), data);
        tx.set(
          refs.histori(),
          historiDoc(actor, actor.id, EVOTING_HISTORY.candidateUpdated(election.nama, input)),
        );
        setup?.(tx);
      });
      return updated;
    },

    async removeCandidate(eventId, id) {
      const { actor, election } = await configurable(eventId);
      const setup = await setupChange(eventId, election.mulai, (list) =>
        list.filter((c) => c.id !== id),
      );
      await inTransaction(async (tx) => {
        const old = await readCandidate(tx, eventId, id);
        tx.delete(refs.candidate(eventId, old.nomor));
        tx.update(refs.election(eventId), { jumlahKandidat: increment(-1) });
        tx.set(
          refs.histori(),
          historiDoc(actor, actor.id, EVOTING_HISTORY.candidateRemoved(election.nama, old)),
        );
        setup?.(tx);
      });
    },
  };
}
