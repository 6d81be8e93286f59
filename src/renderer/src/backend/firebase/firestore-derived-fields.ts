import { serverTimestamp } from 'firebase/firestore';
import { realisedAmount, type AnggaranInput } from '../../../../shared/keterbukaan/anggaran';
import { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import { programmeSearchKeys } from '../../../../shared/keterbukaan/anggaran-search-keys';
import { searchFold } from '../../../../shared/open-data/text-search';
import type { AnyResource } from '../../../../shared/resources/resource';
import { searchKeys } from '../../../../shared/open-data/search-keys';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

type Derive = (input: Record<string, unknown>) => Record<string, unknown>;

/**
 * Fields only the Firestore documents of a collection hold, derived from the record at every save
 * by the adapter (never taken from the client), for queries Firestore cannot answer from the
 * record itself. They are not part of the record: the stored schema leaves them out on reading,
 * so neither the pages, the histori of an edit nor the embedded server ever see them.
 *
 * A declared public list's search keys (`search.keysField`, public-list-plan.ts): every prefix
 * of every word of its searched fields.
 *
 * anggaranProgram: `totalRealisasi` (what the summary document sums, firestore.rules compare the
 * two), `kataNama` (the name's search keys), `namaUrut` (the folded name the list is ordered by,
 * anggaran-query.ts) and `diubah` (this write's time: the summary's rule finds the programme
 * written in its batch by it).
 */
const DERIVED: Partial<Record<string, Derive>> = {
  [anggaranResource.firestoreCollection]: (input) => {
    // Called with the input the shared schema has just accepted.
    const programme = input as unknown as AnggaranInput;
    return {
      totalRealisasi: realisedAmount(programme),
      kataNama: programmeSearchKeys(programme.namaProgram),
      namaUrut: searchFold(programme.namaProgram),
      diubah: serverTimestamp(),
    };
  },
};

/** A declared public list's search keys, of the fields it searches. */
function listSearchKeys(resource: Pick<AnyResource, 'publicList'>, input: Record<string, unknown>) {
  const search = resource.publicList?.search;
  if (!search) return {};
  const texts = search.fields.map((field) => text(input[field]));
  return { [search.keysField]: searchKeys(texts, search.maxKeys) };
}

export const derivedFields = (
  resource: Pick<AnyResource, 'firestoreCollection' | 'publicList'>,
  input: Record<string, unknown>,
): Record<string, unknown> => ({
  ...listSearchKeys(resource, input),
  ...DERIVED[resource.firestoreCollection]?.(input),
});
