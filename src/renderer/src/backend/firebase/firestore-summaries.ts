import type { AsetInput } from '../../../../shared/keterbukaan/aset';
import { asetLokasiChoices } from '../../../../shared/keterbukaan/aset-list';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import type { AnyResource } from '../../../../shared/resources/resource';

/**
 * Summaries Firestore cannot compute for a visitor without reading a whole collection (issue 17
 * item 9): a small document the adapter rewrites, from the records as they are after the change,
 * in the same batch as each create, update and remove of the collection. firestore.rules let only
 * the collection's writers write it. Two writers saving in the same second each rewrite it from
 * what they read; the later batch wins and may miss the other's change until the next save, which
 * is acceptable for a filter's choices.
 *
 * inventarisAset → inventarisRingkasan/lokasi: the location filter's choices (every published
 * asset's location, once).
 */
export const ASET_LOKASI_SUMMARY = {
  collection: 'inventarisRingkasan',
  id: 'lokasi',
  /** The choices in a read document; none while the document does not exist yet. */
  read: (data: Record<string, unknown> | undefined): string[] => {
    const lokasi = data?.['lokasi'];
    return Array.isArray(lokasi)
      ? lokasi.filter((item): item is string => typeof item === 'string')
      : [];
  },
} as const;

export interface SummaryWrite {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

type Summarise = (records: readonly object[]) => SummaryWrite[];

const SUMMARIES: Partial<Record<string, Summarise>> = {
  [asetResource.firestoreCollection]: (records) => [
    {
      collection: ASET_LOKASI_SUMMARY.collection,
      id: ASET_LOKASI_SUMMARY.id,
      // The records of inventarisAset, as resource-api.ts read and changed them.
      data: { lokasi: asetLokasiChoices(records as readonly AsetInput[]) },
    },
  ],
};

/** The summary documents to write with a change, from the collection's records after it. */
export const summaryWrites = (
  resource: Pick<AnyResource, 'firestoreCollection'>,
  recordsAfter: readonly object[],
): SummaryWrite[] => SUMMARIES[resource.firestoreCollection]?.(recordsAfter) ?? [];
