/**
 * firestore.rules and storage.rules define their functions at one level, where a name defined
 * twice is an error only the deploy (or the emulator, which needs Java) reports. Parts written
 * side by side (the voters and the elections of issue 18 both need a voter's path and the NIM
 * rule) must share one definition: this catches a second one without the emulator.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe.each(['firestore.rules', 'storage.rules'])('%s', (file) => {
  it('defines each function once', () => {
    const rules = fs.readFileSync(file, 'utf8');
    const names = [...rules.matchAll(/^\s*function (\w+)\(/gm)].map((m) => m[1] ?? '');
    const twice = names.filter((name, index) => names.indexOf(name) !== index);
    expect(twice, `${file}: functions defined more than once`).toEqual([]);
  });
});
