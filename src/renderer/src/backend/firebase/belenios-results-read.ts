import { getCountFromServer, getDoc, getDocs } from 'firebase/firestore';
import { sha256B64 } from '../../../../shared/evoting/belenios/hash';
import { parseElection } from '../../../../shared/evoting/belenios/election';
import {
  recordFromDocuments,
  type BeleniosBallotDocument,
  type BeleniosSetupDocument,
  type BeleniosTallyDocument,
} from '../../../../shared/evoting/belenios/record-from-documents';
import { parseResult } from '../../../../shared/evoting/belenios/result';
import { ballotTracker } from '../../../../shared/evoting/belenios/tracker';
import type { Candidate, PublicElection } from '../../../../shared/evoting/election';
import type { ElectionResults } from '../../../../shared/evoting/results';
import type { Publication } from './ballot-docs';
import {
  ballotFromDoc,
  beleniosRefs,
  resultFromDoc,
  setupFromDoc,
  tallyFromDoc,
  type BeleniosPublishedResult,
} from './belenios-docs';
import { readDecryptions } from './belenios-publish';
import { isFrozenSetup, type FrozenSetup } from './belenios-tally';
import { isDocId, readElection } from './evoting-access';
import { mapDocs } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * What anyone reads of a Belenios election on Firebase (issue 34 items 4 and 5): the published
 * results with the counts of the result (as the embedded server's `belenios-results.ts` `box`
 * gives them), the record `UUID.bel` built from the documents (record-from-documents.ts), and
 * the number of ballots cast (the committee's turnout: a Belenios ballot leaves no receipt in
 * `kotak`).
 */

/** The election's Belenios setup, or null: a plaintext election has none. */
export async function readSetup(
  h: FirebaseHandles,
  eventId: string,
): Promise<BeleniosSetupDocument | null> {
  return setupFromDoc((await translated(() => getDoc(beleniosRefs(h).setup(eventId)))).data());
}

async function readBallots(h: FirebaseHandles, eventId: string): Promise<BeleniosBallotDocument[]> {
  const snaps = await translated(() => getDocs(beleniosRefs(h).ballots(eventId)));
  return mapDocs(snaps.docs, (_id, data) => ballotFromDoc(data));
}

async function readTallyAndResult(
  h: FirebaseHandles,
  eventId: string,
): Promise<{ tally: BeleniosTallyDocument | null; result: BeleniosPublishedResult | null }> {
  const refs = beleniosRefs(h);
  const [tally, result] = await translated(() =>
    Promise.all([getDoc(refs.tally(eventId)), getDoc(refs.result(eventId))]),
  );
  return { tally: tallyFromDoc(tally.data()), result: resultFromDoc(result.data()) };
}

/** The counted ballots' trackers, sorted as the server sorts them (bytes). */
export function countedTrackers(
  ballots: readonly BeleniosBallotDocument[],
  tally: BeleniosTallyDocument | null,
): string[] {
  const refused = new Set(tally?.ditolak.map((r) => r.tracker) ?? []);
  return ballots
    .map((b) => ballotTracker(b.teks))
    .filter((t) => !refused.has(t))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The published results of a Belenios election: the counts are the result's row (abstain first
 * when the ballot offers it, then the candidates in number order, as election.json lists them),
 * the fingerprint election.json's, the trackers those of the counted ballots. Null until the
 * result exists.
 */
export async function readBeleniosResults(
  h: FirebaseHandles,
  eventId: string,
  input: {
    setup: FrozenSetup;
    election: PublicElection;
    candidates: readonly Candidate[];
    publication: Publication;
    ditutupPada: string;
  },
): Promise<ElectionResults | null> {
  const [{ tally, result }, ballots] = await Promise.all([
    readTallyAndResult(h, eventId),
    readBallots(h, eventId),
  ]);
  if (!result || !tally) return null;
  const row = parseResult(result.resultJson)[0] ?? [];
  const abstain = parseElection(input.setup.electionJson).questions[0]?.blank === true;
  const offset = abstain ? 1 : 0;
  const kandidat = [...input.candidates]
    .sort((a, b) => a.nomor - b.nomor)
    .map((c, i) => ({
      id: c.id,
      nomor: c.nomor,
      nama: c.nama,
      namaWakil: c.namaWakil,
      fotoUrl: c.foto?.url ?? null,
      suara: row[i + offset] ?? 0,
    }));
  const kodeTanda = countedTrackers(ballots, tally);
  return {
    election: input.election,
    jumlahPemilih: input.publication.jumlahPemilih,
    suaraMasuk: kodeTanda.length,
    abstain: abstain ? (row[0] ?? 0) : null,
    kandidat,
    kodeTanda,
    sidikJari: sha256B64(input.setup.electionJson),
    beleniosUuid: input.setup.uuid,
    ditutupPada: input.ditutupPada,
    dipublikasikanPada: input.publication.dipublikasikanPada,
  };
}

/**
 * `UUID.bel` as the embedded server gives it (belenios-record.ts `archive`), or null when the
 * election has none yet (not a Belenios election, not open): the setup and the ballots from the
 * opening; after the close the encrypted tally once the committee made it, the refused ballots
 * left out; once published the partial decryptions that made the result, and the result.
 */
export async function readBeleniosRecord(
  h: FirebaseHandles,
  eventId: string,
): Promise<Uint8Array | null> {
  if (!isDocId(eventId)) return null;
  const setup = await readSetup(h, eventId);
  if (!isFrozenSetup(setup) || setup.dibukaUnix === null) return null;
  const election = (await readElection(h, eventId))?.election;
  if (election?.state !== 'berlangsung' && election?.state !== 'selesai') return null;
  const ballots = await readBallots(h, eventId);
  if (election.state !== 'selesai') return recordFromDocuments({ setup, ballots });
  const { tally, result } = await readTallyAndResult(h, eventId);
  // The partial decryptions are readable by everyone only once published (any t give the counts).
  const published = election.hasilDipublikasikan && result !== null;
  const decryptions = published
    ? (await readDecryptions(h, eventId)).filter((d) => result.dekripsi.includes(d.posisi))
    : [];
  return recordFromDocuments({
    setup,
    ballots,
    tally,
    decryptions,
    result: published ? { resultJson: result.resultJson } : null,
  });
}

/** How many Belenios ballots were cast (a count aggregation; anyone may read the box). */
export async function countBeleniosBallots(h: FirebaseHandles, eventId: string): Promise<number> {
  const counted = await translated(() => getCountFromServer(beleniosRefs(h).ballots(eventId)));
  return counted.data().count;
}
