import type { Db } from '../../db/database';

/** One election's Belenios record as stored (migration 17). */
export interface StoredBeleniosElection {
  electionId: string;
  uuid: string;
  ambang: number;
  trusteesJson: string | null;
  electionJson: string | null;
  credentialsJson: string | null;
  dibukaUnix: number | null;
  tallyJson: string | null;
  sizedTallyJson: string | null;
  resultJson: string | null;
}

export type TrusteeKind = 'panitia' | 'saksi';

export interface StoredTrustee {
  posisi: number;
  jenis: TrusteeKind;
  userId: string | null;
  nama: string;
  email: string | null;
  kodeHash: string | null;
  sertifikat: string | null;
  polinomial: string | null;
  vinput: string | null;
  verifikasi: string | null;
  dekripsi: string | null;
}

/** The columns a trustee fills, one per step, each once. */
export type TrusteeStepColumn = 'sertifikat' | 'polinomial' | 'vinput' | 'verifikasi' | 'dekripsi';

interface ElectionRow {
  election_id: string;
  uuid: string;
  ambang: number;
  trustees_json: string | null;
  election_json: string | null;
  credentials_json: string | null;
  dibuka_unix: number | null;
  tally_json: string | null;
  sized_tally_json: string | null;
  result_json: string | null;
}

interface TrusteeRow {
  posisi: number;
  jenis: TrusteeKind;
  user_id: string | null;
  nama: string;
  email: string | null;
  kode_hash: string | null;
  sertifikat: string | null;
  polinomial: string | null;
  vinput: string | null;
  verifikasi: string | null;
  dekripsi: string | null;
}

const toElection = (row: ElectionRow): StoredBeleniosElection => ({
  electionId: row.election_id,
  uuid: row.uuid,
  ambang: row.ambang,
  trusteesJson: row.trustees_json,
  electionJson: row.election_json,
  credentialsJson: row.credentials_json,
  dibukaUnix: row.dibuka_unix,
  tallyJson: row.tally_json,
  sizedTallyJson: row.sized_tally_json,
  resultJson: row.result_json,
});

const toTrustee = (row: TrusteeRow): StoredTrustee => ({
  posisi: row.posisi,
  jenis: row.jenis,
  userId: row.user_id,
  nama: row.nama,
  email: row.email,
  kodeHash: row.kode_hash,
  sertifikat: row.sertifikat,
  polinomial: row.polinomial,
  vinput: row.vinput,
  verifikasi: row.verifikasi,
  dekripsi: row.dekripsi,
});

/**
 * Storage of Belenios elections (migration 17). Plain reads and writes; the services decide
 * when each is allowed. Every write of a step fills a column that was empty, so a message is
 * stored once and never replaced.
 */
export function createBeleniosRepository(db: Db) {
  const election = db.prepare<[string], ElectionRow>(
    'SELECT * FROM belenios_elections WHERE election_id = ?',
  );
  const insertElection = db.prepare<[string, string, number]>(
    'INSERT INTO belenios_elections (election_id, uuid, ambang) VALUES (?, ?, ?)',
  );
  const setAmbang = db.prepare<[number, string]>(
    'UPDATE belenios_elections SET ambang = ? WHERE election_id = ?',
  );
  const trustees = db.prepare<[string], TrusteeRow>(
    'SELECT * FROM belenios_trustees WHERE election_id = ? ORDER BY posisi',
  );
  const deleteTrustees = db.prepare<[string]>(
    'DELETE FROM belenios_trustees WHERE election_id = ?',
  );
  const insertTrustee = db.prepare<
    [string, number, TrusteeKind, string | null, string, string | null, string | null]
  >(
    `INSERT INTO belenios_trustees (election_id, posisi, jenis, user_id, nama, email, kode_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const fillStep = (column: TrusteeStepColumn) =>
    db.prepare<[string, string, number]>(
      `UPDATE belenios_trustees SET ${column} = ?
       WHERE election_id = ? AND posisi = ? AND ${column} IS NULL`,
    );
  const stepWrites = new Map(
    (['sertifikat', 'polinomial', 'vinput', 'verifikasi', 'dekripsi'] as const).map((c) => [
      c,
      fillStep(c),
    ]),
  );
  const fillElection = (column: string) =>
    db.prepare<[string, string]>(
      `UPDATE belenios_elections SET ${column} = ? WHERE election_id = ? AND ${column} IS NULL`,
    );
  const setTrustees = fillElection('trustees_json');
  const setResult = fillElection('result_json');
  const setSetup = db.prepare<[string, string, number, string]>(
    `UPDATE belenios_elections SET election_json = ?, credentials_json = ?, dibuka_unix = ?
     WHERE election_id = ? AND election_json IS NULL`,
  );
  const setTally = db.prepare<[string, string, string]>(
    `UPDATE belenios_elections SET tally_json = ?, sized_tally_json = ?
     WHERE election_id = ? AND tally_json IS NULL`,
  );
  const credential = db
    .prepare<[string, string], string>(
      'SELECT publik FROM belenios_credentials WHERE election_id = ? AND voter_id = ?',
    )
    .pluck();
  const credentialOwner = db
    .prepare<[string, string], string>(
      'SELECT voter_id FROM belenios_credentials WHERE election_id = ? AND publik = ?',
    )
    .pluck();
  const upsertCredential = db.prepare<[string, string, string]>(
    `INSERT INTO belenios_credentials (election_id, voter_id, publik) VALUES (?, ?, ?)
     ON CONFLICT (election_id, voter_id) DO UPDATE SET publik = excluded.publik`,
  );
  // Only the verified roll's credentials are published: a rejected voter's one stays out.
  const verifiedCredentials = db
    .prepare<[string], string>(
      `SELECT c.publik FROM belenios_credentials c
       JOIN election_roll r ON r.election_id = c.election_id AND r.voter_id = c.voter_id
       WHERE c.election_id = ? AND r.status = 'terverifikasi'`,
    )
    .pluck();
  const withoutCredential = db.prepare<[string], { voter_id: string; nim: string; nama: string }>(
    `SELECT r.voter_id, v.nim, v.nama_lengkap AS nama FROM election_roll r
     JOIN voters v ON v.id = r.voter_id
     LEFT JOIN belenios_credentials c ON c.election_id = r.election_id AND c.voter_id = r.voter_id
     WHERE r.election_id = ? AND r.status = 'terverifikasi' AND c.publik IS NULL
     ORDER BY v.nim`,
  );
  const insertBallot = db.prepare<[string, string, string, string]>(
    `INSERT OR IGNORE INTO belenios_ballots (election_id, kredensial, tracker, surat_suara)
     VALUES (?, ?, ?, ?)`,
  );
  const ballotTexts = db
    .prepare<[string], string>(
      'SELECT surat_suara FROM belenios_ballots WHERE election_id = ? ORDER BY tracker',
    )
    .pluck();
  const trackers = db
    .prepare<[string], string>(
      'SELECT tracker FROM belenios_ballots WHERE election_id = ? ORDER BY tracker',
    )
    .pluck();

  return {
    find(electionId: string): StoredBeleniosElection | null {
      const row = election.get(electionId);
      return row ? toElection(row) : null;
    },
    create: (electionId: string, uuid: string, ambang: number) =>
      void insertElection.run(electionId, uuid, ambang),
    setAmbang: (electionId: string, ambang: number) => void setAmbang.run(ambang, electionId),
    trustees: (electionId: string): StoredTrustee[] => trustees.all(electionId).map(toTrustee),
    /** Replaces the named trustees; the service allows it only before anyone's first step. */
    replaceTrustees(
      electionId: string,
      list: readonly Pick<StoredTrustee, 'jenis' | 'userId' | 'nama' | 'email' | 'kodeHash'>[],
    ): void {
      deleteTrustees.run(electionId);
      list.forEach((t, i) =>
        insertTrustee.run(electionId, i + 1, t.jenis, t.userId, t.nama, t.email, t.kodeHash),
      );
    },
    /** Fills one step's column of one trustee; false when it was already filled. */
    fillStep: (electionId: string, posisi: number, column: TrusteeStepColumn, text: string) =>
      stepWrites.get(column)!.run(text, electionId, posisi).changes === 1,
    setTrustees: (electionId: string, text: string) =>
      setTrustees.run(text, electionId).changes === 1,
    setSetup: (electionId: string, electionJson: string, credentials: string, openedAt: number) =>
      setSetup.run(electionJson, credentials, openedAt, electionId).changes === 1,
    setTally: (electionId: string, tally: string, sized: string) =>
      setTally.run(tally, sized, electionId).changes === 1,
    setResult: (electionId: string, text: string) => setResult.run(text, electionId).changes === 1,
    credential: (electionId: string, voterId: string): string | null =>
      credential.get(electionId, voterId) ?? null,
    credentialOwner: (electionId: string, publik: string): string | null =>
      credentialOwner.get(electionId, publik) ?? null,
    setCredential: (electionId: string, voterId: string, publik: string) =>
      void upsertCredential.run(electionId, voterId, publik),
    verifiedCredentials: (electionId: string): string[] => verifiedCredentials.all(electionId),
    withoutCredential: (electionId: string) =>
      withoutCredential
        .all(electionId)
        .map((row) => ({ voterId: row.voter_id, nim: row.nim, nama: row.nama })),
    /** Stores a checked ballot; false when its credential already has one. */
    addBallot: (electionId: string, kredensial: string, tracker: string, text: string) =>
      insertBallot.run(electionId, kredensial, tracker, text).changes === 1,
    ballots: (electionId: string): string[] => ballotTexts.all(electionId),
    trackers: (electionId: string): string[] => trackers.all(electionId),
  };
}

export type BeleniosRepository = ReturnType<typeof createBeleniosRepository>;
