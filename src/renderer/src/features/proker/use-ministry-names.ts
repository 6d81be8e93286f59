import { useMemo } from 'react';
import type { MinistryNames } from '../../../../shared/keterbukaan/proker-list';
import { firstListQuery } from '../../../../shared/public-lists/list-address';
import { strukturDivisiNamesList } from '../../../../shared/struktur/struktur-names-list';
import { usePublicListPage } from '../../backend/use-public-list-page';

const EVERY_DIVISION = firstListQuery(strukturDivisiNamesList);

/**
 * Struktur's division names by id, in its order, live: the one source of ministry names. The
 * programmes keep the ministry's id only, so a renamed division shows at once; undefined until
 * loaded (a server-rendered page starts with them, as with the rows). Read as a public list (one
 * page holds every division), so the page loads no collection declaration for it.
 */
export function useMinistryNames() {
  const { value, error } = usePublicListPage(strukturDivisiNamesList, EVERY_DIVISION);
  const names = useMemo(
    (): MinistryNames | undefined =>
      value && new Map(value.items.map((divisi) => [divisi.id, divisi.nama])),
    [value],
  );
  return { names, error };
}
