import { EVOTING_HISTORY } from '../../shared/evoting/election-history';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import { createBallotRepository } from '../evoting/ballot-repository';
import { witnessCodeHash } from '../evoting/belenios/trustee-setup-service';
import type { PortalServices } from '../services';
import { DEMO_WITNESSES, type DemoBeleniosRecord, demoWitnessCode } from './demo-belenios-record';
import rekaman from './demo-belenios-rekaman.json' with { type: 'json' };

/**
 * The demo's elections as Belenios elections (issue 34 item 6), each at its stage. Their records
 * are computed once by scripts/make-demo-belenios.ts with the shared Belenios library — threshold
 * key generation of the demo trustees, credentials, the planned ballots and, for the published
 * one, the encrypted tally, two partial decryptions and the result — and committed in
 * demo-belenios-rekaman.json: every contract test and e2e portal seeds the demo, and computing
 * them there would cost seconds. Seeding only inserts the rows, as if the committee, the trustees
 * and the voters had done each step over HTTP; `belenios-tool election verify` accepts the
 * records the server then builds (tests/contract/belenios-demo.test.ts).
 */

/** The committed records by election name (imported, so a bundled server carries them). */
export const demoBeleniosRecords = (): Readonly<Record<string, DemoBeleniosRecord>> => rekaman;

/** Minutes between two demo ballots, from the election's start. */
const BALLOT_EVERY_MS = 47 * 60 * 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A seeded demo election, its schedule in epoch milliseconds. */
export interface DemoBeleniosElection {
  id: string;
  nama: string;
  mulai: number;
  selesai: number;
  /** How its witnesses' codes end (demoWitnessCode). */
  kodeSaksi: string;
}

/**
 * Inside the seeding transaction, after the election, its candidates and its roll, as far as the
 * record goes (its stage, DemoBeleniosStage): the trustees and the messages of their key
 * generation; from the opening on the credentials,
 * the frozen setup and the ballots, each voter's has-voted record holding the tracker; once
 * published the tally, the result and the publication by the committee two hours after the
 * election closed. The election.json of a record was made from the same names and candidates the
 * server would read (demo-belenios.test.ts keeps them in step).
 */
export function seedDemoBelenios(
  db: Db,
  services: PortalServices,
  election: DemoBeleniosElection,
  record: DemoBeleniosRecord,
  voterIds: ReadonlyMap<string, string>,
  committee: StoredUser,
): void {
  const { repository } = services.evoting.belenios;
  const id = election.id;
  repository.create(id, record.uuid, record.ambang);
  repository.replaceTrustees(id, [
    {
      jenis: 'panitia',
      userId: committee.id,
      nama: committee.namaTampilan,
      email: null,
      kodeHash: null,
    },
    ...DEMO_WITNESSES.map((w, i) => ({
      jenis: 'saksi' as const,
      userId: null,
      nama: w.nama,
      email: w.email,
      kodeHash: witnessCodeHash(demoWitnessCode(i, election.kodeSaksi)),
    })),
  ]);
  record.trustees.forEach((t, i) => {
    for (const column of [
      'sertifikat',
      'polinomial',
      'vinput',
      'verifikasi',
      'dekripsi',
    ] as const) {
      const text = t[column];
      if (text !== null) repository.fillStep(id, i + 1, column, text);
    }
  });
  repository.setTrustees(id, record.trusteesJson);
  const opened = record.dibuka;
  if (!opened) return;
  for (const { email, publik } of opened.credentials) {
    const voterId = voterIds.get(email);
    if (voterId) repository.setCredential(id, voterId, publik);
  }
  repository.setSetup(
    id,
    opened.electionJson,
    opened.credentialsJson,
    Math.floor(election.mulai / 1000),
  );
  const ballots = createBallotRepository(db);
  opened.ballots.forEach((ballot, i) => {
    const voterId = voterIds.get(ballot.email);
    if (!voterId) return;
    const at = Math.floor((election.mulai + (i + 1) * BALLOT_EVERY_MS) / MINUTE) * MINUTE;
    ballots.markVoted(id, voterId, new Date(at).toISOString(), ballot.tracker);
    const credential = opened.credentials.find((c) => c.email === ballot.email)?.publik;
    if (credential) repository.addBallot(id, credential, ballot.tracker, ballot.text);
  });
  const published = record.hasil;
  if (!published) return;
  repository.setTally(id, published.tallyJson, published.sizedTallyJson);
  repository.setResult(id, published.resultJson);
  ballots.publish(id, new Date(election.selesai + 2 * HOUR).toISOString(), opened.fingerprint);
  services.histori.record(committee, EVOTING_HISTORY.resultsPublished(election.nama));
}
