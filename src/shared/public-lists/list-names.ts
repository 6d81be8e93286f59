import type { AnyPublicList, ExportRow, RowOf } from './public-list';

/**
 * The names a list's download gives the records its rows refer to (`export.names`): read from
 * the referenced collection's records by each backend, joined here, so both write the same file.
 */

/** The referenced records' names by id (none when the list refers to nothing). */
export function referencedNames(
  list: AnyPublicList,
  referenced: readonly object[],
): ReadonlyMap<string, string> {
  const names = list.export?.names;
  if (!names) return new Map();
  return new Map(
    referenced.flatMap((record) => {
      const { id, [names.nameField]: name } = record as Record<string, unknown>;
      return typeof id === 'string' && typeof name === 'string' ? [[id, name] as const] : [];
    }),
  );
}

/** The rows with the name of the record each refers to; a row referring to none keeps none. */
export function namedRows<L extends AnyPublicList>(
  list: L,
  rows: readonly RowOf<L>[],
  names: ReadonlyMap<string, string>,
): ExportRow<RowOf<L>>[] {
  const field = list.export?.names?.field;
  if (!field) return [...rows];
  return rows.map((row) => {
    const name = names.get(String((row as Record<string, unknown>)[field]));
    return name === undefined ? row : { ...row, namaRujukan: name };
  });
}
