/**
 * The record of a Belenios election on the Firebase backend (issue 34 item 6): built from
 * Firebase-shaped documents by record-from-documents.ts, as a visitor's browser builds it there,
 * `belenios-tool election verify` accepts it and `compute-result` gives the published counts;
 * leaving one ballot out of the built record breaks it for the tool too. Skipped with the printed
 * reason where the tool is missing. Run: `npx vitest run --project belenios`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_FIREBASE_RESULT,
  type FirebaseElectionFixture,
  makeFirebaseElection,
} from '../../src/shared/evoting/belenios/firebase-election-fixture';
import { recordFromDocuments } from '../../src/shared/evoting/belenios/record-from-documents';
import { beleniosSkipReason, runTool } from './belenios-tool';

const skip = beleniosSkipReason();
const dirs: string[] = [];
let fixture: FirebaseElectionFixture;

/** A directory holding only `UUID.bel`, as the tool reads an election. */
function directoryWith(bytes: Uint8Array | null): string {
  if (bytes === null) throw new Error('no record');
  const dir = mkdtempSync(join(tmpdir(), 'bem-firebase-bel-'));
  dirs.push(dir);
  writeFileSync(join(dir, `${fixture.documents.setup.uuid}.bel`), bytes);
  return dir;
}

function verify(dir: string): { passed: boolean; output: string } {
  const run = runTool(['election', 'verify', `--dir=${dir}`], { cwd: dir });
  const output = run.stdout + run.stderr;
  console.log(`belenios-tool election verify: ${output.trim()}`);
  return { passed: run.status === 0 && output.includes('all checks passed'), output };
}

describe.skipIf(skip !== null)('a Firebase election record and belenios-tool 2.0', () => {
  beforeAll(() => {
    fixture = makeFirebaseElection();
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('passes election verify, and compute-result gives the published counts', () => {
    const dir = directoryWith(recordFromDocuments(fixture.documents));
    expect(verify(dir).passed).toBe(true);
    const result = runTool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir });
    expect(result.status).toBe(0);
    expect((JSON.parse(result.stdout) as { result: number[][] }).result).toEqual(
      FIXTURE_FIREBASE_RESULT,
    );
  });

  it('passes while open (setup and ballots only)', () => {
    const { setup, ballots } = fixture.documents;
    expect(verify(directoryWith(recordFromDocuments({ setup, ballots }))).passed).toBe(true);
  });

  it('fails when a counted ballot is missing from the built record', () => {
    const { documents } = fixture;
    const dir = directoryWith(
      recordFromDocuments({ ...documents, ballots: documents.ballots.slice(1) }),
    );
    expect(verify(dir).passed).toBe(false);
  });
});
