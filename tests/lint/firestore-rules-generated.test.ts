/**
 * The generated parts of firestore.rules and storage.rules (issue 36 item 2) are what
 * `npm run rules` writes from src/shared now: a schema changed without running it fails here,
 * before Firebase refuses every write of the new field. Also that the rules call only functions
 * they define (a generated function no schema needs any more disappears from the part) and that
 * each declared collection's block checks its record with its generated shape.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/shared/resources/registry';
import { asWritten, generatedPart } from '../../scripts/rules/markers';
import { FIRESTORE_ENTRIES, RULES_PARTS } from '../../scripts/rules/rules-parts';

/** Functions of the rules language itself, called without being defined. */
const BUILT_IN = new Set(['exists', 'existsAfter', 'get', 'getAfter', 'string', 'int', 'float']);

describe.each(RULES_PARTS.map((p) => [p.file, p] as const))('%s', (file, { part }) => {
  const text = fs.readFileSync(file, 'utf8');

  it('holds the generated part that src/shared makes now', () => {
    expect(
      generatedPart(text, file),
      `${file}: its generated part is stale; run npm run rules`,
    ).toBe(asWritten(part()));
  });

  it('calls only functions it defines', () => {
    const code = text
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n')
      .replace(/'(?:[^'\\]|\\.)*'/g, "''");
    const defined = new Set([...code.matchAll(/^\s*function (\w+)\(/gm)].map((m) => m[1]));
    const called = [...code.matchAll(/(?<![.\w$])(\w+)\(/g)].map((m) => m[1] ?? '');
    const missing = called.filter(
      (fn) => fn !== 'function' && !defined.has(fn) && !BUILT_IN.has(fn),
    );
    expect([...new Set(missing)], `${file}: called but not defined`).toEqual([]);
  });
});

describe('firestore.rules: declared collections', () => {
  const rules = fs.readFileSync('firestore.rules', 'utf8');
  const entries = FIRESTORE_ENTRIES;

  it.each(RESOURCES.map((r) => [r.firestoreCollection, r] as const))(
    '%s is written with its generated shape',
    (collection, resource) => {
      const entry = entries.find((e) => e.resource === resource.name);
      expect(entry, `${resource.name}: no entry in scripts/rules/entries.ts`).toBeDefined();
      const block = new RegExp(`match /${collection}/\\{\\w+\\} \\{([\\s\\S]*?)\\n    \\}`).exec(
        rules,
      )?.[1];
      const writes = [
        ...(block ?? '').matchAll(/allow (create|update|create, update): if ([^;]+);/g),
      ];
      expect(writes.length).toBeGreaterThan(0);
      for (const [, , condition] of writes)
        expect(condition).toContain(`${entry?.fn}(request.resource.data)`);
    },
  );
});
