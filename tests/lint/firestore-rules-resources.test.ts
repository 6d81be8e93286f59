import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/shared/resources/registry';

/**
 * firestore.rules against the declared collections, without Java: each has a rules block that
 * lets the public read what its declaration says and lets only its area write, by `inArea`
 * (whose table tests/lint/firestore-rules-shared.test.ts keeps equal to ADMIN_MENU).
 */
const rules = fs.readFileSync('firestore.rules', 'utf8');

/** The text of `match /collection/{id} { … }` (no nested blocks inside these). */
function block(collection: string): string | undefined {
  const match = new RegExp(`match /${collection}/\\{\\w+\\} \\{([\\s\\S]*?)\\n    \\}`).exec(rules);
  return match?.[1];
}

describe('firestore.rules follow src/shared for admin areas and declared collections', () => {
  for (const resource of RESOURCES) {
    it(`guards ${resource.firestoreCollection} as ${resource.name} is declared`, () => {
      const body = block(resource.firestoreCollection);
      expect(body, `no match block for ${resource.firestoreCollection}`).toBeDefined();
      const area = `inArea('${resource.writeArea}')`;
      const read = /allow read: if ([^;]+);/.exec(body!)?.[1]?.replace(/\s+/g, ' ');
      expect(read).toBe(
        resource.publicRead === 'all'
          ? 'true'
          : resource.publicRead === 'published'
            ? `resource.data.published == true || ${area}`
            : area,
      );
      const writes = [...body!.matchAll(/allow ([\w, ]+): if ([^;]+);/g)].filter(
        ([, ops]) => ops !== 'read',
      );
      expect(writes.flatMap(([, ops]) => ops!.split(', ')).sort()).toEqual([
        'create',
        'delete',
        'update',
      ]);
      for (const [, , condition] of writes)
        expect(condition!.trimStart()).toMatch(new RegExp(`^${area.replace(/[()]/g, '\\$&')}`));
    });
  }
});
