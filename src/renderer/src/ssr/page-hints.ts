import { PAGE_HINT_ATTRIBUTE } from '../../../shared/page-render';

// A <link> or <meta> (possibly over several lines) that names the page it is for.
const PAGE_HINT = new RegExp(
  `<(?:link|meta)\\b[^>]*\\b${PAGE_HINT_ATTRIBUTE}="([^"]*)"[^>]*>\\s*`,
  'g',
);

/**
 * The shell with only the hints of the route `routePath` (a pattern of the route table; none when
 * it is undefined): the phone hero's preload, for instance, would spend a slow connection's first
 * second on an image no other page shows, and each page's scripts and styles are its own.
 */
export function keepPageHints(shell: string, routePath: string | undefined): string {
  return shell.replace(PAGE_HINT, (hint, page: string) => (page === routePath ? hint : ''));
}
