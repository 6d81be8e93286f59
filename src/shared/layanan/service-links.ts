/**
 * A service's form link: https only (a `javascript:`, `data:` or plain-http link is refused), and
 * shown inside /layanan only when its host is one of the form providers below, which every
 * Content-Security-Policy of the portal lists in frame-src (server, desktop app, Firebase Hosting).
 * Any other https form opens in a new tab.
 */

/** Form providers whose forms may be embedded in the page, by exact host and path prefix. */
export const EMBEDDABLE_FORM_PROVIDERS = [
  { host: 'docs.google.com', pathPrefix: '/forms/' },
  { host: 'forms.office.com', pathPrefix: '/' },
] as const;

/** The frame-src sources of the Content-Security-Policies (exact origins, no wildcard). */
export const FORM_FRAME_SOURCES: readonly string[] = EMBEDDABLE_FORM_PROVIDERS.map(
  (provider) => `https://${provider.host}`,
);

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** An absolute https link without credentials: what a service may point at. */
export function isServiceLink(value: string): boolean {
  const url = parse(value);
  return url !== null && url.protocol === 'https:' && !url.username && !url.password;
}

/** The address to show in the page's frame, or null when the form opens in a new tab only. */
export function embeddedFormUrl(link: string): string | null {
  const url = parse(link);
  if (!url || !isServiceLink(link)) return null;
  const provider = EMBEDDABLE_FORM_PROVIDERS.find(
    (p) => p.host === url.hostname && url.port === '' && url.pathname.startsWith(p.pathPrefix),
  );
  if (!provider) return null;
  // Google Forms shows its compact layout, without its own page header, in a frame.
  if (provider.host === 'docs.google.com') url.searchParams.set('embedded', 'true');
  return url.href;
}

/** The address of "buka di tab baru": the form's own page, without the embed flag. */
export function newTabFormUrl(link: string): string {
  const url = parse(link);
  if (!url) return link;
  url.searchParams.delete('embedded');
  return url.href;
}
