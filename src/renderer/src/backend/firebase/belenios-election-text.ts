import { getDoc, getDocs } from 'firebase/firestore';
import type { Candidate } from '../../../../shared/evoting/election';
import { makeElectionText } from '../../../../shared/evoting/belenios/election-setup';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import { electionPublicKey, parseTrustees } from '../../../../shared/evoting/belenios/trustee-key';
import { evotingRefs, refuse } from './evoting-access';
import {
  candidateFromDoc,
  committeeFromDoc,
  electionFromDoc,
  mapDoc,
  mapDocs,
} from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** The candidate pair as the ballot names it: "1. Nama & Nama Wakil" (the embedded server's). */
const answerOf = (c: { nomor: number; nama: string; namaWakil: string | null }) =>
  `${c.nomor}. ${c.nama}${c.namaWakil ? ` & ${c.namaWakil}` : ''}`;

/**
 * What a change about to be written makes different from the stored documents: the abstain
 * setting, or the candidates (the stored list → the list after the change).
 */
export interface BeleniosTextChange {
  abstain?: boolean;
  candidates?: (stored: readonly Candidate[]) => readonly Candidate[];
}

/**
 * election.json of a Belenios election as it stands now, built as the embedded server builds it
 * at the opening (belenios-record.ts): the trustees' joint key, the election's name and
 * description, its candidates in number order and the committee's abstain (Belenios' blank).
 * On Firebase the committee's browser writes it into `setup` in every batch that changes one of
 * these before the opening, so the setup the rules freeze at `mulai` holds the current one.
 */
export async function electionTextNow(
  h: FirebaseHandles,
  eventId: string,
  setup: { uuid: string; trusteesJson: string },
  overrides: BeleniosTextChange = {},
): Promise<string> {
  const refs = evotingRefs(h);
  const [election, committee, candidates] = await translated(() =>
    Promise.all([
      getDoc(refs.election(eventId)),
      getDoc(refs.committee(eventId)),
      getDocs(refs.candidates(eventId)),
    ]),
  );
  const record = mapDoc(election, (id, data) => electionFromDoc(id, data, Date.now()));
  const abstain = overrides.abstain ?? committeeFromDoc(committee.data())?.abstain;
  if (!record || abstain === undefined) throw refuse.notFound();
  const stored = mapDocs(candidates.docs, candidateFromDoc);
  const answers = [...(overrides.candidates?.(stored) ?? stored)]
    .sort((a, b) => a.nomor - b.nomor)
    .map(answerOf);
  const { nama, deskripsi } = record.election;
  return makeElectionText({
    uuid: setup.uuid,
    group: BELENIOS_2048,
    publicKey: electionPublicKey(BELENIOS_2048, parseTrustees(setup.trusteesJson)),
    name: nama,
    description: deskripsi,
    question: nama,
    answers,
    abstain,
  });
}
