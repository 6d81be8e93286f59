/**
 * Makes the demo's Belenios records (issue 34 item 6): src/server/seed/demo-belenios-rekaman.json,
 * the demo trustees' key files in docs/demo/kunci-wali/, and the committee's hand-out of the open
 * election's credentials, docs/demo/kredensial-{uuid}.csv. Run it again after changing a demo
 * election's name, description, candidates, roll, ballots or stage
 * (src/server/seed/demo-evoting.ts, demo-ballots.ts); demo-belenios.test.ts says when it is due.
 *
 *   npx tsx scripts/make-demo-belenios.ts
 *
 * Everything is computed by the shared library (scripts/demo-belenios/make-record.ts) with a
 * random source seeded from the election's name: the output is the same on every run, so a rerun
 * changes no committed byte unless the demo changed. That is fine for a demo whose secrets are
 * published anyway (the key files, the credentials) and never for a real one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toCsv, type ExportColumn } from '../src/shared/open-data/table-export';
import { DEMO_BALLOT_VOTERS } from '../src/server/seed/demo-ballots';
import type { DemoBeleniosRecord } from '../src/server/seed/demo-belenios-record';
import { DEMO_ELECTIONS, DEMO_VOTERS } from '../src/server/seed/demo-evoting';
import { makeRecord } from './demo-belenios/make-record';

const RECORDS_FILE = path.resolve('src/server/seed/demo-belenios-rekaman.json');
const DEMO_DIR = path.resolve('docs/demo');
const KEY_DIR = path.join(DEMO_DIR, 'kunci-wali');

const KEY_FILE_HINT =
  'Berkas kunci wali DEMO portal BEM KM. Muat berkas ini di Ruang Wali (/wali/{id pemilihan}) ' +
  'untuk langkah kunci dan dekripsi. Pada pemilihan sungguhan berkas ini rahasia: simpan di tempat ' +
  'aman, jangan kirim ke siapa pun, termasuk panitia; tanpa berkas ini Anda tidak dapat ikut ' +
  'membuka hasil.';

/** Each trustee's key file, as the trustee's page downloads it. */
function writeKeyFiles(nama: string, uuid: string, seeds: readonly string[]) {
  seeds.forEach((benih, i) => {
    const posisi = i + 1;
    const key = {
      jenis: 'kunci-wali-belenios',
      uuid,
      posisi,
      namaPemilihan: nama,
      benih,
      petunjuk: KEY_FILE_HINT,
    };
    const file = path.join(KEY_DIR, `kunci-wali-${uuid}-${posisi}.json`);
    fs.writeFileSync(file, `${JSON.stringify(key, null, 2)}\n`);
  });
}

interface HandedOut {
  nim: string;
  nama: string;
  kode: string;
}

/**
 * The columns of the committee's "Kredensial Pemilih" download (the renderer's
 * credential-sheet.ts: NIM, Nama, Kode Kredensial), in the committee page's order (by NIM).
 */
const HAND_OUT_COLUMNS: readonly ExportColumn<HandedOut>[] = [
  { key: 'nim', header: 'NIM', value: (c) => c.nim },
  { key: 'nama', header: 'Nama', value: (c) => c.nama },
  { key: 'kode', header: 'Kode Kredensial', value: (c) => c.kode },
];

function writeHandOut(uuid: string, codes: ReadonlyMap<string, string>) {
  const voters = [...DEMO_VOTERS, ...DEMO_BALLOT_VOTERS];
  const rows = [...codes].map(([email, kode]) => {
    const voter = voters.find((v) => v.email === email);
    if (!voter) throw new Error(`${email} bukan pemilih demo.`);
    return { nim: voter.nim, nama: voter.namaLengkap, kode };
  });
  rows.sort((a, b) => a.nim.localeCompare(b.nim));
  fs.writeFileSync(path.join(DEMO_DIR, `kredensial-${uuid}.csv`), toCsv(HAND_OUT_COLUMNS, rows));
}

const records: Record<string, DemoBeleniosRecord> = {};
fs.mkdirSync(KEY_DIR, { recursive: true });
for (const election of DEMO_ELECTIONS) {
  const started = performance.now();
  const { record, seeds, codes } = makeRecord(election);
  records[election.nama] = record;
  writeKeyFiles(election.nama, record.uuid, seeds);
  // Only the open election's codes are still of use: the others were never handed out, or
  // their election is over.
  if (election.belenios.tahap === 'dibuka') writeHandOut(record.uuid, codes);
  const ballots = record.dibuka?.ballots.length ?? 0;
  const result = record.hasil ? `, hasil ${record.hasil.resultJson}` : '';
  console.log(
    `${election.nama} (${election.belenios.tahap}): ${record.uuid}, ${ballots} surat suara${result} (${Math.round(performance.now() - started)} ms)`,
  );
}
fs.writeFileSync(RECORDS_FILE, `${JSON.stringify(records, null, 2)}\n`);
