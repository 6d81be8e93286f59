import { getDoc, getDocs, type DocumentSnapshot } from 'firebase/firestore';
import { ABSTAIN, RECEIPT_PATTERN } from '../../../../shared/evoting/ballot';
import type { BeleniosSetupDocument } from '../../../../shared/evoting/belenios/record-from-documents';
import {
  toPublicElection,
  type Candidate,
  type Election,
  type PublicElection,
} from '../../../../shared/evoting/election';
import { ballotFingerprint, type ElectionResults } from '../../../../shared/evoting/results';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import { readCandidates } from './ballot-booth';
import {
  abstainFromDoc,
  ballotRefs,
  publicationFromDoc,
  shardCounts,
  SHARD_IDS,
  sumShards,
  type Publication,
} from './ballot-docs';
import { readBeleniosResults, readSetup } from './belenios-results-read';
import { isFrozenSetup } from './belenios-tally';
import { evotingRefs, isDocId, readElection } from './evoting-access';
import { combineSources } from './evoting-live';
import { docSource } from './evoting-sources';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';

/**
 * `/hasil/{eventId}` on Firestore. The numbers are the stored ones: once published, the rules
 * let anyone read the receipts and the sealed count shards, and this page adds the shards up and
 * hashes the fingerprint itself, so no figure is one the committee typed (only the roll's size
 * is: the public cannot read the roll). Before publication nothing of it is readable.
 */

export interface ResultsInput {
  election: PublicElection;
  /** When it closed: the election's end. */
  ditutupPada: string;
  publication: Publication;
  abstain: boolean;
  candidates: readonly Candidate[];
  receipts: readonly string[];
  shards: readonly Map<string, number>[];
}

/** The results from the stored documents: counts summed over the shards, receipts sorted. */
export async function resultsOf(input: ResultsInput): Promise<ElectionResults> {
  const total = sumShards(input.shards);
  const kandidat = [...input.candidates]
    .sort((a, b) => a.nomor - b.nomor)
    .map((c) => ({
      id: c.id,
      nomor: c.nomor,
      nama: c.nama,
      namaWakil: c.namaWakil,
      fotoUrl: c.foto?.url ?? null,
      suara: total.get(c.id) ?? 0,
    }));
  const abstain = input.abstain ? (total.get(ABSTAIN) ?? 0) : null;
  const kodeTanda = [...input.receipts].sort();
  return {
    election: input.election,
    jumlahPemilih: input.publication.jumlahPemilih,
    suaraMasuk: kodeTanda.length,
    abstain,
    kandidat,
    kodeTanda,
    sidikJari: await ballotFingerprint(kodeTanda, kandidat, abstain),
    // A plaintext election (older ones): Belenios elections are read by belenios-results-read.ts.
    beleniosUuid: null,
    ditutupPada: input.ditutupPada,
    dipublikasikanPada: input.publication.dipublikasikanPada,
  };
}

/**
 * The published results of an election, or null when it has none (unknown, not published).
 * Published implies closed: the rules allow publication only from the end on.
 */
export async function readResults(
  h: FirebaseHandles,
  eventId: string,
): Promise<ElectionResults | null> {
  if (!isDocId(eventId)) return null;
  const election = (await readElection(h, eventId))?.election;
  if (!election?.hasilDipublikasikan || !election.selesai) return null;
  const setup = await readSetup(h, eventId);
  if (setup) return readPublishedBelenios(h, eventId, election, election.selesai, setup);
  const ballot = ballotRefs(h);
  const [publicationDoc, ballotDoc, candidates, box, shardDocs] = await Promise.all([
    translated(() => getDoc(ballot.results(eventId))),
    translated(() => getDoc(ballot.ballotRules(eventId))),
    readCandidates(h, eventId),
    translated(() => getDocs(ballot.box(eventId))),
    // Each shard by its id: the rules let a sealed one be read, not a list.
    translated(() => Promise.all(SHARD_IDS.map((s) => getDoc(ballot.shard(eventId, s))))),
  ]);
  const publication = publicationFromDoc(
    publicationDoc.data({ serverTimestamps: 'estimate' }),
    Date.now(),
  );
  if (!publication) return null;
  return resultsOf({
    election: toPublicElection(election, candidates.length),
    ditutupPada: election.selesai,
    publication,
    abstain: abstainFromDoc(ballotDoc.data()),
    candidates,
    receipts: box.docs.map((d) => d.id).filter((id) => RECEIPT_PATTERN.test(id)),
    shards: shardDocs.map((d) => shardCounts(d.data())),
  });
}

/** A Belenios election's published results: no shards or receipts, its result's counts. */
async function readPublishedBelenios(
  h: FirebaseHandles,
  eventId: string,
  election: Election,
  ditutupPada: string,
  setup: BeleniosSetupDocument,
): Promise<ElectionResults | null> {
  if (!isFrozenSetup(setup)) return null;
  const [publicationDoc, candidates] = await Promise.all([
    translated(() => getDoc(ballotRefs(h).results(eventId))),
    readCandidates(h, eventId),
  ]);
  const publication = publicationFromDoc(
    publicationDoc.data({ serverTimestamps: 'estimate' }),
    Date.now(),
  );
  if (!publication) return null;
  return readBeleniosResults(h, eventId, {
    setup,
    election: toPublicElection(election, candidates.length),
    candidates,
    publication,
    ditutupPada,
  });
}

interface ResultsSnapshots extends Record<string, unknown> {
  election: DocumentSnapshot;
  publication: DocumentSnapshot;
}

/**
 * The results, live: null until the publication exists, then the results, read once (a published
 * box never changes again).
 */
export function watchResults(
  h: FirebaseHandles,
  eventId: string,
  observer: LiveObserver<ElectionResults | null>,
): Unsubscribe {
  if (!isDocId(eventId)) {
    queueMicrotask(() => observer.next(null));
    return () => undefined;
  }
  let stopped = false;
  let published: ElectionResults | null = null;
  let reading = false;
  let stopSources: Unsubscribe = () => undefined;
  const stop = () => {
    stopped = true;
    stopSources();
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    stop();
    observer.error?.(toBackendError(error));
  };
  stopSources = combineSources<ResultsSnapshots>(
    {
      election: docSource(evotingRefs(h).election(eventId)),
      publication: docSource(ballotRefs(h).results(eventId)),
    },
    (values) => {
      if (stopped) return;
      if (published) return observer.next(published);
      const isPublished = values.election.data()?.['hasilDipublikasikan'] === true;
      if (!isPublished || !values.publication.exists()) return observer.next(null);
      // This client's own publication, not yet acknowledged: the shards are not readable
      // before the server has it. Its time, once stamped, changes the publication again.
      if (values.publication.metadata.hasPendingWrites || reading) return;
      reading = true;
      readResults(h, eventId).then((results) => {
        reading = false;
        if (stopped) return;
        published = results;
        observer.next(results);
      }, fail);
    },
    fail,
  );
  return stop;
}
