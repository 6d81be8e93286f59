import * as z from 'zod/mini';
import {
  absorptionPercent,
  ANGGARAN_STATUSES,
  realisedAmount,
  type AnggaranInput,
  type AnggaranStatus,
} from '../../../../shared/keterbukaan/anggaran';
import type { AnggaranSummary } from '../../../../shared/keterbukaan/anggaran-summary';

/**
 * anggaranSummary/global (docs/FIREBASE.md, "Transparansi Anggaran"): the public summary Firestore
 * cannot compute, kept by every programme write in the same batch. Pure mapping both ways: what
 * one write moves it by (the programme's part as it was out, as it is in: exactly what
 * firestore.rules check), and the summary the public page reads from it.
 */

export const ANGGARAN_SUMMARY_PATH = ['anggaranSummary', 'global'] as const;

/** What one programme adds to the summary. */
export interface ProgrammePart {
  totalDiajukan: number;
  totalDisetujui: number;
  totalRealisasi: number;
  status: AnggaranStatus;
  tahun: number;
  organisasiId: string;
}

export const programmePart = (
  programme: Pick<
    AnggaranInput,
    'totalDiajukan' | 'totalDisetujui' | 'realisasi' | 'status' | 'tahun' | 'organisasiId'
  >,
): ProgrammePart => ({
  totalDiajukan: programme.totalDiajukan,
  totalDisetujui: programme.totalDisetujui,
  totalRealisasi: realisedAmount(programme),
  status: programme.status,
  tahun: programme.tahun,
  organisasiId: programme.organisasiId,
});

/** The amounts a write adds to each field and map key (negative to take away). */
export interface SummaryMove {
  totals: Record<'totalDiajukan' | 'totalDisetujui' | 'totalRealisasi' | 'jumlahProgram', number>;
  disetujuiPerStatus: Record<string, number>;
  programPerTahun: Record<string, number>;
  programPerOrganisasi: Record<string, number>;
}

/** The move of a write: `old` null on create, `next` null on delete. */
export function summaryMove(old: ProgrammePart | null, next: ProgrammePart | null): SummaryMove {
  const move: SummaryMove = {
    totals: { totalDiajukan: 0, totalDisetujui: 0, totalRealisasi: 0, jumlahProgram: 0 },
    disetujuiPerStatus: {},
    programPerTahun: {},
    programPerOrganisasi: {},
  };
  const add = (map: Record<string, number>, key: string, by: number) => {
    map[key] = (map[key] ?? 0) + by;
  };
  for (const [part, sign] of [
    [old, -1],
    [next, 1],
  ] as const) {
    if (!part) continue;
    move.totals.totalDiajukan += sign * part.totalDiajukan;
    move.totals.totalDisetujui += sign * part.totalDisetujui;
    move.totals.totalRealisasi += sign * part.totalRealisasi;
    move.totals.jumlahProgram += sign;
    add(move.disetujuiPerStatus, part.status, sign * part.totalDisetujui);
    add(move.programPerTahun, String(part.tahun), sign);
    add(move.programPerOrganisasi, part.organisasiId, sign);
  }
  return move;
}

const counts = z.record(z.string(), z.number());
const summaryDocSchema = z.object({
  totalDiajukan: z.number(),
  totalDisetujui: z.number(),
  totalRealisasi: z.number(),
  jumlahProgram: z.number(),
  disetujuiPerStatus: counts,
  programPerTahun: counts,
  programPerOrganisasi: counts,
});

/** The keys of a count map still counting something. */
const counted = (map: Record<string, number>) =>
  Object.entries(map).flatMap(([key, count]) => (count > 0 ? [key] : []));

/**
 * The summary, the years and the organisations a summary document holds; nothing counted yet when
 * there is none (no programme was ever written) or it does not read.
 */
export function summaryFromDocument(data: unknown): {
  ringkasan: AnggaranSummary;
  years: number[];
  organisationIds: string[];
} {
  const parsed = z.safeParse(summaryDocSchema, data ?? {});
  const doc = parsed.success
    ? parsed.data
    : {
        totalDiajukan: 0,
        totalDisetujui: 0,
        totalRealisasi: 0,
        jumlahProgram: 0,
        disetujuiPerStatus: {},
        programPerTahun: {},
        programPerOrganisasi: {},
      };
  const disetujuiPerStatus = Object.fromEntries(
    ANGGARAN_STATUSES.map((status) => [status, doc.disetujuiPerStatus[status] ?? 0]),
  ) as Record<AnggaranStatus, number>;
  return {
    ringkasan: {
      totalDiajukan: doc.totalDiajukan,
      totalDisetujui: doc.totalDisetujui,
      totalRealisasi: doc.totalRealisasi,
      sisaDana: doc.totalDisetujui - doc.totalRealisasi,
      serapanPersen: absorptionPercent(doc.totalDisetujui, doc.totalRealisasi),
      disetujuiPerStatus,
      jumlahProgram: doc.jumlahProgram,
    },
    years: counted(doc.programPerTahun).map(Number),
    organisationIds: counted(doc.programPerOrganisasi),
  };
}
