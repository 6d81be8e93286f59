import { BUILT_PUBLIC_PATHS } from '../../../src/renderer/src/shell/navigation/built-pages';
import { DEMO_NEWS_DETAIL_PATH } from '../../../src/server/seed/demo-news';

/**
 * The public pages the server renders: every route-table entry with a page (the shell's list,
 * which the table is checked against by type), static paths only.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = BUILT_PUBLIC_PATHS.filter(
  (path) => !path.includes(':'),
);

export const PUBLIC_PAGE_ROUTES = PUBLIC_PAGE_PATHS.map((path) => `GET ${path}`);

/** Pages of one record (paths with a parameter), at a record of the demo data: path → its h1. */
export const PUBLIC_RECORD_PAGES: Readonly<Record<string, string>> = {
  [DEMO_NEWS_DETAIL_PATH]: 'PKKMB 2025: Selamat Datang Mahasiswa Baru Poltek Nuklir',
};
