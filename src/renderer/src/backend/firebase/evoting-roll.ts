import { getCountFromServer, getDoc, onSnapshot, writeBatch } from 'firebase/firestore';
import {
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
  rejectRequestInput,
  rollAddInput,
} from '../../../../shared/evoting/election';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import type { RollEntry } from '../../../../shared/evoting/roll';
import * as z from 'zod/mini';
import { BackendError } from '../backend-error';
import type { CommitteeApi } from '../evoting-api';
import {
  commitWithHistori,
  configurableContext,
  evotingRefs,
  isDocId,
  refuse,
} from './evoting-access';
import { mapDoc, mapDocs, rollEntryFromDoc } from './evoting-docs';
import { prepareImport } from './evoting-roll-import';
import { rollDecisionDoc, rollEntryDoc } from './evoting-writes';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { historiDoc } from './histori-writer';
import { validInput } from './validate-input';
import { voterByNimAndName } from './voter-lookup';

type RollApi = Pick<
  CommitteeApi,
  | 'watchRoll'
  | 'addToRoll'
  | 'previewImport'
  | 'commitImport'
  | 'removeFromRoll'
  | 'verify'
  | 'reject'
>;

const noMatch = () =>
  new BackendError('VALIDATION', EVOTING_MESSAGES.voterNoMatch, 400, {
    nim: EVOTING_MESSAGES.voterNoMatch,
    namaLengkap: EVOTING_MESSAGES.voterNoMatch,
  });

/** Roll entries a batch writes, beside its history entry (Firestore takes 500 writes a batch). */
const ENTRIES_PER_BATCH = 450;

const byName = (a: RollEntry, b: RollEntry) =>
  a.namaLengkap.localeCompare(b.namaLengkap, 'id') || a.nim.localeCompare(b.nim);

/**
 * The roll (pemilih, verifikasi-pemilih) on Firestore: `…/pemilih/{voterUid}`, private to the
 * voter and this committee. Every change is refused once the election opens (the roll is
 * frozen), and each is written with its history entry. The roll's size is checked here: a rule
 * cannot count documents.
 */
export function createFirebaseRoll(h: FirebaseHandles): RollApi {
  const refs = evotingRefs(h);

  const configurable = (eventId: string) => configurableContext(h, eventId);

  async function readEntry(eventId: string, voterId: string): Promise<RollEntry> {
    const entry = isDocId(voterId)
      ? mapDoc(await translated(() => getDoc(refs.rollEntry(eventId, voterId))), (id, data) =>
          rollEntryFromDoc(id, data, Date.now()),
        )
      : null;
    if (!entry) throw refuse.notFound(EVOTING_MESSAGES.voterNotOnRoll);
    return entry;
  }

  async function decide(eventId: string, voterId: string, alasan: string | null) {
    const { actor, election } = await configurable(eventId);
    const entry = await readEntry(eventId, voterId);
    // Verifying a verified voter changes nothing, and records nothing (as on the server).
    if (alasan === null && entry.status === 'terverifikasi') return entry;
    const action =
      alasan === null
        ? EVOTING_HISTORY.voterVerified(election.nama)
        : EVOTING_HISTORY.voterRejected(election.nama);
    await commitWithHistori(h, actor, action, (batch) =>
      batch.update(refs.rollEntry(eventId, voterId), rollDecisionDoc(alasan)),
    );
    return readEntry(eventId, voterId);
  }

  return {
    watchRoll(eventId, observer) {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      if (!isDocId(eventId)) {
        queueMicrotask(() => fail(refuse.forbidden()));
        return () => undefined;
      }
      return onSnapshot(
        refs.roll(eventId),
        (snapshot) =>
          observer.next(
            mapDocs(snapshot.docs, (id, data) => rollEntryFromDoc(id, data, Date.now())).sort(
              byName,
            ),
          ),
        fail,
      );
    },

    async addToRoll(eventId, wanted) {
      const input = validInput(rollAddInput, { nim: wanted.nim, namaLengkap: wanted.namaLengkap });
      const { actor, election } = await configurable(eventId);
      // By NIM and name together, one answer for both misses (issue 33 item 1, as the server).
      const voter = await voterByNimAndName(h, input.nim, input.namaLengkap);
      if (!voter) throw noMatch();
      if ((await translated(() => getDoc(refs.rollEntry(eventId, voter.id)))).exists())
        throw refuse.conflict(EVOTING_MESSAGES.voterAlreadyOnRoll, 'nim');
      const size = await translated(() => getCountFromServer(refs.roll(eventId)));
      if (size.data().count >= ELECTION_LIMITS.rollMax)
        throw refuse.conflict(EVOTING_MESSAGES.rollFull);
      await commitWithHistori(h, actor, EVOTING_HISTORY.voterAdded(election.nama), (b) =>
        b.set(refs.rollEntry(eventId, voter.id), rollEntryDoc(voter, 'panitia')),
      );
      return readEntry(eventId, voter.id);
    },

    async previewImport(eventId, csv) {
      const input = validInput(z.object({ csv: z.string() }), { csv });
      await configurable(eventId);
      return (await prepareImport(h, eventId, input.csv)).preview;
    },

    async commitImport(eventId, csv) {
      const input = validInput(z.object({ csv: z.string() }), { csv });
      const { actor, election } = await configurable(eventId);
      const { preview, toAdd, rollSize } = await prepareImport(h, eventId, input.csv);
      if (toAdd.length === 0) throw refuse.field('csv', EVOTING_MESSAGES.importNothing);
      if (rollSize + toAdd.length > ELECTION_LIMITS.rollMax)
        throw refuse.conflict(EVOTING_MESSAGES.rollFull);
      // Firestore takes at most 500 writes in a batch: a long file is written in several, each
      // with its own history entry saying how many it added. Should one fail, the ones before
      // stay, and a second import of the same file adds the rest (the others are on the roll).
      for (let start = 0; start < toAdd.length; start += ENTRIES_PER_BATCH) {
        const part = toAdd.slice(start, start + ENTRIES_PER_BATCH);
        const batch = writeBatch(h.db);
        for (const voter of part)
          batch.set(refs.rollEntry(eventId, voter.id), rollEntryDoc(voter, 'panitia'));
        batch.set(
          refs.histori(),
          historiDoc(actor, actor.id, EVOTING_HISTORY.rollImported(election.nama, part.length)),
        );
        await translated(() => batch.commit());
      }
      return preview;
    },

    async removeFromRoll(eventId, voterId) {
      const { actor, election } = await configurable(eventId);
      await readEntry(eventId, voterId);
      await commitWithHistori(h, actor, EVOTING_HISTORY.voterRemoved(election.nama), (b) =>
        b.delete(refs.rollEntry(eventId, voterId)),
      );
    },

    verify: (eventId, voterId) => decide(eventId, voterId, null),

    async reject(eventId, voterId, alasan) {
      const input = validInput(rejectRequestInput, { alasan });
      return decide(eventId, voterId, input.alasan);
    },
  };
}
