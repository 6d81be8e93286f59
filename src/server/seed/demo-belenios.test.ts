import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSTAIN } from '../../shared/evoting/ballot';
import {
  derivePublicCredential,
  publicCredentialToString,
} from '../../shared/evoting/belenios/credential';
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
import { demoBeleniosRecords, seedDemoBelenios } from './demo-belenios';
import { DEMO_WITNESSES, demoWitnessCode } from './demo-belenios-record';
import { DEMO_COMMITTEE_EMAIL, DEMO_ELECTIONS } from './demo-evoting';
import { seedDemoData } from './demo-seed';

/**
 * The committed demo records (scripts/make-demo-belenios.ts) are still those of the demo as it
 * is seeded: each election's record goes as far as its stage, the server's own setup() makes the
 * same election.json and credentials from the seeded rows, the ballots and the result are the
 * planned ones, the open election's hand-out holds its voters' credentials, and the key files in
 * docs/demo/kunci-wali/ hold the trustees' seeds. A failure here means: run the script again.
 */
const records = demoBeleniosRecords();
const DEMO_DIR = path.resolve('docs/demo');
const KEY_DIR = path.join(DEMO_DIR, 'kunci-wali');
const OPEN = 'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026';
const SCHEDULED = 'Pemilihan Ketua HIMA Teknokimia Nuklir 2026';

let dataDir = '';
let db: Db;
let services: PortalServices;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-demo-belenios-'));
  db = openDatabase(dataDir);
  migrate(db);
  // Fastify's own logger (pino), silenced: pino is fastify's dependency, not the project's.
  const log = Fastify({ logger: { level: 'silent' } }).log;
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

const electionNamed = (nama: string) => services.evoting.reads.all().find((e) => e.nama === nama)!;
const voterId = (email: string) => services.voters.findByEmail(email)!.id;

describe('the demo Belenios records', () => {
  it('are those of every demo election, each as far as its stage', () => {
    expect(Object.keys(records).sort()).toEqual(DEMO_ELECTIONS.map((e) => e.nama).sort());
    const stages = DEMO_ELECTIONS.map((e) => {
      const record = records[e.nama]!;
      return [e.belenios.tahap, electionNamed(e.nama).state, !!record.dibuka, !!record.hasil];
    });
    expect(stages).toEqual([
      ['dibuka', 'berlangsung', true, false],
      ['kunci', 'dijadwalkan', false, false],
      ['dipublikasikan', 'selesai', true, true],
    ]);
  });

  it("match what the server's setup() makes from the seeded rows", () => {
    for (const [nama, record] of Object.entries(records)) {
      const election = electionNamed(nama);
      const stored = services.evoting.belenios.repository.find(election.id)!;
      expect(stored.trusteesJson).toBe(record.trusteesJson);
      const opened = record.dibuka;
      if (!opened) {
        expect(stored.electionJson).toBeNull();
        continue;
      }
      expect(stored.electionJson).toBe(opened.electionJson);
      // Thawed, then frozen again by the server from the candidates, the roll and the trustees.
      db.prepare(
        `UPDATE belenios_elections SET election_json = NULL, credentials_json = NULL,
           dibuka_unix = NULL WHERE election_id = ?`,
      ).run(election.id);
      const frozen = services.evoting.belenios.record.setup(election)!;
      expect(frozen.stored.electionJson).toBe(opened.electionJson);
      expect(frozen.stored.credentialsJson).toBe(opened.credentialsJson);
      expect(frozen.stored.dibukaUnix).toBe(Math.floor(Date.parse(election.mulai!) / 1000));
      expect(frozen.election.fingerprint).toBe(opened.fingerprint);
    }
  });

  it('hold the planned ballots, their trackers as the voters’ receipts, and the planned counts', () => {
    for (const [nama, record] of Object.entries(records)) {
      const plan = DEMO_BALLOTS[nama] ?? [];
      expect(record.dibuka?.ballots.map((b) => b.email) ?? []).toEqual(plan.map((b) => b.email));
      const election = electionNamed(nama);
      const receipts = db
        .prepare('SELECT kode_tanda FROM election_voted WHERE election_id = ? ORDER BY kode_tanda')
        .pluck()
        .all(election.id);
      expect(receipts).toEqual(record.dibuka?.ballots.map((b) => b.tracker).sort() ?? []);
      expect(services.evoting.belenios.repository.trackers(election.id)).toEqual(receipts);
      if (!record.hasil) continue;
      const count = (pilihan: number | typeof ABSTAIN) =>
        plan.filter((b) => b.pilihan === pilihan).length;
      expect(parseResult(record.hasil.resultJson)).toEqual([[count(ABSTAIN), count(1), count(2)]]);
    }
  });

  it('leave the open Pemira unpublished: no tally, no result, no decryption', () => {
    const election = electionNamed(OPEN);
    const stored = services.evoting.belenios.repository.find(election.id)!;
    expect([stored.tallyJson, stored.resultJson]).toEqual([null, null]);
    const trustees = services.evoting.belenios.repository.trustees(election.id);
    expect(trustees.map((t) => t.dekripsi)).toEqual([null, null, null]);
    expect(election).toMatchObject({ sudahMemilih: 6, jumlahPemilih: 13 });
  });

  it('hand out the open Pemira’s codes: each one is its voter’s registered credential', () => {
    const record = records[OPEN]!;
    const election = electionNamed(OPEN);
    const csv = fs.readFileSync(path.join(DEMO_DIR, `kredensial-${record.uuid}.csv`), 'utf8');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('\uFEFF"NIM","Nama","Kode Kredensial"');
    expect(rows).toHaveLength(record.dibuka!.credentials.length);
    for (const row of rows) {
      const [nim, , kode] = row.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
      const voter = services.voters.findByNim(nim!)!;
      const publik = publicCredentialToString(
        derivePublicCredential(BELENIOS_2048, record.uuid, kode!),
      );
      expect(services.evoting.belenios.repository.credential(election.id, voter.id)).toBe(publik);
    }
    const nims = rows.map((row) => row.slice(1, 10));
    expect(nims).toEqual([...nims].sort());
  });

  it('leave the scheduled HIMA election’s keys made and its credentials to its voters', () => {
    const election = electionNamed(SCHEDULED);
    expect(services.evoting.belenios.trusteeSetup.status(election.id).tahap).toBe('siap');
    const { repository } = services.evoting.belenios;
    expect(repository.credential(election.id, voterId('pemilih1@bem.demo'))).toBeNull();
    expect(repository.withoutCredential(election.id).map((v) => v.nim)).toEqual(['012300001']);
  });

  it('name the committee account and two witnesses whose demo codes sign in, per election', () => {
    const committee = services.users.findByEmail(DEMO_COMMITTEE_EMAIL)!;
    const hashes = new Set<string>();
    for (const demo of DEMO_ELECTIONS) {
      const election = electionNamed(demo.nama);
      const trustees = services.evoting.belenios.repository.trustees(election.id);
      expect(trustees.map((t) => [t.posisi, t.jenis, t.userId, t.email])).toEqual([
        [1, 'panitia', committee.id, null],
        [2, 'saksi', null, 'saksi1@bem.demo'],
        [3, 'saksi', null, 'saksi2@bem.demo'],
      ]);
      for (const [i] of DEMO_WITNESSES.entries()) {
        const hash = witnessCodeHash(demoWitnessCode(i, demo.belenios.kodeSaksi));
        expect(trustees[i + 1]!.kodeHash).toBe(hash);
        hashes.add(hash);
      }
    }
    // A code names one election's trustee: the same witness has another code in each.
    expect(hashes.size).toBe(DEMO_ELECTIONS.length * DEMO_WITNESSES.length);
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

  it('are inserted in milliseconds: seeding computes nothing', () => {
    const committee = services.users.findByEmail(DEMO_COMMITTEE_EMAIL)!;
    const emails = Object.values(records).flatMap((r) => r.dibuka?.credentials ?? []);
    const voterIds = new Map(emails.map(({ email }) => [email, voterId(email)]));
    const copy = db.prepare(
      `INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, mulai, selesai,
         abstain, hasil_dipublikasikan, dibuat_pada, diperbarui_pada)
       SELECT ?, nama, deskripsi, organisasi_id, penyelenggara, mulai, selesai, abstain, 0,
         dibuat_pada, diperbarui_pada FROM elections WHERE id = ?`,
    );
    const undo = new Error('rolled back');
    let elapsed = 0;
    // Again, on copies of the three elections, in a transaction undone afterwards.
    expect(() =>
      db.transaction(() => {
        // An election's UUID is unique across the portal: the originals' step aside.
        db.prepare(`UPDATE belenios_elections SET uuid = 'lama-' || uuid`).run();
        const started = performance.now();
        for (const demo of DEMO_ELECTIONS) {
          const election = electionNamed(demo.nama);
          const id = `salinan-${election.id}`;
          copy.run(id, election.id);
          const mulai = Date.parse(election.mulai!);
          const selesai = Date.parse(election.selesai!);
          const seeded = {
            id,
            nama: demo.nama,
            mulai,
            selesai,
            kodeSaksi: demo.belenios.kodeSaksi,
          };
          seedDemoBelenios(db, services, seeded, records[demo.nama]!, voterIds, committee);
        }
        elapsed = performance.now() - started;
        throw undo;
      })(),
    ).toThrow(undo);
    console.info(`[demo Belenios] three records inserted in ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(250);
  });
});
