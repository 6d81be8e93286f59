import type { AnggaranStatus } from '../../../../shared/keterbukaan/anggaran';

/** One colour per status, the same in the list's badges and the dashboard's chart. */
export const STATUS_COLORS: Readonly<Record<AnggaranStatus, string>> = {
  Perencanaan: 'gray',
  Disetujui: 'blue',
  Berjalan: 'yellow',
  Selesai: 'green',
  Dibatalkan: 'red',
  'SPJ Masuk': 'grape',
};
