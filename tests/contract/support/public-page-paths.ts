import { BUILT_PUBLIC_PATHS } from '../../../src/renderer/src/shell/navigation/built-pages';

/**
 * The public pages the server renders: every route-table entry with a page (the shell's list,
 * which the table is checked against by type), static paths only.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = BUILT_PUBLIC_PATHS.filter(
  (path) => !path.includes(':'),
);

export const PUBLIC_PAGE_ROUTES = PUBLIC_PAGE_PATHS.map((path) => `GET ${path}`);
