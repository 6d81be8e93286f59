import {
  absorptionPercent,
  ANGGARAN_STATUSES,
  realisedAmount,
  type AnggaranInput,
  type AnggaranStatus,
} from './anggaran';

/**
 * "Ringkasan Dana Global" (ORIGINAL.md §2.1) over every programme, whatever its organisation: the
 * old portal summed only a hard-coded list of 17 organisations and silently dropped the rest
 * (§10); here nothing is dropped. Computed by the backend, never from a page of the list.
 */
export interface AnggaranSummary {
  totalDiajukan: number;
  totalDisetujui: number;
  totalRealisasi: number;
  /** Approved minus realised (negative when more was spent than approved). */
  sisaDana: number;
  /** Realised as a share of approved, in percent. */
  serapanPersen: number;
  /** Approved amount per status: "Distribusi Program Berdasarkan Status". */
  disetujuiPerStatus: Record<AnggaranStatus, number>;
  jumlahProgram: number;
}

export function anggaranSummary(
  programmes: readonly Pick<
    AnggaranInput,
    'totalDiajukan' | 'totalDisetujui' | 'status' | 'realisasi'
  >[],
): AnggaranSummary {
  const disetujuiPerStatus = Object.fromEntries(
    ANGGARAN_STATUSES.map((status) => [status, 0]),
  ) as Record<AnggaranStatus, number>;
  let totalDiajukan = 0;
  let totalDisetujui = 0;
  let totalRealisasi = 0;
  for (const programme of programmes) {
    totalDiajukan += programme.totalDiajukan;
    totalDisetujui += programme.totalDisetujui;
    totalRealisasi += realisedAmount(programme);
    disetujuiPerStatus[programme.status] += programme.totalDisetujui;
  }
  return {
    totalDiajukan,
    totalDisetujui,
    totalRealisasi,
    sisaDana: totalDisetujui - totalRealisasi,
    serapanPersen: absorptionPercent(totalDisetujui, totalRealisasi),
    disetujuiPerStatus,
    jumlahProgram: programmes.length,
  };
}
