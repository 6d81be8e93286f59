import {
  absorptionPercent,
  ANGGARAN_STATUSES,
  realisedAmount,
  type AnggaranInput,
  type AnggaranStatus,
} from './anggaran';
import { UNKNOWN_ORGANISATION, type OrganisationNames } from './anggaran-list';
import { anggaranSummary, type AnggaranSummary } from './anggaran-summary';

/**
 * The dashboard of Kelola Anggaran (ORIGINAL.md §2.6 AdminAnggaran): global absorption, the
 * approved budget per status, the organisations that spent the most and the least of what they
 * were given, and a recap per organisation with its grand total. Pure, so it is tested alone.
 *
 * An organisation with nothing approved has no absorption (`serapanPersen: null`, shown "—"):
 * spending nothing of nothing is not 0 % absorption, and ranking it would put every organisation
 * without a budget at the bottom of the list. It stays in the recap, only out of the ranking.
 */

type Programme = Pick<
  AnggaranInput,
  'organisasiId' | 'status' | 'totalDiajukan' | 'totalDisetujui' | 'realisasi'
>;

/** How many organisations each ranking shows ("Top 5" and "Bottom 5"). */
export const ABSORPTION_RANKING_SIZE = 5;

export interface AmountTotals {
  jumlahProgram: number;
  totalDiajukan: number;
  totalDisetujui: number;
  totalRealisasi: number;
  /** Approved minus realised (negative when more was spent than approved). */
  sisaDana: number;
  /** Realised as a share of approved, in percent; null when nothing was approved. */
  serapanPersen: number | null;
}

export interface OrganisationRecap extends AmountTotals {
  /** The directory id; every id the directory does not know is one row (`UNKNOWN_ORGANISATION`). */
  organisasiId: string | null;
  organisasi: string;
}

export interface StatusShare {
  status: AnggaranStatus;
  jumlahProgram: number;
  totalDisetujui: number;
}

export interface AnggaranDashboard {
  summary: AnggaranSummary;
  perStatus: StatusShare[];
  /** By name; the programmes of organisations the directory no longer knows are one last row. */
  perOrganisation: OrganisationRecap[];
  /** The sums of `perOrganisation`: the recap table's last line. */
  grandTotal: AmountTotals;
  /** Highest absorption first. */
  highest: OrganisationRecap[];
  /** Lowest absorption first. */
  lowest: OrganisationRecap[];
}

function totalsOf(jumlahProgram: number, diajukan: number, disetujui: number, realisasi: number) {
  return {
    jumlahProgram,
    totalDiajukan: diajukan,
    totalDisetujui: disetujui,
    totalRealisasi: realisasi,
    sisaDana: disetujui - realisasi,
    serapanPersen: disetujui > 0 ? absorptionPercent(disetujui, realisasi) : null,
  };
}

/** Every status in its fixed order, with the programmes and approved amount it holds. */
export function statusDistribution(programmes: readonly Programme[]): StatusShare[] {
  const shares = new Map<AnggaranStatus, StatusShare>(
    ANGGARAN_STATUSES.map((status) => [status, { status, jumlahProgram: 0, totalDisetujui: 0 }]),
  );
  for (const programme of programmes) {
    const share = shares.get(programme.status);
    if (!share) continue;
    share.jumlahProgram += 1;
    share.totalDisetujui += programme.totalDisetujui;
  }
  return [...shares.values()];
}

/** One row per organisation that has programmes, by name; unknown ids together, last. */
export function recapByOrganisation(
  programmes: readonly Programme[],
  names: OrganisationNames,
): OrganisationRecap[] {
  const sums = new Map<
    string | null,
    { n: number; diajukan: number; disetujui: number; realisasi: number }
  >();
  for (const programme of programmes) {
    const key = names.has(programme.organisasiId) ? programme.organisasiId : null;
    const sum = sums.get(key) ?? { n: 0, diajukan: 0, disetujui: 0, realisasi: 0 };
    sum.n += 1;
    sum.diajukan += programme.totalDiajukan;
    sum.disetujui += programme.totalDisetujui;
    sum.realisasi += realisedAmount(programme);
    sums.set(key, sum);
  }
  const rows = [...sums].map(([organisasiId, sum]): OrganisationRecap => ({
    organisasiId,
    organisasi: organisasiId === null ? UNKNOWN_ORGANISATION : (names.get(organisasiId) ?? ''),
    ...totalsOf(sum.n, sum.diajukan, sum.disetujui, sum.realisasi),
  }));
  return rows.sort(
    (a, b) =>
      Number(a.organisasiId === null) - Number(b.organisasiId === null) ||
      a.organisasi.localeCompare(b.organisasi, 'id'),
  );
}

/** The recap's last line: the sums of its rows. */
export function recapTotal(rows: readonly AmountTotals[]): AmountTotals {
  let n = 0;
  let diajukan = 0;
  let disetujui = 0;
  let realisasi = 0;
  for (const row of rows) {
    n += row.jumlahProgram;
    diajukan += row.totalDiajukan;
    disetujui += row.totalDisetujui;
    realisasi += row.totalRealisasi;
  }
  return totalsOf(n, diajukan, disetujui, realisasi);
}

/**
 * The organisations with the highest and the lowest absorption, `size` each, among those with an
 * approved budget (see above). With fewer than twice `size` such organisations, some appear in
 * both lists, as each list is read on its own. Ties go by name.
 */
export function absorptionRanking(
  rows: readonly OrganisationRecap[],
  size: number = ABSORPTION_RANKING_SIZE,
): { highest: OrganisationRecap[]; lowest: OrganisationRecap[] } {
  const ranked = rows.filter(
    (row): row is OrganisationRecap & { serapanPersen: number } => row.serapanPersen !== null,
  );
  const byName = (a: OrganisationRecap, b: OrganisationRecap) =>
    a.organisasi.localeCompare(b.organisasi, 'id');
  return {
    highest: [...ranked]
      .sort((a, b) => b.serapanPersen - a.serapanPersen || byName(a, b))
      .slice(0, size),
    lowest: [...ranked]
      .sort((a, b) => a.serapanPersen - b.serapanPersen || byName(a, b))
      .slice(0, size),
  };
}

export function anggaranDashboard(
  programmes: readonly Programme[],
  names: OrganisationNames,
): AnggaranDashboard {
  const perOrganisation = recapByOrganisation(programmes, names);
  return {
    summary: anggaranSummary(programmes),
    perStatus: statusDistribution(programmes),
    perOrganisation,
    grandTotal: recapTotal(perOrganisation),
    ...absorptionRanking(perOrganisation),
  };
}
