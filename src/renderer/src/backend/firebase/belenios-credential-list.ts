import { getDoc, getDocs, query, runTransaction, where } from 'firebase/firestore';
import { parsePublicCredential } from '../../../../shared/evoting/belenios/credential';
import { publicCredentialsText } from '../../../../shared/evoting/belenios/election-setup';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import type { RollEntry } from '../../../../shared/evoting/roll';
import { beleniosRefs, credentialFromDoc, setupFromDoc } from './belenios-docs';
import { evotingRefs } from './evoting-access';
import { electionFromDoc, mapDoc, mapDocs, rollEntryFromDoc } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** The verified roll and the public credentials registered for it (the committee's reads). */
export interface CredentialCensus {
  verified: RollEntry[];
  /** Voter uid → public credential, for every `kredensial/{uid}` document. */
  credentials: Map<string, string>;
}

export async function readCredentialCensus(
  h: FirebaseHandles,
  eventId: string,
): Promise<CredentialCensus> {
  const now = Date.now();
  const [roll, credentials] = await translated(() =>
    Promise.all([
      getDocs(query(evotingRefs(h).roll(eventId), where('status', '==', 'terverifikasi'))),
      getDocs(beleniosRefs(h).credentials(eventId)),
    ]),
  );
  return {
    verified: mapDocs(roll.docs, (id, data) => rollEntryFromDoc(id, data, now)).filter(
      (entry) => entry.status === 'terverifikasi',
    ),
    credentials: new Map(
      credentials.docs.flatMap((d) => {
        const publik = credentialFromDoc(d.data());
        return publik ? [[d.id, publik] as const] : [];
      }),
    ),
  };
}

/** The verified voters' public credentials (the list the election counts ballots of). */
export const verifiedCredentials = (census: CredentialCensus): string[] =>
  census.verified.flatMap((entry) => {
    const publik = census.credentials.get(entry.voterId);
    return publik ? [publik] : [];
  });

/** How many credentials are used by more than one verified voter (none in a sound setup). */
export function duplicateCredentials(census: CredentialCensus): number {
  const list = verifiedCredentials(census);
  return list.length - new Set(list).size;
}

/**
 * Writes `setup.credentialsJson` once the election is open: the public credentials of the
 * verified roll as `public_creds.json` lists them (publicCredentialsText). Why after the opening:
 * on Firebase nobody's browser is there at a scheduled opening, so the list cannot be taken then
 * as the embedded server takes it; instead the rules freeze its sources at `mulai` (no
 * credential and no roll change from then on), and the list made from them at any later moment
 * is the one of the opening. The committee's browser writes it the first time it reads the
 * trustees' status after the opening, and before the tally; the rules allow exactly this field,
 * once, from null. Answers the list, or null before the opening or when it is already written.
 */
export async function freezeCredentialList(
  h: FirebaseHandles,
  eventId: string,
): Promise<string | null> {
  const refs = beleniosRefs(h);
  const [setupSnap, electionSnap] = await translated(() =>
    Promise.all([getDoc(refs.setup(eventId)), getDoc(evotingRefs(h).election(eventId))]),
  );
  const setup = setupFromDoc(setupSnap.data());
  const record = mapDoc(electionSnap, (id, data) => electionFromDoc(id, data, Date.now()));
  const state = record?.election.state;
  if (!setup || setup.credentialsJson !== null || (state !== 'berlangsung' && state !== 'selesai'))
    return null;
  const list = verifiedCredentials(await readCredentialCensus(h, eventId));
  const text = publicCredentialsText(
    list.map((publik) => parsePublicCredential(BELENIOS_2048, publik).credential),
  );
  return translated(() =>
    runTransaction(h.db, async (tx) => {
      const fresh = setupFromDoc((await tx.get(refs.setup(eventId))).data());
      if (!fresh || fresh.credentialsJson !== null) return fresh?.credentialsJson ?? null;
      tx.update(refs.setup(eventId), { credentialsJson: text });
      return text;
    }),
  );
}
