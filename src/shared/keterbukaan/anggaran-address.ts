import { safeParse } from 'zod/mini';
import {
  anggaranPageQuerySchema,
  FIRST_ANGGARAN_PAGE,
  type AnggaranPageQuery,
} from './anggaran-list';

/**
 * The Transparansi Anggaran query in the address (?q=…&tahun=2025&organisasi=…&status=…&halaman=2):
 * the page keeps its filters there (a filtered list can be shared, the back button returns to
 * it), and the open-data routes read the same text (GET /api/keterbukaan/anggaran.csv?…), so a
 * download holds exactly what the page lists.
 */

export const ANGGARAN_PARAMS = {
  q: 'q',
  tahun: 'tahun',
  organisasiId: 'organisasi',
  status: 'status',
  halaman: 'halaman',
} as const;

/** A whole number as written in an address ("2025"), else NaN (which the schema refuses). */
const wholeNumber = (text: string): number => (/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);

/** The address's values as the query schema reads them; a missing one is its default. */
export function anggaranSearchInput(
  search: URLSearchParams,
): Record<keyof AnggaranPageQuery, unknown> {
  const text = (key: keyof AnggaranPageQuery) => search.get(ANGGARAN_PARAMS[key]);
  const tahun = text('tahun');
  const halaman = text('halaman');
  return {
    q: text('q') ?? FIRST_ANGGARAN_PAGE.q,
    tahun: tahun === null || tahun === '' ? FIRST_ANGGARAN_PAGE.tahun : wholeNumber(tahun),
    organisasiId: text('organisasiId') ?? FIRST_ANGGARAN_PAGE.organisasiId,
    status: text('status') ?? FIRST_ANGGARAN_PAGE.status,
    halaman: halaman === null ? FIRST_ANGGARAN_PAGE.halaman : wholeNumber(halaman),
  };
}

/**
 * The address's query, strictly (the open-data routes): the query, or the first refused value's
 * Indonesian message and the parameter it belongs to.
 */
export function parseAnggaranSearch(
  search: URLSearchParams,
): { query: AnggaranPageQuery } | { message: string; param: string } {
  const parsed = safeParse(anggaranPageQuerySchema, anggaranSearchInput(search));
  if (parsed.success) return { query: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'q') as keyof AnggaranPageQuery;
  return { message: issue?.message ?? 'Parameter tidak valid.', param: ANGGARAN_PARAMS[field] };
}

/** The address's query, leniently (the page): each malformed value reads as its default. */
export function anggaranQueryFromSearch(search: URLSearchParams): AnggaranPageQuery {
  const input = anggaranSearchInput(search);
  const query = { ...FIRST_ANGGARAN_PAGE };
  for (const key of Object.keys(FIRST_ANGGARAN_PAGE) as (keyof AnggaranPageQuery)[]) {
    const candidate = { ...FIRST_ANGGARAN_PAGE, [key]: input[key] };
    if (safeParse(anggaranPageQuerySchema, candidate).success)
      Object.assign(query, { [key]: input[key] });
  }
  return query;
}

/** The address's text of a query: only what differs from the default, in a fixed order. */
export function anggaranSearchFromQuery(query: AnggaranPageQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q.trim()) search.set(ANGGARAN_PARAMS.q, query.q);
  if (query.tahun !== 0) search.set(ANGGARAN_PARAMS.tahun, String(query.tahun));
  if (query.organisasiId) search.set(ANGGARAN_PARAMS.organisasiId, query.organisasiId);
  if (query.status) search.set(ANGGARAN_PARAMS.status, query.status);
  if (query.halaman > 1) search.set(ANGGARAN_PARAMS.halaman, String(query.halaman));
  return search;
}
