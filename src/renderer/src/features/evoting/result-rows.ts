import { BALLOT_TEXTS } from '../../../../shared/evoting/ballot';
import { percent, type ElectionResults } from '../../../../shared/evoting/results';
import { candidateName } from './candidate-name';

/** One line of the counts: a candidate by number, or abstain (no number). */
export interface ResultRow {
  key: string;
  nomor: number | null;
  nama: string;
  suara: number;
  /** Of the ballots in the box: "42,5%". */
  persen: string;
}

/**
 * The counts as /hasil and the berita acara list them: the candidates in number order, then
 * abstain when the election had it; each as a share of the ballots cast.
 */
export function resultRows(results: ElectionResults): ResultRow[] {
  const rows: ResultRow[] = [...results.kandidat]
    .sort((a, b) => a.nomor - b.nomor)
    .map((candidate) => ({
      key: candidate.id,
      nomor: candidate.nomor,
      nama: candidateName(candidate),
      suara: candidate.suara,
      persen: percent(candidate.suara, results.suaraMasuk),
    }));
  if (results.abstain !== null)
    rows.push({
      key: 'abstain',
      nomor: null,
      nama: BALLOT_TEXTS.abstainLabel,
      suara: results.abstain,
      persen: percent(results.abstain, results.suaraMasuk),
    });
  return rows;
}
