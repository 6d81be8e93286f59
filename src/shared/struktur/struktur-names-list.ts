import * as z from 'zod/mini';
import { definePublicList } from '../public-lists/public-list';

/**
 * The divisions' names in Struktur's order, as a public list: what another page names a division
 * by (a work programme's ministry), read as that page reads its own rows, without the collection's
 * declaration, form schema and rules (Struktur's own page reads the collection whole). One page
 * holds every division: the collection keeps at most 50 (struktur-resources.ts).
 */
export const STRUKTUR_DIVISI_MAX = 50;

export const strukturDivisiNamesList = definePublicList({
  resource: 'struktur-divisi',
  firestoreCollection: 'strukturDivisi',
  publishedOnly: false,
  row: z.object({ id: z.string(), nama: z.string(), position: z.number() }),
  pageSize: STRUKTUR_DIVISI_MAX,
  sorts: { urutan: [{ field: 'position', direction: 'asc' }] },
});
