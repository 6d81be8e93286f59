import Papa from 'papaparse';
import { ELECTION_LIMITS } from './election';
import { NIM_MESSAGES, NIM_PATTERN } from './prodi';
import { VOTER_MESSAGES, VOTER_NAME_MAX } from './voter';

/**
 * The roll import's reading of a CSV file (Kelola Pemilih): apart from roll.ts so that pages
 * showing a roll do not download the CSV parser.
 */

/**
 * One line of the import's preview: a NIM and Nama Lengkap to add, or why the row cannot be.
 * Both are the committee's own text, echoed back; nothing in a line is read from a voter's account
 * (issue 33 item 1: the preview must not tell who a NIM belongs to).
 */
export type RollImportRow =
  | { baris: number; nim: string; namaLengkap: string; ok: true }
  | { baris: number; nim: string; namaLengkap: string; ok: false; masalah: string };

export const ROLL_IMPORT_MESSAGES = {
  empty: 'Berkas CSV tidak berisi NIM.',
  tooManyRows: `Berkas CSV maksimal ${ELECTION_LIMITS.importRowsMax} baris.`,
  tooLarge: `Berkas CSV maksimal ${ELECTION_LIMITS.importBytesMax / 1024} KB.`,
  duplicate: (first: number) => `NIM ini sudah ada di baris ${first}.`,
  nameMissing: VOTER_MESSAGES.nameRequired,
  nameTooLong: `Nama Lengkap maksimal ${VOTER_NAME_MAX} karakter.`,
} as const;

const NIM_HEADER = /^nim$/i;
const NAME_HEADER = /^nama( lengkap)?$/i;

/** The columns of NIM and name: named by a header row, else the first and the second. */
function columnsOf(first: readonly string[] | undefined) {
  const cells = (first ?? []).map((cell) => cell.trim());
  const nim = cells.findIndex((cell) => NIM_HEADER.test(cell));
  const name = cells.findIndex((cell) => NAME_HEADER.test(cell));
  if (nim === -1 && name === -1) return { header: false, nim: 0, name: 1 };
  // A header without one of the two columns: its rows lack that cell, one line error each.
  return { header: true, nim, name };
}

/** What is wrong with a row on its own (the backend judges whether a voter matches it). */
function rowProblem(nim: string, namaLengkap: string, earlier: number | undefined): string | null {
  if (!NIM_PATTERN.test(nim)) return NIM_MESSAGES.format;
  if (!namaLengkap) return ROLL_IMPORT_MESSAGES.nameMissing;
  if (namaLengkap.length > VOTER_NAME_MAX) return ROLL_IMPORT_MESSAGES.nameTooLong;
  return earlier === undefined ? null : ROLL_IMPORT_MESSAGES.duplicate(earlier);
}

/**
 * The NIMs and names of a CSV file, one voter per row: the columns headed "NIM" and "Nama" (or
 * "Nama Lengkap"), in any case, when there is a header; else the first column and the second.
 * Each row is checked on its own (format, a name, repeats in the file); whether a voter has that
 * NIM with that name, and whether they are already on the roll, is the backend's to add. Row
 * numbers are the file's own lines, so the committee finds the row in their spreadsheet.
 */
export function parseRollCsv(csv: string): RollImportRow[] | { error: string } {
  if (csv.length > ELECTION_LIMITS.importBytesMax) return { error: ROLL_IMPORT_MESSAGES.tooLarge };
  const text = csv.replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  const columns = columnsOf(rows[0]);
  const first = columns.header ? 1 : 0;
  if (rows.length - first > ELECTION_LIMITS.importRowsMax)
    return { error: ROLL_IMPORT_MESSAGES.tooManyRows };
  const seen = new Map<string, number>();
  const result: RollImportRow[] = [];
  // Papa drops blank lines, so the line number is counted from the raw text.
  const lineOf = lineNumbers(text);
  rows.slice(first).forEach((row, index) => {
    const baris = lineOf[index + first] ?? index + first + 1;
    const nim = (row[columns.nim] ?? '').trim();
    const namaLengkap = (row[columns.name] ?? '').trim();
    const masalah = rowProblem(nim, namaLengkap, seen.get(nim));
    if (masalah) result.push({ baris, nim, namaLengkap, ok: false, masalah });
    else {
      seen.set(nim, baris);
      result.push({ baris, nim, namaLengkap, ok: true });
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
