/**
 * Dependabot's configuration cannot run here, so it is read: npm and the workflow's actions are
 * watched, versions stay exact, and the packages that must move together (Mantine, React,
 * Firebase) come in one pull request each, every declared member of the family included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Update {
  'package-ecosystem': string;
  directory: string;
  schedule: { interval: string };
  'versioning-strategy'?: string;
  groups?: Record<string, { patterns: string[] }>;
}

const config = parse(fs.readFileSync(path.resolve('.github/dependabot.yml'), 'utf8')) as {
  version: number;
  updates: Update[];
};
const manifest = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];

/** Dependabot's patterns: `*` matches any run of characters, everything else itself. */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const matches = (pattern: string, name: string): boolean =>
  new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`).test(name);

const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm');

describe('.github/dependabot.yml', () => {
  it('watches npm at the root, weekly, keeping the exact versions exact', () => {
    expect(config.version).toBe(2);
    expect(npm).toMatchObject({ directory: '/', schedule: { interval: 'weekly' } });
    expect(npm?.['versioning-strategy']).toBe('increase');
  });

  it("watches the CI workflow's actions too", () => {
    const actions = config.updates.find((u) => u['package-ecosystem'] === 'github-actions');
    expect(actions?.directory).toBe('/');
  });

  const families: [group: string, member: (name: string) => boolean][] = [
    ['mantine', (name) => name.startsWith('@mantine/')],
    ['react', (name) => /^(@types\/)?react(-dom)?$/.test(name)],
    ['firebase', (name) => /^(@firebase\/[\w-]+|firebase(-tools)?)$/.test(name)],
  ];

  it.each(families)('groups every declared %s package into one pull request', (group, member) => {
    const patterns = npm?.groups?.[group]?.patterns ?? [];
    const family = declared.filter(member);
    expect(family.length).toBeGreaterThan(1);
    const left = family.filter((name) => !patterns.some((pattern) => matches(pattern, name)));
    expect(left, `not in the ${group} group`).toEqual([]);
  });

  it("the groups' patterns catch no unrelated package", () => {
    const groups = Object.values(npm?.groups ?? {}).flatMap((group) => group.patterns);
    for (const outsider of ['react-router-dom', 'react-big-calendar', '@tabler/icons-react'])
      expect(
        groups.filter((pattern) => matches(pattern, outsider)),
        outsider,
      ).toEqual([]);
  });
});
