/**
 * The contract between the server-side rendering bundle (src/renderer/src/ssr, built by
 * vite.prerender.config.ts) and its two hosts: the embedded server, which renders public pages on
 * request with their public data, and the web build, which prerenders every public page without
 * data for static hosts.
 */

/** Live snapshots by cache key (a live topic): what the page showed, for the app to start from. */
export type PageSnapshots = Readonly<Record<string, unknown>>;

export interface PageRenderInput {
  /** The web build's empty index.html: its head is kept, the page goes into #root. */
  shell: string;
  /** The path asked for, with its query string when it has one (a page may read it). */
  url: string;
  snapshots: PageSnapshots;
  /** The portal's public address, for absolute og:url and og:image; absent: relative links only. */
  origin: string | undefined;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The whole HTML document. */
  html: string;
  /** The live keys the page read while rendering: the data it needs and is invalidated by. */
  readKeys: string[];
}

/** What the bundle exports. */
export interface PageRendererModule {
  renderDocument(input: PageRenderInput): Promise<RenderedPage>;
  /** Every public path with a page, from the route table (static paths only). */
  PUBLIC_PAGE_PATHS: readonly string[];
  /** The shell without any page's own hints: what paths that are no public page get. */
  appShell(shell: string): string;
}

/**
 * The attribute that ties a hint of index.html (a preload, a page's stylesheet or its scripts'
 * list) to the one route it helps, by the route table's pattern, e.g. data-page="/" on the phone
 * hero: every other page is sent without it, so it never competes with what that page paints.
 */
export const PAGE_HINT_ATTRIBUTE = 'data-page';

/**
 * The name of the page hint (a <meta>) that lists the scripts of a page's own chunks, which the
 * boot script fetches beside the app's (scripts/vite/page-hints.ts): the page's code no longer
 * waits for the app's code to ask for it.
 */
export const PAGE_SCRIPTS_META = 'page-scripts';

/** The id of the JSON data block that carries the snapshots into the app. */
export const PAGE_DATA_ELEMENT_ID = 'data-halaman';

/**
 * In the web build, beside index.html: where the rendering bundle and the page template (the
 * empty shell with every page's hints) are, relative to the build. Dotfiles, so neither the server
 * nor Firebase Hosting ever serves them.
 */
export const PAGE_RENDERER_POINTER = '.page-renderer.json';
