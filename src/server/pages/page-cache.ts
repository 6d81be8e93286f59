/** A rendered page kept for reuse, with the live keys it was rendered from. */
export interface CachedPage {
  status: number;
  html: string;
  keys: readonly string[];
  expiresAt: number;
}

/**
 * Rendered public pages by path, each dropped when one of the live keys it read changes or when
 * it is older than its lifetime (for what changes without a write, like the time). Bounded, so
 * paths with parameters cannot grow it without end: the oldest entry leaves first.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Moves on every invalidation: a render that began before one must not be stored after it. */
  private epoch = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(pathname: string): CachedPage | undefined {
    const page = this.pages.get(pathname);
    if (page && page.expiresAt <= this.now()) {
      this.pages.delete(pathname);
      return undefined;
    }
    return page;
  }

  currentEpoch(): number {
    return this.epoch;
  }

  /** Stores a page rendered since `epoch`, unless the data it read changed meanwhile. */
  set(pathname: string, page: CachedPage, epoch: number): void {
    if (epoch !== this.epoch) return;
    this.pages.delete(pathname);
    this.pages.set(pathname, page);
    if (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }

  /** Drops every page that read this key. */
  invalidate(key: string): void {
    this.epoch += 1;
    for (const [pathname, page] of this.pages)
      if (page.keys.includes(key)) this.pages.delete(pathname);
  }
}
