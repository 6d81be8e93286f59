/**
 * The address of a page request as a URL. Leading slashes and backslashes are folded into one:
 * `//host/x` or `/\host` are paths on this site, never another host (and a hostile one such as
 * `/\İ…` would not even parse).
 */
export function pageUrl(url: string): URL {
  return new URL(url.replace(/^[/\\]+/, '/'), 'http://render.invalid');
}
