import {
  doc,
  increment,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { AnggaranInput } from '../../../../shared/keterbukaan/anggaran';
import {
  ANGGARAN_SUMMARY_PATH,
  programmePart,
  summaryMove,
  type SummaryMove,
} from './anggaran-summary-doc';

const increments = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).map(([key, by]) => [key, increment(by)]));

/** The merge that moves anggaranSummary/global by `move` and names the programme written. */
export const summaryWriteData = (move: SummaryMove, programmeId: string) => ({
  ...increments(move.totals),
  // Each map holds at least the programme's own key (summaryMove): an empty map would replace
  // the stored one in a merge.
  disetujuiPerStatus: increments(move.disetujuiPerStatus),
  programPerTahun: increments(move.programPerTahun),
  programPerOrganisasi: increments(move.programPerOrganisasi),
  programId: programmeId,
  diubah: serverTimestamp(),
});

/**
 * Adds to a programme's batch the summary's move by that write (docs/FIREBASE.md, "Transparansi
 * Anggaran"): the programme as it was out (`before`, null on create), as it is in (`after`, null
 * on delete). Increments, so two admins saving at once both count.
 */
export function addSummaryMove(
  db: Firestore,
  batch: WriteBatch,
  programmeId: string,
  before: AnggaranInput | null,
  after: AnggaranInput | null,
): void {
  const move = summaryMove(before && programmePart(before), after && programmePart(after));
  batch.set(doc(db, ...ANGGARAN_SUMMARY_PATH), summaryWriteData(move, programmeId), {
    merge: true,
  });
}
