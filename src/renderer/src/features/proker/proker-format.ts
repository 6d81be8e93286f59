import type { ProkerStatus } from '../../../../shared/keterbukaan/proker-values';
import { formatNewsDay } from '../berita/news-format';

export const PROKER_STATUS_COLOURS: Readonly<Record<ProkerStatus, string>> = {
  Perencanaan: 'blue',
  'Sedang Berjalan': 'orange',
  Selesai: 'teal',
  Dibatalkan: 'red',
};

/** The day a programme is held ("4 Oktober 2025"), or "TBA" while it is not set. */
export const prokerDay = (tanggal: string): string => (tanggal ? formatNewsDay(tanggal) : 'TBA');

const COUNT = new Intl.NumberFormat('id-ID');

/** A number of people as Indonesians write it ("1.250"). */
export const formatCount = (count: number): string => COUNT.format(count);
