import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { PAGE_HINT_ATTRIBUTE, PAGE_SCRIPTS_META } from '../../src/shared/page-render.ts';
import { readRouteModules, type RouteModule } from './route-modules.ts';

/** What the hints need of a chunk of the bundle (Rolldown's OutputChunk has it all). */
export interface HintChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module bundled into the chunk. */
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

type Bundle = Readonly<Record<string, HintChunk | { type: 'asset' }>>;

function chunksOf(bundle: Bundle): Map<string, HintChunk> {
  const chunks = new Map<string, HintChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** `file` and every chunk it imports statically, directly or not, in a stable order. */
export function staticClosure(chunks: ReadonlyMap<string, HintChunk>, file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return [...seen];
}

function entryOf(chunks: ReadonlyMap<string, HintChunk>): HintChunk {
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  if (entries.length !== 1 || !entries[0])
    throw new Error(`pageHints: expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/** The chunks the entry needs before it runs (itself excluded): the boot script fetches them. */
export function entryImports(bundle: Bundle): string[] {
  const chunks = chunksOf(bundle);
  const entry = entryOf(chunks);
  return staticClosure(chunks, entry.fileName).filter((file) => file !== entry.fileName);
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * For each route of the table, tagged with its pattern: a <meta> listing the scripts of its page
 * (the page's chunk and every chunk it imports that the entry does not already bring), which the
 * boot script fetches beside the app's, and a stylesheet link for each of their CSS files, so
 * the server-rendered page paints with its own styles instead of changing when its code arrives.
 * Vite's loader finds these links (same address, rel=stylesheet) and does not add them again.
 */
export function pageHintTags(
  bundle: Bundle,
  routes: readonly RouteModule[],
  base: string,
): HtmlTagDescriptor[] {
  const chunks = chunksOf(bundle);
  const entry = entryOf(chunks);
  const fromEntry = new Set(staticClosure(chunks, entry.fileName));
  const entryCss = new Set(
    [...fromEntry].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]),
  );
  return routes.flatMap((route) => {
    // The page's own chunk, or the chunk of a group (vite.shared.config.ts) that took it in.
    const page = [...chunks.values()].find((chunk) =>
      chunk.moduleIds.some((id) => withoutExtension(id) === route.module),
    );
    if (!page) throw new Error(`pageHints: no chunk for ${route.path} (${route.module})`);
    const scripts = staticClosure(chunks, page.fileName).filter((file) => !fromEntry.has(file));
    const styles = new Set(
      scripts
        .flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])
        .filter((file) => !entryCss.has(file)),
    );
    return [
      {
        tag: 'meta',
        attrs: {
          name: PAGE_SCRIPTS_META,
          content: scripts.map((file) => `${base}${file}`).join(' '),
          [PAGE_HINT_ATTRIBUTE]: route.path,
        },
        injectTo: 'head',
      },
      ...[...styles].map((file): HtmlTagDescriptor => ({
        tag: 'link',
        // crossorigin like the links Vite's loader makes, so it recognises this one.
        attrs: {
          rel: 'stylesheet',
          crossorigin: true,
          href: `${base}${file}`,
          [PAGE_HINT_ATTRIBUTE]: route.path,
        },
        injectTo: 'head',
      })),
    ];
  });
}

/**
 * The web build's per-page hints (see pageHintTags), all in index.html; the server and the
 * prerender keep only those of the page they send (src/renderer/src/ssr/page-hints.ts). With
 * Vite's own preloading of lazy chunks' imports turned off (vite.web.config.ts), these hints are
 * what fetches a first page's code in parallel rather than one import level at a time.
 */
export function pageHints(
  routeTable = fileURLToPath(new URL('../../src/renderer/src/app/route-table.ts', import.meta.url)),
): Plugin {
  return {
    name: 'bem:page-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) throw new Error('pageHints: no bundle to read the pages from');
        return pageHintTags(
          context.bundle as unknown as Bundle,
          readRouteModules(routeTable),
          context.server?.config.base ?? '/',
        );
      },
    },
  };
}
