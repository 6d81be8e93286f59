/**
 * The Indonesian names of the months and the days of the week, written out by hand rather than
 * asked of Intl: the same text on the server, in every browser and in the calendar feed, and no
 * locale data in the date fields' first load.
 */

export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Index 0 is Sunday, as Date#getUTCDay counts. */
export const DAYS_ID = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
