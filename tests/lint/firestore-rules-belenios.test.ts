/**
 * Mandatory trustees in firestore.rules, checked as text (the Firestore emulator needs Java 21;
 * tests/firebase/firestore-rules.evoting-belenios.test.ts runs them where it can): the mark the
 * adapter writes at an election's approval is required on create, and a marked election is
 * neither scheduled without `belenios/setup` nor takes a plaintext ballot.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approvalDocs } from '../../src/renderer/src/backend/firebase/evoting-writes';

const rules = fs.readFileSync('firestore.rules', 'utf8');

/** The body of `function name(…) { … }` (up to the first line that closes it). */
function functionBody(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n    \\}`).exec(rules);
  return match?.[1] ?? '';
}

const MARK = 'terenkripsi';

describe('firestore.rules: mandatory trustees', () => {
  it('requires the mark the adapter writes at the approval', () => {
    const request = {
      id: 'req-1',
      organisasiId: 'bem-km',
      penyelenggara: 'BEM KM',
      namaPemilihan: 'Pemira',
      deskripsi: '',
    } as Parameters<typeof approvalDocs>[0];
    expect(approvalDocs(request, []).election[MARK]).toBe(true);
    const created = functionBody('isNewElection');
    expect(created).toContain(`'${MARK}'`);
    expect(created).toContain(`data.${MARK} == true`);
    // An election made before has no field: read with a default, never required to exist.
    expect(functionBody('isMarkedBelenios')).toContain(`e.get('${MARK}', false) == true`);
  });

  it('schedules a marked election only with its setup', () => {
    // The branch up to the next one (`|| (changed.hasOnly(…`).
    const schedule = /changed\.hasOnly\(\['mulai', 'selesai'\]\)[\s\S]*?\n\s*\|\| \(/.exec(
      functionBody('isElectionUpdate'),
    )?.[0];
    expect(schedule).toContain(
      "(!isMarkedBelenios(before) || existsAfter(beleniosPath(id, 'setup')))",
    );
  });

  it('refuses a marked election’s plaintext ballot', () => {
    expect(functionBody('isOwnVote')).toContain('!isMarkedBelenios(electionOf(id))');
  });
});
