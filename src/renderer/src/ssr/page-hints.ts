import { PAGE_HINT_ATTRIBUTE } from '../../../shared/page-render';

// A <link> (possibly over several lines) that names the page it is for.
const PAGE_HINT = new RegExp(`<link\\b[^>]*\\b${PAGE_HINT_ATTRIBUTE}="([^"]*)"[^>]*>\\s*`, 'g');

/**
 * The shell with only the hints of the page at `pathname` (none when it is undefined): the phone
 * hero's preload, for instance, would spend a slow connection's first second on an image no other
 * page shows.
 */
export function keepPageHints(shell: string, pathname: string | undefined): string {
  return shell.replace(PAGE_HINT, (link, page: string) => (page === pathname ? link : ''));
}
