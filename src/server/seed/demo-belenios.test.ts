import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSTAIN } from '../../shared/evoting/ballot';
import { BELENIOS_2048, gPow } from '../../shared/evoting/belenios/group';
import { parseResult } from '../../shared/evoting/belenios/result';
import {
  certificateKeys,
  deriveThresholdKeys,
  signedMessageFromJson,
} from '../../shared/evoting/belenios/threshold-trustee';
import { closeDatabase, openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrations';
import { witnessCodeHash } from '../evoting/belenios/trustee-setup-service';
import { createServices, type PortalServices, type ServicesConfig } from '../services';
import { DEMO_BALLOTS } from './demo-ballots';
import { demoBeleniosRecords } from './demo-belenios';
import { DEMO_WITNESSES } from './demo-belenios-record';
import { seedDemoData } from './demo-seed';

/**
 * The committed demo records (scripts/make-demo-belenios.ts) are still those of the demo as it
 * is seeded: the server's own setup() makes the same election.json and credentials from the
 * seeded rows, the ballots and the result are the planned ones, and the key files in
 * docs/demo/kunci-wali/ hold the trustees' seeds. A failure here means: run the script again.
 */
const records = demoBeleniosRecords();
const KEY_DIR = path.resolve('docs/demo/kunci-wali');

let dataDir = '';
let db: Db;
let services: PortalServices;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-demo-belenios-'));
  db = openDatabase(dataDir);
  migrate(db);
  const log = pino({ level: 'silent' });
  const config: ServicesConfig = {
    dataDir,
    publicUrl: () => 'http://127.0.0.1',
    smtpUrl: undefined,
    mailFrom: 'Portal <no-reply@localhost>',
  };
  services = createServices(db, config, () => log);
  await seedDemoData(db, services);
}, 30_000);
afterAll(() => {
  if (db) closeDatabase(db);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo Belenios records', () => {
  it('are those of every published demo election, and only those', () => {
    const planned = Object.entries(DEMO_BALLOTS).filter(([, plan]) => plan.publish);
    expect(Object.keys(records).sort()).toEqual(planned.map(([nama]) => nama).sort());
  });

  it("match what the server's setup() makes from the seeded rows", () => {
    for (const [nama, record] of Object.entries(records)) {
      const election = services.evoting.reads.all().find((e) => e.nama === nama)!;
      expect(election.state).toBe('selesai');
      const stored = services.evoting.belenios.repository.find(election.id)!;
      expect(stored.electionJson).toBe(record.electionJson);
      // Thawed, then frozen again by the server from the candidates, the roll and the trustees.
      db.prepare(
        `UPDATE belenios_elections SET election_json = NULL, credentials_json = NULL,
           dibuka_unix = NULL WHERE election_id = ?`,
      ).run(election.id);
      const frozen = services.evoting.belenios.record.setup(election)!;
      expect(frozen.stored.electionJson).toBe(record.electionJson);
      expect(frozen.stored.credentialsJson).toBe(record.credentialsJson);
      expect(frozen.stored.dibukaUnix).toBe(Math.floor(Date.parse(election.mulai!) / 1000));
      expect(frozen.election.fingerprint).toBe(record.fingerprint);
    }
  });

  it('hold the planned ballots, their trackers as the voters’ receipts, and the planned counts', () => {
    for (const [nama, record] of Object.entries(records)) {
      const plan = DEMO_BALLOTS[nama]!;
      expect(record.ballots.map((b) => b.email)).toEqual(plan.ballots.map((b) => b.email));
      const election = services.evoting.reads.all().find((e) => e.nama === nama)!;
      const receipts = db
        .prepare('SELECT kode_tanda FROM election_voted WHERE election_id = ? ORDER BY kode_tanda')
        .pluck()
        .all(election.id);
      expect(receipts).toEqual(record.ballots.map((b) => b.tracker).sort());
      const count = (pilihan: number | typeof ABSTAIN) =>
        plan.ballots.filter((b) => b.pilihan === pilihan).length;
      expect(parseResult(record.resultJson)).toEqual([[count(ABSTAIN), count(1), count(2)]]);
    }
  });

  it('name the committee account and two witnesses whose demo codes sign in', () => {
    for (const nama of Object.keys(records)) {
      const election = services.evoting.reads.all().find((e) => e.nama === nama)!;
      const trustees = services.evoting.belenios.repository.trustees(election.id);
      expect(trustees.map((t) => [t.posisi, t.jenis, t.email])).toEqual([
        [1, 'panitia', null],
        [2, 'saksi', 'saksi1@bem.demo'],
        [3, 'saksi', 'saksi2@bem.demo'],
      ]);
      for (const [i, witness] of DEMO_WITNESSES.entries())
        expect(trustees[i + 1]!.kodeHash).toBe(witnessCodeHash(witness.kodeMasuk));
    }
  });

  it('have key files whose seeds are the trustees’ certified keys', () => {
    for (const [nama, record] of Object.entries(records)) {
      record.trustees.forEach((trustee, i) => {
        const file = path.join(KEY_DIR, `kunci-wali-${record.uuid}-${i + 1}.json`);
        const key = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
        expect(key).toMatchObject({
          jenis: 'kunci-wali-belenios',
          uuid: record.uuid,
          posisi: i + 1,
          namaPemilihan: nama,
        });
        const { signingKey, decryptionKey } = deriveThresholdKeys(key.benih as string);
        const cert = certificateKeys(signedMessageFromJson(JSON.parse(trustee.sertifikat)));
        expect(cert.verification).toBe(gPow(BELENIOS_2048, signingKey));
        expect(cert.encryption).toBe(gPow(BELENIOS_2048, decryptionKey));
      });
    }
  });
});
