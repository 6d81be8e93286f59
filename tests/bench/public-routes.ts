/**
 * The pages the benchmark loads: every public path the built page renderer exports (the list the
 * server renders, derived from the route table), so a new page is measured without touching the
 * benchmark. BENCH_ROUTES=/,/layanan narrows a run to some of them.
 */
import { loadPageRenderer } from '../../src/server/pages/page-renderer-loader';

export async function builtPublicPaths(webDir: string): Promise<readonly string[]> {
  const renderer = await loadPageRenderer(webDir);
  if (!renderer) throw new Error(`${webDir} tidak punya page renderer (build lama?)`);
  return renderer.PUBLIC_PAGE_PATHS;
}

/** The paths `filter` (comma-separated) names, in the table's order; all when it is empty. */
export function selectRoutes(all: readonly string[], filter: string | undefined): string[] {
  const wanted = (filter ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (wanted.length === 0) return [...all];
  const unknown = wanted.filter((path) => !all.includes(path));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ROUTES menyebut halaman yang tidak ada: ${unknown.join(', ')} (ada: ${all.join(', ')})`,
    );
  }
  return all.filter((path) => wanted.includes(path));
}
