import Papa from 'papaparse';
import { ELECTION_LIMITS } from './election';
import { NIM_MESSAGES, NIM_PATTERN } from './prodi';

/**
 * The roll import's reading of a CSV file (Kelola Pemilih): apart from roll.ts so that pages
 * showing a roll do not download the CSV parser.
 */

/** One line of the import's preview: a NIM to add, or why the row cannot be. */
export type RollImportRow =
  | { baris: number; nim: string; ok: true }
  | { baris: number; nim: string; ok: false; masalah: string };

export const ROLL_IMPORT_MESSAGES = {
  empty: 'Berkas CSV tidak berisi NIM.',
  tooManyRows: `Berkas CSV maksimal ${ELECTION_LIMITS.importRowsMax} baris.`,
  tooLarge: `Berkas CSV maksimal ${ELECTION_LIMITS.importBytesMax / 1024} KB.`,
  duplicate: (first: number) => `NIM ini sudah ada di baris ${first}.`,
} as const;

const HEADER = /^nim$/i;

/**
 * The NIMs of a CSV file, one per row: the column headed "NIM" when there is a header, else the
 * first column. Each row is checked on its own (format, repeats in the file); whether a voter has
 * that NIM, and whether they are already on the roll, is the backend's to add. Row numbers are
 * the file's own lines, so the committee finds the row in their spreadsheet.
 */
export function parseRollCsv(csv: string): RollImportRow[] | { error: string } {
  if (csv.length > ELECTION_LIMITS.importBytesMax) return { error: ROLL_IMPORT_MESSAGES.tooLarge };
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  const header = rows[0]?.findIndex((cell) => HEADER.test(cell.trim())) ?? -1;
  const column = Math.max(header, 0);
  const first = header === -1 ? 0 : 1;
  if (rows.length - first > ELECTION_LIMITS.importRowsMax)
    return { error: ROLL_IMPORT_MESSAGES.tooManyRows };
  const seen = new Map<string, number>();
  const result: RollImportRow[] = [];
  // Papa drops blank lines, so the line number is counted from the raw text.
  const lineOf = lineNumbers(csv.replace(/^\uFEFF/, ''));
  rows.slice(first).forEach((row, index) => {
    const baris = lineOf[index + first] ?? index + first + 1;
    const nim = (row[column] ?? '').trim();
    const earlier = seen.get(nim);
    if (!NIM_PATTERN.test(nim))
      result.push({ baris, nim, ok: false, masalah: NIM_MESSAGES.format });
    else if (earlier !== undefined)
      result.push({ baris, nim, ok: false, masalah: ROLL_IMPORT_MESSAGES.duplicate(earlier) });
    else {
      seen.set(nim, baris);
      result.push({ baris, nim, ok: true });
    }
  });
  return result.length === 0 ? { error: ROLL_IMPORT_MESSAGES.empty } : result;
}

/** The 1-based line number of each non-blank line, in order. */
function lineNumbers(csv: string): number[] {
  const numbers: number[] = [];
  csv.split(/\r\n|\n|\r/).forEach((line, index) => {
    // The lines Papa skips as empty ("greedy": blank, or separators only).
    if (!/^[\s,;\t]*$/.test(line)) numbers.push(index + 1);
  });
  return numbers;
}
