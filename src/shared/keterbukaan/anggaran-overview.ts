import type { OrganisationNames } from './anggaran-list';
import { UNKNOWN_ORGANISATION } from './anggaran-list';
import type { AnggaranSummary } from './anggaran-summary';
import { latestStandarBiaya, sbmByCategory, type StandarBiayaInput } from './standar-biaya';

/**
 * What /keterbukaan-informasi/anggaran shows beside its list, in one live read: the summary over
 * every programme, the filter choices taken from the data (the years that have programmes, the
 * organisations that appear, named by the directory) and the latest Standar Biaya Masukan by
 * category. The embedded server computes the parts from the records; the Firebase adapter from
 * the summary document; both then call `anggaranOverview`, so they answer alike.
 */
export interface AnggaranOverview {
  ringkasan: AnggaranSummary;
  /** Newest first. */
  tahun: number[];
  /** By name; one whose id the directory does not know is named UNKNOWN_ORGANISATION. */
  organisasi: { id: string; nama: string }[];
  /** The latest year's list, by category in the order entered; null when there is none. */
  sbm: { tahun: number; kategori: ReturnType<typeof sbmByCategory> } | null;
}

export function anggaranOverview(parts: {
  ringkasan: AnggaranSummary;
  years: Iterable<number>;
  organisationIds: Iterable<string>;
  names: OrganisationNames;
  sbmLists: readonly StandarBiayaInput[];
}): AnggaranOverview {
  const known: { id: string; nama: string }[] = [];
  const unknown: string[] = [];
  for (const id of new Set(parts.organisationIds)) {
    const nama = parts.names.get(id);
    if (nama === undefined) unknown.push(id);
    else known.push({ id, nama });
  }
  known.sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
  // Several unknown ids stay apart in the filter, numbered (their ids mean nothing to a reader).
  const unnamed = unknown.sort().map((id, i) => ({
    id,
    nama: unknown.length > 1 ? `${UNKNOWN_ORGANISATION} (${i + 1})` : UNKNOWN_ORGANISATION,
  }));
  const latest = latestStandarBiaya(parts.sbmLists);
  return {
    ringkasan: parts.ringkasan,
    tahun: [...new Set(parts.years)].sort((a, b) => b - a),
    organisasi: [...known, ...unnamed],
    sbm: latest ? { tahun: latest.tahun, kategori: sbmByCategory(latest.items) } : null,
  };
}
