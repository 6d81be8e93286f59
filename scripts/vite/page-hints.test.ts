import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryImports, pageHintTags, type HintChunk } from './page-hints';
import { readRouteModules } from './route-modules';

const chunk = (
  fileName: string,
  options: Partial<Omit<HintChunk, 'viteMetadata'>> & { css?: string[] } = {},
): HintChunk => ({
  type: 'chunk',
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.facadeModuleId ?? null,
  moduleIds: options.facadeModuleId ? [options.facadeModuleId] : [],
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

const bundle = Object.fromEntries(
  [
    chunk('assets/runtime.js'),
    chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'], css: ['a/i.css'] }),
    chunk('assets/Paper.js', { imports: ['assets/index.js'], css: ['a/paper.css'] }),
    chunk('assets/icons.js', { imports: ['assets/runtime.js'] }),
    chunk('assets/Home.js', {
      facadeModuleId: '/app/features/Home.tsx',
      imports: ['assets/index.js', 'assets/Paper.js', 'assets/icons.js'],
      css: ['a/home.css', 'a/i.css'],
    }),
    chunk('assets/Detail.js', {
      facadeModuleId: '/app/features/Detail.tsx',
      imports: ['assets/index.js', 'assets/icons.js'],
    }),
  ].map((c) => [c.fileName, c]),
);

describe('pageHintTags', () => {
  it('lists a page’s chunks that the entry does not bring, and their stylesheets', () => {
    const tags = pageHintTags(
      bundle,
      [
        { path: '/', module: '/app/features/Home' },
        { path: '/berita/:slug', module: '/app/features/Detail' },
      ],
      '/',
    );
    expect(tags.map((tag) => tag.attrs)).toEqual([
      {
        name: 'page-scripts',
        content: '/assets/Home.js /assets/Paper.js /assets/icons.js',
        'data-page': '/',
      },
      { rel: 'stylesheet', crossorigin: true, href: '/a/home.css', 'data-page': '/' },
      { rel: 'stylesheet', crossorigin: true, href: '/a/paper.css', 'data-page': '/' },
      {
        name: 'page-scripts',
        content: '/assets/Detail.js /assets/icons.js',
        'data-page': '/berita/:slug',
      },
    ]);
  });

  it('fails the build when a route’s page has no chunk', () => {
    expect(() => pageHintTags(bundle, [{ path: '/x', module: '/app/features/X' }], '/')).toThrow(
      /no chunk for \/x/,
    );
  });

  it('gives the boot script the entry’s own imports', () => {
    expect(entryImports(bundle)).toEqual(['assets/runtime.js']);
  });
});

describe('readRouteModules', () => {
  it('reads every page of the public route table, parameters included', () => {
    const table = path.resolve('src/renderer/src/app/route-table.ts');
    const routes = readRouteModules(table);
    const pages = fs.readFileSync(table, 'utf8').match(/\bpage: \(\) => import\(/g) ?? [];
    expect(routes).toHaveLength(pages.length);
    const features = path.resolve('src/renderer/src/features');
    expect(routes).toContainEqual({ path: '/', module: `${features}/home/HomePage` });
    expect(routes).toContainEqual({
      path: '/berita/:slug',
      module: `${features}/berita/BeritaDetailPage`,
    });
  });
});
