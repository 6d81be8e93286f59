import { getDoc, getDocs, serverTimestamp, writeBatch } from 'firebase/firestore';
import { BOOTH_MESSAGES, boothProblem } from '../../../../shared/evoting/ballot';
import {
  BELENIOS_LIMITS,
  BELENIOS_MESSAGES,
  voterCredentialInput,
} from '../../../../shared/evoting/belenios-election';
import { castBallotProblem } from '../../../../shared/evoting/belenios/cast-check';
import { parsePublicCredential } from '../../../../shared/evoting/belenios/credential';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import { sha256B64 } from '../../../../shared/evoting/belenios/hash';
import { ballotTracker } from '../../../../shared/evoting/belenios/tracker';
import { isFrozen } from '../../../../shared/evoting/election-state';
import { BackendError } from '../backend-error';
import type { BeleniosVoterApi } from '../belenios-voter-api';
import { ballotFromDoc, beleniosRefs, setupFromDoc, tallyFromDoc } from './belenios-docs';
import { readVoterFacts, type BeleniosVoterFacts } from './belenios-voter-facts';
import { evotingRefs, isDocId, refuse } from './evoting-access';
import { electionFromDoc, mapDoc, mapDocs } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';
import { validInput } from './validate-input';

/**
 * The list of public credentials in `belenios/setup` is written once, after the opening, from
 * the credential documents the rules froze at `mulai` (belenios-credential-list.ts). A list
 * already there means the voter's new credential would be missing from it and their ballot left
 * out of the tally: refused, before anything is written (the rules refuse it from `mulai` too).
 */
export const CREDENTIALS_LIST_FROZEN =
  'Daftar kredensial pemilihan ini sudah dibekukan saat panitia menjadwalkannya. Hubungi panitia.';

/** A public credential as both backends keep it: a group element, in canonical decimal. */
function canonicalCredential(publik: string): boolean {
  try {
    const { credential, weight } = parsePublicCredential(BELENIOS_2048, publik);
    return weight === 1n && credential.toString() === publik;
  } catch {
    return false;
  }
}

const validation = (message: string) => new BackendError('VALIDATION', message, 400);

/** The voter's state on the voters' app: admitted facts, or the server's refusal. */
function castRefusal(facts: BeleniosVoterFacts): BackendError | null {
  const { setup, record } = facts;
  if (!record) return refuse.notFound();
  if (!setup) return refuse.conflict(BELENIOS_MESSAGES.notBelenios);
  const alasan = boothProblem(record.election.state, facts.rollStatus, facts.votedAt);
  if (alasan) return refuse.conflict(BOOTH_MESSAGES[alasan]);
  if (!setup.electionJson) return refuse.conflict(BELENIOS_MESSAGES.notReady);
  // The list is written after the opening from the credential documents the rules froze at
  // `mulai` (belenios-credential-list.ts); until then the voter's own document is the answer.
  const { kredensial } = facts;
  const listed = setup.credentialsJson?.includes(`"${kredensial}"`) ?? true;
  if (!kredensial || !listed) return refuse.conflict(BELENIOS_MESSAGES.noCredential);
  return null;
}

/**
 * A Belenios election's voter side on Firestore (docs/FIREBASE.md, "Belenios elections"): the
 * voter, signed in on the voters' app (voter-app.ts), registers their public credential and
 * casts the ballot their browser encrypted, proved and signed; the ballot box is public and read
 * on the main app. The rules hold who may write what and when; the cryptography is checked here
 * (the voter's own ballot, before writing) and by the committee's browser before the tally.
 */
export function createFirebaseBeleniosVoterApi(
  h: FirebaseHandles,
  voterApp: () => FirebaseHandles,
): BeleniosVoterApi {
  const signedInVoter = async () => {
    const app = voterApp();
    await app.auth.authStateReady();
    const uid = app.auth.currentUser?.uid;
    if (!uid) throw refuse.unauthenticated();
    return { app, uid };
  };

  return {
    async view(eventId) {
      const { app, uid } = await signedInVoter();
      if (!isDocId(eventId)) return null;
      const facts = await readVoterFacts(app, eventId, uid);
      if (!facts.setup || !facts.record) return null;
      const { state } = facts.record.election;
      return {
        uuid: facts.setup.uuid,
        // The booth encrypts only once the election is open, as on the embedded server.
        pemilihan: state === 'berlangsung' || state === 'selesai' ? facts.setup.electionJson : null,
        kredensial: facts.kredensial !== null,
        kredensialPublik: facts.kredensial,
        tracker: facts.tracker,
      };
    },

    async registerCredential(eventId, raw) {
      const { publik } = validInput(voterCredentialInput, { publik: raw });
      if (!canonicalCredential(publik))
        throw refuse.field('publik', BELENIOS_MESSAGES.badCredential);
      const { app, uid } = await signedInVoter();
      if (!isDocId(eventId)) throw refuse.notFound();
      const facts = await readVoterFacts(app, eventId, uid);
      if (!facts.record) throw refuse.notFound();
      if (!facts.setup) throw refuse.conflict(BELENIOS_MESSAGES.notBelenios);
      if (isFrozen(facts.record.election.state))
        throw refuse.conflict(BELENIOS_MESSAGES.credentialsFrozen);
      if (facts.rollStatus !== 'terverifikasi')
        throw refuse.conflict(BELENIOS_MESSAGES.notOnVerifiedRoll);
      if (facts.setup.credentialsJson !== null) throw refuse.conflict(CREDENTIALS_LIST_FROZEN);
      const batch = writeBatch(app.db);
      batch.set(beleniosRefs(app).credential(eventId, uid), { publik });
      await translated(() => batch.commit());
    },

    async castBallot(eventId, text) {
      if (text.length > BELENIOS_LIMITS.ballotBytesMax)
        throw validation(BELENIOS_MESSAGES.badBallot + 'terlalu besar.');
      const { app, uid } = await signedInVoter();
      if (!isDocId(eventId)) throw refuse.notFound();
      const facts = await readVoterFacts(app, eventId, uid);
      const refusal = castRefusal(facts);
      if (refusal) throw refusal;
      const electionJson = facts.setup?.electionJson ?? '';
      const kredensial = facts.kredensial ?? '';
      const problem = castBallotProblem(electionJson, kredensial, text);
      if (problem) throw validation(problem);
      const tracker = ballotTracker(text);
      // The ballot and the has-voted record together, as the rules require of each (getAfter):
      // a second cast, however concurrent, finds the first one's documents and is refused.
      const refs = beleniosRefs(app);
      const batch = writeBatch(app.db);
      batch.set(refs.ballot(eventId, kredensial), { kredensial, teks: text, tracker });
      batch.set(refs.voted(eventId, uid), { pada: serverTimestamp(), tracker });
      try {
        await batch.commit();
      } catch (error) {
        // Refused by the rules: another tab voted first, or the election closed meanwhile.
        if (firebaseCodeOf(error) === 'permission-denied') {
          const again = castRefusal(await readVoterFacts(app, eventId, uid));
          if (again) throw again;
        }
        throw toBackendError(error);
      }
      return { tracker };
    },

    async ballotBox(eventId) {
      if (!isDocId(eventId)) throw refuse.notFound();
      const refs = beleniosRefs(h);
      const [setupSnap, electionSnap] = await translated(() =>
        Promise.all([getDoc(refs.setup(eventId)), getDoc(evotingRefs(h).election(eventId))]),
      );
      const setup = setupFromDoc(setupSnap.data());
      const now = Date.now();
      const record = mapDoc(electionSnap, (id, data) => electionFromDoc(id, data, now));
      const state = record?.election.state;
      // Public from the opening on, as the embedded server's frozen record is.
      if (!setup?.electionJson || (state !== 'berlangsung' && state !== 'selesai'))
        throw refuse.notFound();
      const [ballots, tally] = await translated(() =>
        Promise.all([getDocs(refs.ballots(eventId)), getDoc(refs.tally(eventId))]),
      );
      // The record's trackers: each recomputed from its text, without the ballots the
      // committee's browser refused (record-from-documents.ts).
      const refused = new Set(tallyFromDoc(tally.data())?.ditolak.map((r) => r.tracker) ?? []);
      const tracker = mapDocs(ballots.docs, (_id, data) => ballotFromDoc(data))
        .map((b) => ballotTracker(b.teks))
        .filter((t) => !refused.has(t))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return { uuid: setup.uuid, sidikJari: sha256B64(setup.electionJson), tracker };
    },
  };
}
