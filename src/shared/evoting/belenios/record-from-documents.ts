import { ArchiveWriter, ownedText } from './archive';
import { checkBallotText } from './ballot';
import { parsePublicCredential } from './credential';
import type { BeleniosElection } from './election';
import { numberToString } from './group';
import { ballotTracker } from './tracker';

/**
 * The Belenios record (`UUID.bel`) of an election on the Firebase backend, built from its
 * Firestore documents under `pemilihan_events/{id}/belenios/` (issue 34 item 6; docs/FIREBASE.md,
 * "Belenios elections"). There is no server there: whoever downloads the record — a visitor, the
 * committee, a trustee — builds it in their browser from the public documents, and each must get
 * the same bytes. So the events come in the embedded server's order (belenios-record.ts): the
 * setup, the ballots by tracker, then after the close the end of the ballots, the encrypted
 * tally, the partial decryptions by trustee position and the result. One verifier (belenios-tool,
 * the portal's verify-record.ts) then accepts the records of both backends.
 *
 * Firestore's rules cannot check a ballot's proofs, so a voter could store a ballot that is not
 * valid. The committee's browser checks every ballot before it computes the tally
 * (`refusedBallots`) and writes the refused ones' trackers, with the reason, into the tally
 * document; the record leaves exactly those out. While the election is open, every stored ballot
 * is in the record, and a bad one shows up in any verification at once.
 */

/** `belenios/setup`: the frozen setup (the three texts and the opening time, once open). */
export interface BeleniosSetupDocument {
  uuid: string;
  ambang: number;
  trusteesJson: string | null;
  electionJson: string | null;
  credentialsJson: string | null;
  /** The opening, Unix seconds: the archive's timestamp. */
  dibukaUnix: number | null;
}

/** `belenios/setup/surat_suara/{sha256 hex of kredensial}`: a ballot, nothing about its voter. */
export interface BeleniosBallotDocument {
  /** The public credential the ballot is cast with (decimal). */
  kredensial: string;
  /** The ballot's exact text. */
  teks: string;
  tracker: string;
}

/** A ballot left out of the tally and the record, and why (Indonesian, for the results page). */
export interface RefusedBallot {
  tracker: string;
  alasan: string;
}

/** `belenios/tally`: the encrypted tally of the counted ballots, written after the close. */
export interface BeleniosTallyDocument {
  tallyJson: string;
  sizedTallyJson: string;
  ditolak: readonly RefusedBallot[];
}

/** `belenios/tally/dekripsi/{posisi}`: a trustee's partial decryption of the tally. */
export interface BeleniosDecryptionDocument {
  posisi: number;
  teks: string;
}

/** `belenios/hasil`: the result, once published. */
export interface BeleniosResultDocument {
  resultJson: string;
}

export interface BeleniosDocuments {
  setup: BeleniosSetupDocument;
  ballots: readonly BeleniosBallotDocument[];
  tally?: BeleniosTallyDocument | null;
  decryptions?: readonly BeleniosDecryptionDocument[];
  result?: BeleniosResultDocument | null;
}

/**
 * The ballots in the record's order: by tracker (recomputed from the text, never the stored
 * field), compared as bytes like SQLite's `ORDER BY tracker` on the embedded server.
 */
function inRecordOrder(ballots: readonly BeleniosBallotDocument[]): string[] {
  return ballots
    .map((b) => ({ tracker: ballotTracker(b.teks), teks: b.teks }))
    .sort((a, b) => (a.tracker < b.tracker ? -1 : a.tracker > b.tracker ? 1 : 0))
    .map((b) => b.teks);
}

/**
 * The ballots the committee must leave out of the tally, with the reason: a text whose tracker
 * is not the stored one, a ballot that `belenios-tool` would refuse (its form, UUID, fingerprint,
 * signature or proofs), or one signed with another credential than the one its document names or
 * with a credential outside the frozen list.
 */
export function refusedBallots(
  election: BeleniosElection,
  credentialsJson: string,
  ballots: readonly BeleniosBallotDocument[],
): RefusedBallot[] {
  const list = new Set(
    (JSON.parse(credentialsJson) as string[]).map((line) =>
      numberToString(parsePublicCredential(election.group, line).credential),
    ),
  );
  const refused: RefusedBallot[] = [];
  for (const doc of ballots) {
    const tracker = ballotTracker(doc.teks);
    const refuse = (alasan: string) => refused.push({ tracker, alasan });
    if (doc.tracker !== tracker) {
      refuse('Pelacak tidak sesuai dengan isi surat suara.');
      continue;
    }
    const checked = checkBallotText(election, doc.teks);
    if (!checked.ok) refuse(checked.reason);
    else if (numberToString(checked.ballot.credential) !== doc.kredensial)
      refuse('Surat suara ditandatangani dengan kredensial lain.');
    else if (!list.has(doc.kredensial)) refuse('Kredensial tidak ada di daftar pemilihan.');
  }
  return refused;
}

/**
 * `UUID.bel` from the documents, or null before the setup is frozen (the election is not open
 * yet). The tally, the decryptions and the result are taken only in that order: decryptions
 * without a tally, or a result without decryptions, are not part of a record.
 */
export function recordFromDocuments(docs: BeleniosDocuments): Uint8Array | null {
  const { setup } = docs;
  if (
    setup.electionJson === null ||
    setup.trusteesJson === null ||
    setup.credentialsJson === null ||
    setup.dibukaUnix === null
  )
    return null;
  const writer = new ArchiveWriter(setup.dibukaUnix);
  writer.setup(setup.electionJson, setup.trusteesJson, setup.credentialsJson);
  const left = new Set(docs.tally?.ditolak.map((r) => r.tracker) ?? []);
  for (const text of inRecordOrder(docs.ballots)) {
    if (!left.has(ballotTracker(text))) writer.ballot(text);
  }
  if (!docs.tally) return writer.bytes();
  writer.endBallots();
  writer.encryptedTally(docs.tally.tallyJson, docs.tally.sizedTallyJson);
  const decryptions = [...(docs.decryptions ?? [])].sort((a, b) => a.posisi - b.posisi);
  // Belenios writes the result only after the decryptions it combines, and the embedded server
  // publishes both together: the decryptions wait for the result (any t of them give the counts).
  if (!docs.result || decryptions.length === 0) return writer.bytes();
  for (const d of decryptions) writer.partialDecryption(d.teks, ownedText(d.posisi, d.teks));
  writer.result(docs.result.resultJson);
  return writer.bytes();
}
