/**
 * package.json tells the truth: every package the code, the tests, the scripts and the configs
 * import is declared (none borrowed from another package's dependencies, which vanish when that
 * package changes), and every version is exact, all of Mantine at one version.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specifiers } from './import-graph';

const root = path.resolve('.');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const versions = { ...manifest.dependencies, ...manifest.devDependencies };

/** tsconfig.base.json's path alias, not a package. */
const ALIASES = new Set(['mantine-notifications-store']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'out', 'release', 'test-results']);
const CODE = /\.(tsx?|[cm]?js)$/;

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : codeFiles(full);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `@scope/name/deep?raw` → `@scope/name`; undefined for relative paths, builtins and aliases. */
function packageOf(specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? '';
  if (bare.startsWith('.') || bare.startsWith('/') || bare.startsWith('node:')) return undefined;
  if (bare.startsWith('virtual:') || ALIASES.has(bare)) return undefined;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? undefined : name;
}

const files = [
  ...['src', 'tests', 'scripts'].flatMap((dir) => codeFiles(path.join(root, dir))),
  ...fs
    .readdirSync(root)
    .filter((name) => CODE.test(name))
    .map((name) => path.join(root, name)),
];

describe('package.json declares what is imported, at exact versions', () => {
  it('reads the specifiers the way the check needs', () => {
    expect(packageOf('@mantine/core/styles/Radio.css')).toBe('@mantine/core');
    expect(packageOf('dayjs/locale/id')).toBe('dayjs');
    expect(packageOf('./styles.css?inline')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs')).toBeUndefined();
  });

  it('every imported package is declared in package.json', () => {
    expect(files.length).toBeGreaterThan(500);
    const undeclared = files.flatMap((file) =>
      specifiers(file).flatMap((specifier) => {
        const name = packageOf(specifier);
        return name && !(name in versions) && !(`@types/${name}` in versions)
          ? [`${path.relative(root, file)}: ${specifier}`]
          : [];
      }),
    );
    expect(undeclared).toEqual([]);
    // Parsing every file of the project: seconds on a busy 2-core machine.
  }, 120_000);

  it('every version is exact', () => {
    const ranged = Object.entries(versions).filter(([, v]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(v));
    expect(ranged).toEqual([]);
  });

  it('every @mantine/* package is at one version', () => {
    const mantine = Object.entries(versions).filter(([name]) => name.startsWith('@mantine/'));
    expect(mantine.length).toBeGreaterThan(1);
    expect(new Set(mantine.map(([, version]) => version)).size).toBe(1);
  });

  it('keeps out what nothing uses: no postcss plugins without a postcss config', () => {
    const postcssConfig = fs
      .readdirSync(root)
      .some((name) => /^\.?postcss(rc|\.config)/.test(name));
    const plugins = Object.keys(versions).filter((name) => name.startsWith('postcss'));
    expect({ postcssConfig, plugins }).toEqual({ postcssConfig: false, plugins: [] });
  });
});
