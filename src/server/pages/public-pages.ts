import type { PageRendererModule } from '../../shared/page-render';
import type { LiveHub } from '../live/live-hub';
import type { LiveSources } from '../live/live-sources';
import { PageCache } from './page-cache';
import { isVisitorReadable, loadPublicSnapshots, splitLiveKey } from './public-snapshots';

export interface RenderedPublicPage {
  status: number;
  html: string;
}

export interface PublicPagesOptions {
  renderer: PageRendererModule;
  /** The web build's empty index.html. */
  shell: string;
  sources: LiveSources;
  hub: LiveHub;
  origin: string | undefined;
  /** How long a page is reused when none of its data changed. */
  lifetimeMs?: number;
  maxEntries?: number;
}

/** A page reads its data in a few rounds at most (data that reveals more data); then it is sent. */
const MAX_RENDER_ROUNDS = 3;

/**
 * Public pages rendered on the server with their public data, cached, and re-rendered after a
 * write to what they show: every live key a page reads while rendering is loaded for the next
 * round, and a publish of that key drops the page from the cache.
 */
export class PublicPages {
  private readonly cache: PageCache;
  private readonly lifetimeMs: number;
  private readonly inFlight = new Map<string, Promise<RenderedPublicPage>>();
  /** The keys each path read last time, so a cache miss usually needs one render, not two. */
  private readonly knownKeys = new Map<string, readonly string[]>();
  private readonly watched = new Set<string>();

  constructor(private readonly options: PublicPagesOptions) {
    this.cache = new PageCache(options.maxEntries ?? 200);
    this.lifetimeMs = options.lifetimeMs ?? 30_000;
  }

  /**
   * A page by its URL (path and query string). Only plain paths are cached: a query string is
   * what a single visitor's link carries (an account action's code), rendered for them alone.
   */
  render(url: string): Promise<RenderedPublicPage> {
    const cacheable = !url.includes('?');
    const cached = cacheable ? this.cache.get(url) : undefined;
    if (cached) return Promise.resolve(cached);
    // Visitors arriving together share one render.
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.renderFresh(url, cacheable).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async renderFresh(url: string, cacheable: boolean): Promise<RenderedPublicPage> {
    const pathname = url.split('?')[0] ?? url;
    const epoch = this.cache.currentEpoch();
    let keys = new Set(this.knownKeys.get(pathname) ?? []);
    for (let round = 1; ; round += 1) {
      const snapshots = loadPublicSnapshots(this.options.sources, keys);
      const page = await this.options.renderer.renderDocument({
        shell: this.options.shell,
        url,
        snapshots,
        origin: this.options.origin,
      });
      const readable = page.readKeys.filter((key) => isVisitorReadable(this.options.sources, key));
      const unseen = readable.filter((key) => !keys.has(key));
      if (unseen.length > 0 && round < MAX_RENDER_ROUNDS) {
        keys = new Set([...keys, ...unseen]);
        continue;
      }
      // Remembered for pages only: unknown paths must not grow the map.
      if (page.status === 200) this.knownKeys.set(pathname, readable);
      for (const key of readable) this.watch(key);
      // The object cached is the one returned: its compressed forms are kept with it.
      const rendered = {
        status: page.status,
        html: page.html,
        keys: readable,
        expiresAt: Date.now() + this.lifetimeMs,
      };
      // A path that is no page is rendered each time: unknown paths must not fill the cache.
      if (page.status === 200 && cacheable) this.cache.set(url, rendered, epoch);
      return rendered;
    }
  }

  private watch(key: string): void {
    if (this.watched.has(key)) return;
    this.watched.add(key);
    // A parameterised key (a page of a list) changes with its topic.
    this.options.hub.subscribe(splitLiveKey(key).topic, () => this.cache.invalidate(key));
  }
}
