import type { Firestore, WriteBatch } from 'firebase/firestore';
import type { AnggaranInput } from '../../../../shared/keterbukaan/anggaran';
import { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import type { AnyResource } from '../../../../shared/resources/resource';
import { addSummaryMove } from './anggaran-summary-write';

type Companion = (
  db: Firestore,
  batch: WriteBatch,
  change: { id: string; before: unknown; after: unknown },
) => void;

/**
 * Documents a collection's write must change in its own batch, which firestore.rules require:
 * the budget programmes keep anggaranSummary/global (the public summary Firestore cannot compute).
 */
const COMPANIONS: Partial<Record<string, Companion>> = {
  [anggaranResource.firestoreCollection]: (db, batch, change) =>
    addSummaryMove(
      db,
      batch,
      change.id,
      change.before as AnggaranInput | null,
      change.after as AnggaranInput | null,
    ),
};

/** Adds the companion writes of a record's create (before null), update or delete (after null). */
export function addCompanionWrites(
  db: Firestore,
  batch: WriteBatch,
  resource: Pick<AnyResource, 'firestoreCollection'>,
  change: { id: string; before: unknown; after: unknown },
): void {
  COMPANIONS[resource.firestoreCollection]?.(db, batch, change);
}
