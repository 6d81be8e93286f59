/**
 * firestore.rules cannot import src/shared, so its list of reserved question names is a copy:
 * this keeps it equal to what the shared rule refuses (every name an object inherits that the
 * fieldName pattern admits). The Firestore emulator cannot run here; the text check can.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReservedFieldName } from '../../src/shared/berkas/form-fields';

const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

describe('firestore.rules: reserved question names', () => {
  it('refuses exactly the inherited names the fieldName pattern admits', () => {
    const rules = fs.readFileSync(path.resolve('firestore.rules'), 'utf8');
    const list = /!\(data\.fieldName in \[([^\]]*)\]\)/.exec(rules)?.[1];
    expect(list, 'the reserved-name check in isFormField').toBeDefined();
    const inRules = [...(list ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]).sort();
    const inherited = Object.getOwnPropertyNames(Object.prototype)
      .filter((name) => FIELD_NAME_PATTERN.test(name))
      .sort();
    expect(inRules).toEqual(inherited);
    for (const name of inRules) expect(isReservedFieldName(name ?? '')).toBe(true);
  });
});
