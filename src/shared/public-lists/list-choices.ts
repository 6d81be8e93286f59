import { isListed, listRow } from './list-rows';
import type { AnyPublicList, FilterOf, ListFilterField } from './public-list';

/** A list's filter choices: per filter it declares `choices` for, the values a visitor may pick. */
export type ListChoices<L extends AnyPublicList> = Record<FilterOf<L>, string[]>;

// Plain code-unit order (not localeCompare): the same on every backend and in every locale; a page
// that shows them otherwise (newest period first) orders them itself.
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The distinct non-empty values of each choice filter's field among the public rows, in code-unit
 * order: pure, so the embedded server (on every record) and the Firebase adapter (on the records
 * its write leaves, for the summary document) answer alike. A draft's value is never offered.
 */
export function listChoices<L extends AnyPublicList>(
  list: L,
  records: readonly object[],
): ListChoices<L> {
  const rows = records
    .filter((record) => isListed(list, record as Record<string, unknown>))
    .map((record) => listRow(list, record) as Record<string, unknown>);
  const choices: Record<string, string[]> = {};
  for (const param of list.choices ?? []) {
    const { field, values: words } = (list.filters as Record<string, ListFilterField>)[param]!;
    const values = new Set(rows.map((row) => row[field]).filter((value) => value !== undefined));
    // A filter whose address names its values with words of its own offers those words.
    const offered = words
      ? Object.entries(words)
          .filter(([, value]) => values.has(value))
          .map(([word]) => word)
      : [...values].map(String);
    choices[param] = offered.filter((value) => value !== '').sort(byCodeUnits);
  }
  return choices as ListChoices<L>;
}
