import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from '../../src/shared/admin-menu';
import { RESOURCES } from '../../src/shared/resources/registry';

/**
 * firestore.rules against src/shared, without Java: the admin-area table the rules' `inArea`
 * reads is ADMIN_MENU's, and every declared collection has a rules block that lets the public read
 * what its declaration says and lets only its area write.
 */
const rules = fs.readFileSync('firestore.rules', 'utf8');

/** The body of `function name() { return …; }`. */
function returned(name: string): string {
  const match = new RegExp(`function ${name}\\(\\) \\{\\s*return ([\\s\\S]*?);\\s*\\}`).exec(rules);
  if (!match) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1]!;
}

/** A rules map or list literal as JSON (its strings are single-quoted). */
const literal = (text: string): unknown => JSON.parse(text.replace(/'/g, '"'));

/** The text of `match /collection/{id} { … }` (no nested blocks inside these). */
function block(collection: string): string | undefined {
  const match = new RegExp(`match /${collection}/\\{\\w+\\} \\{([\\s\\S]*?)\\n    \\}`).exec(rules);
  return match?.[1];
}

describe('firestore.rules follow src/shared for admin areas and declared collections', () => {
  it('has the menu rule of every admin area', () => {
    expect(literal(returned('areaMinistries'))).toEqual(
      Object.fromEntries(ADMIN_MENU.filter((e) => e.ministries).map((e) => [e.key, e.ministries])),
    );
    expect(literal(returned('masterOnlyAreas'))).toEqual(
      ADMIN_MENU.filter((e) => e.masterOnly).map((e) => e.key),
    );
    expect(literal(returned('areaExtraRoles'))).toEqual(
      Object.fromEntries(
        ADMIN_MENU.filter((e) => e.alsoForRoles).map((e) => [e.key, e.alsoForRoles]),
      ),
    );
  });

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
