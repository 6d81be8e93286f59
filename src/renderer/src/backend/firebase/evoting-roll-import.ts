import { getDocs } from 'firebase/firestore';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import type { RollImportRow } from '../../../../shared/evoting/roll-csv';
import type { RollEntry } from '../../../../shared/evoting/roll';
import type { RollImportLine, RollImportPreview } from '../evoting-api';
import { evotingRefs, refuse } from './evoting-access';
import { mapDocs, rollEntryFromDoc } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { voterByNimAndName, type FoundVoter } from './voter-lookup';

/** How many rows are looked up at once (one document read each). */
const LOOKUPS_AT_ONCE = 16;

/**
 * The import's preview from the CSV's rows, the voters their NIMs and names found (keyed by NIM;
 * the file's NIMs are unique) and the roll as it is: one line per row, fine or why not (the
 * shared messages), each echoing the file's own text and nothing of a voter's account (issue 33
 * item 1). A voter already on the roll, under their NIM or their account, is not added twice.
 */
export function importPreview(
  rows: readonly RollImportRow[],
  voters: ReadonlyMap<string, FoundVoter>,
  roll: readonly Pick<RollEntry, 'voterId' | 'nim'>[],
): { preview: RollImportPreview; toAdd: FoundVoter[] } {
  const onRoll = new Set(roll.flatMap((entry) => [entry.voterId, `nim:${entry.nim}`]));
  const toAdd: FoundVoter[] = [];
  const lines = rows.map((row): RollImportLine => {
    if (!row.ok) return row;
    const voter = voters.get(row.nim);
    if (!voter) return { ...row, ok: false, masalah: EVOTING_MESSAGES.voterNoMatch };
    if (onRoll.has(voter.id) || onRoll.has(`nim:${row.nim}`))
      return { ...row, ok: false, masalah: EVOTING_MESSAGES.voterAlreadyOnRoll };
    onRoll.add(voter.id);
    toAdd.push(voter);
    return row;
  });
  return { preview: { lines, siap: toAdd.length }, toAdd };
}

/** Reads what the preview needs: the CSV's rows (parsed by the shared reader), voters, the roll. */
export async function prepareImport(
  h: FirebaseHandles,
  eventId: string,
  csv: string,
): Promise<{ preview: RollImportPreview; toAdd: FoundVoter[]; rollSize: number }> {
  // The CSV reader (with papaparse) is loaded only by the committee's import.
  const { parseRollCsv } = await import('../../../../shared/evoting/roll-csv');
  const rows = parseRollCsv(csv);
  if ('error' in rows) throw refuse.field('csv', rows.error);
  const rollDocs = await translated(() => getDocs(evotingRefs(h).roll(eventId)));
  const roll = mapDocs(rollDocs.docs, (id, data) => rollEntryFromDoc(id, data, Date.now()));
  const wanted = rows.filter((row) => row.ok);
  const voters = new Map<string, FoundVoter>();
  for (let start = 0; start < wanted.length; start += LOOKUPS_AT_ONCE) {
    const found = await Promise.all(
      wanted
        .slice(start, start + LOOKUPS_AT_ONCE)
        .map((row) => voterByNimAndName(h, row.nim, row.namaLengkap)),
    );
    for (const voter of found) if (voter) voters.set(voter.nim, voter);
  }
  return { ...importPreview(rows, voters, roll), rollSize: roll.length };
}
