import type { AnggaranInput } from '../../../../shared/keterbukaan/anggaran';
import { formatDateTime } from '../../lib/dates';

/** This year in the portal's time zone (Yogyakarta): a new programme's year. */
export const currentYear = (now: Date = new Date()): number => Number(formatDateTime(now, 'YYYY'));

/** A new programme in the editor: planned, nothing asked or spent yet, no rows. */
export const newAnggaranDefaults = (tahun: number = currentYear()): AnggaranInput => ({
  namaProgram: '',
  organisasiId: '',
  tahun,
  status: 'Perencanaan',
  tanggalKegiatan: '',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 0,
  totalDisetujui: 0,
  realisasi: { mode: 'rincian', rincian: [] },
});

/** anggaran-YYYY-MM-DD.csv, dated in the portal's time zone. */
export const anggaranCsvFileName = (now: Date = new Date()): string =>
  `anggaran-${formatDateTime(now, 'YYYY-MM-DD')}.csv`;
