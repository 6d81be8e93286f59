import type { ElectionState } from '../../../../shared/evoting/election-state';

/**
 * What the election pages show of a schedule, through the browser's own Intl (no date library on
 * /pemilihan's first load), in Indonesian and Yogyakarta's time zone.
 */
const INSTANT = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

export const NOT_SCHEDULED = 'Belum dijadwalkan';

/** "12 Desember 2026 pukul 08.00 WIB"; NOT_SCHEDULED without a time. */
export function formatElectionInstant(iso: string | null): string {
  if (!iso) return NOT_SCHEDULED;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NOT_SCHEDULED : `${INSTANT.format(date)} WIB`;
}

export const STATE_COLOURS: Readonly<Record<ElectionState, string>> = {
  draf: 'gray',
  dijadwalkan: 'blue',
  berlangsung: 'green',
  selesai: 'dark',
  dibatalkan: 'red',
};

/** What a card counts down to: the end while open, the start while scheduled. */
export interface CountdownTarget {
  label: 'Sisa Waktu:' | 'Dimulai Dalam:';
  until: number;
}

export function countdownTarget(election: {
  state: ElectionState;
  mulai: string | null;
  selesai: string | null;
}): CountdownTarget | null {
  const at = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);
  if (election.state === 'berlangsung' && !Number.isNaN(at(election.selesai)))
    return { label: 'Sisa Waktu:', until: at(election.selesai) };
  if (election.state === 'dijadwalkan' && !Number.isNaN(at(election.mulai)))
    return { label: 'Dimulai Dalam:', until: at(election.mulai) };
  return null;
}

/**
 * "2 hari 3 jam 4 menit 5 detik" for what is left; the days are left out below one day. Null once
 * the time has come (the backend's clock moves the state; the card waits for it).
 */
export function countdownText(remainingMs: number): string | null {
  if (remainingMs <= 0) return null;
  const seconds = Math.floor(remainingMs / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  const time = `${hours} jam ${minutes} menit ${rest} detik`;
  return days > 0 ? `${days} hari ${time}` : time;
}

/** "12 dari 40 (30%)": how many of the roll voted (never for whom). */
export function turnoutText(sudahMemilih: number, jumlahPemilih: number): string {
  const percent = jumlahPemilih > 0 ? Math.round((sudahMemilih / jumlahPemilih) * 100) : 0;
  return `${sudahMemilih.toLocaleString('id-ID')} dari ${jumlahPemilih.toLocaleString('id-ID')} (${percent}%)`;
}
