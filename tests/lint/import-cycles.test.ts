import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const relative = (groups: string[][], root: string) =>
  groups.map((group) => group.map((file) => path.relative(root, file).replaceAll(path.sep, '/')));

describe('no import cycles among source files', () => {
  it('src/ has none (static, dynamic and type-only imports all count)', () => {
    const root = path.resolve('src');
    const graph = importGraph(root);
    expect(graph.size).toBeGreaterThan(300);
    // The walk sees the renderer's lazy routes: the route table reaches its pages by import().
    expect(graph.get(path.join(root, 'renderer/src/app/route-table.ts'))).toContain(
      path.join(root, 'renderer/src/features/home/HomePage.tsx'),
    );
    expect(relative(importCycles(graph), root)).toEqual([]);
    // It parses every source file (~1,000): seconds on a quiet machine, far more on a busy one.
    // The time is no property of the code, so the limit only stops a hang.
  }, 120_000);

  describe('the check itself, on a throw-away tree', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    };
    write('table.ts', "export const pages = [() => import('./pages/Page')];\n");
    write('pages/Page.tsx', "import { pages } from '../table';\nexport default pages;\n");
    write(
      'Top.tsx',
      "export type Account = { name: string };\nexport const load = () => import('./Drawer');\n",
    );
    write(
      'Drawer.tsx',
      "import type { Account } from './Top';\nexport const a: Account = { name: '' };\n",
    );
    write('a.ts', "export * from './b';\n");
    write('b.ts', "export { c } from './c';\n");
    write('c.ts', "import './a';\nexport const c = 1;\n");
    write('leaf.ts', "import { c } from './c';\nexport const leaf = c;\n");

    it('finds a dynamic, a type-only and a three-file re-export cycle, and nothing else', () => {
      expect(relative(importCycles(importGraph(dir)), dir).sort()).toEqual([
        ['Drawer.tsx', 'Top.tsx'],
        ['a.ts', 'b.ts', 'c.ts'],
        ['pages/Page.tsx', 'table.ts'],
      ]);
    });
  });
});
