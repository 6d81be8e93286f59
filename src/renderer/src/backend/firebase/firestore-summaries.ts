import { prokerChoiceValues } from '../../../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import type { ProkerInput } from '../../../../shared/keterbukaan/proker';
import type { AnyResource } from '../../../../shared/resources/resource';

/** Where a summary document lives. */
export interface SummaryDoc {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** The work programmes' filter choices: the periods and ministry ids that have programmes. */
export const PROKER_CHOICES_DOC = { collection: 'programKerjaRingkasan', id: 'pilihan' } as const;

type Summarise = (records: readonly Record<string, unknown>[]) => SummaryDoc[];

/**
 * Documents Firestore keeps beside a collection because it cannot compute them from the records
 * for a visitor (distinct values, totals) without the visitor downloading the collection. Every
 * create, update and remove of the collection recomputes them from all its records (which the
 * adapter reads for its checks anyway) and writes them in the same batch, so they follow each
 * change and heal by the next write after anything that bypassed the adapter. firestore.rules let
 * only the collection's writers write them, in their shape; two writers saving in the same moment
 * can leave one's change out until the next write (docs/FIREBASE.md).
 */
const SUMMARIES: Partial<Record<string, Summarise>> = {
  [prokerResource.firestoreCollection]: (records) => [
    {
      ...PROKER_CHOICES_DOC,
      data: { ...prokerChoiceValues(records as unknown as ProkerInput[]) },
    },
  ],
};

export const summaryDocs = (
  resource: Pick<AnyResource, 'firestoreCollection'>,
  records: readonly object[],
): SummaryDoc[] =>
  SUMMARIES[resource.firestoreCollection]?.(records as readonly Record<string, unknown>[]) ?? [];
