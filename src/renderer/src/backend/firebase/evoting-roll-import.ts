import { getDocs } from 'firebase/firestore';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import type { RollImportRow } from '../../../../shared/evoting/roll-csv';
import type { RollEntry } from '../../../../shared/evoting/roll';
import type { RollImportLine, RollImportPreview } from '../evoting-api';
import { evotingRefs, refuse } from './evoting-access';
import { mapDocs, rollEntryFromDoc } from './evoting-docs';
import { voterByNim, type RollVoter } from './evoting-voter-lookup';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** How many NIMs are looked up at once (two document reads each). */
const LOOKUPS_AT_ONCE = 16;

/**
 * The import's preview from the CSV's rows, the voters their NIMs belong to and the roll as it
 * is: one line per row, a voter to add or why not (the shared messages). A voter already on the
 * roll, under their NIM or their account, is not added twice.
 */
export function importPreview(
  rows: readonly RollImportRow[],
  voters: ReadonlyMap<string, RollVoter>,
  roll: readonly Pick<RollEntry, 'voterId' | 'nim'>[],
): { preview: RollImportPreview; toAdd: RollVoter[] } {
  const onRoll = new Set(roll.flatMap((entry) => [entry.voterId, `nim:${entry.nim}`]));
  const toAdd: RollVoter[] = [];
  const lines = rows.map((row): RollImportLine => {
    if (!row.ok) return row;
    const voter = voters.get(row.nim);
    if (!voter) return { ...row, ok: false, masalah: EVOTING_MESSAGES.voterNotFound };
    if (onRoll.has(voter.id) || onRoll.has(`nim:${row.nim}`))
      return { ...row, ok: false, masalah: EVOTING_MESSAGES.voterAlreadyOnRoll };
    onRoll.add(voter.id);
    toAdd.push(voter);
    return {
      baris: row.baris,
      nim: row.nim,
      ok: true,
      namaLengkap: voter.namaLengkap,
      prodi: voter.prodi,
    };
  });
  return { preview: { lines, siap: toAdd.length }, toAdd };
}

/** Reads what the preview needs: the CSV's rows (parsed by the shared reader), voters, the roll. */
export async function prepareImport(
  h: FirebaseHandles,
  eventId: string,
  csv: string,
): Promise<{ preview: RollImportPreview; toAdd: RollVoter[]; rollSize: number }> {
  // The CSV reader (with papaparse) is loaded only by the committee's import.
  const { parseRollCsv } = await import('../../../../shared/evoting/roll-csv');
  const rows = parseRollCsv(csv);
  if ('error' in rows) throw refuse.field('csv', rows.error);
  const rollDocs = await translated(() => getDocs(evotingRefs(h).roll(eventId)));
  const roll = mapDocs(rollDocs.docs, (id, data) => rollEntryFromDoc(id, data, Date.now()));
  const nims = [...new Set(rows.flatMap((row) => (row.ok ? [row.nim] : [])))];
  const voters = new Map<string, RollVoter>();
  for (let start = 0; start < nims.length; start += LOOKUPS_AT_ONCE) {
    const found = await Promise.all(
      nims.slice(start, start + LOOKUPS_AT_ONCE).map((nim) => voterByNim(h, nim)),
    );
    for (const voter of found) if (voter) voters.set(voter.nim, voter);
  }
  return { ...importPreview(rows, voters, roll), rollSize: roll.length };
}
