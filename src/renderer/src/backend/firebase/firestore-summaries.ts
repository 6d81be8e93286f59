import type { AsetInput } from '../../../../shared/keterbukaan/aset';
import { asetLokasiChoices } from '../../../../shared/keterbukaan/aset-list';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import type { ProkerInput } from '../../../../shared/keterbukaan/proker';
import { prokerChoiceValues } from '../../../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import type { AnyResource } from '../../../../shared/resources/resource';

/**
 * Documents Firestore keeps beside a collection because it cannot compute them for a visitor
 * (distinct values, totals) without the visitor downloading the collection (issue 17 item 9).
 * Every create, update and remove of the collection recomputes them from all its records as they
 * are after the change (which the adapter reads for its checks anyway) and writes them in the same
 * batch, so they follow each change and heal by the next write after anything that bypassed the
 * adapter. firestore.rules let only the collection's writers write them, in their shape; two
 * writers saving in the same moment can leave one's change out until the next write
 * (docs/FIREBASE.md), which is acceptable for a filter's choices.
 */

/** inventarisAset → the location filter's choices (every published asset's location, once). */
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

/** programKerja → the filter's choices: the periods and ministry ids that have programmes. */
export const PROKER_CHOICES_DOC = { collection: 'programKerjaRingkasan', id: 'pilihan' } as const;

export interface SummaryWrite {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

// The records of the collection, as resource-api.ts read and changed them.
type Summarise = (records: readonly object[]) => SummaryWrite[];

const SUMMARIES: Partial<Record<string, Summarise>> = {
  [asetResource.firestoreCollection]: (records) => [
    {
      collection: ASET_LOKASI_SUMMARY.collection,
      id: ASET_LOKASI_SUMMARY.id,
      data: { lokasi: asetLokasiChoices(records as readonly AsetInput[]) },
    },
  ],
  [prokerResource.firestoreCollection]: (records) => [
    {
      ...PROKER_CHOICES_DOC,
      data: { ...prokerChoiceValues(records as readonly ProkerInput[]) },
    },
  ],
};

/** The summary documents to write with a change, from the collection's records after it. */
export const summaryWrites = (
  resource: Pick<AnyResource, 'firestoreCollection'>,
  recordsAfter: readonly object[],
): SummaryWrite[] => SUMMARIES[resource.firestoreCollection]?.(recordsAfter) ?? [];
