/**
 * An election's life (../shared/EVOTING.md, "An election's life"), decided here once for both
 * backends and the pages: the state comes from the backend's clock and the stored schedule, never
 * from a stored status, so an election opens at its start and closes at its end by itself.
 */
export const ELECTION_STATES = [
  'draf',
  'dijadwalkan',
  'berlangsung',
  'selesai',
  'dibatalkan',
] as const;
export type ElectionState = (typeof ELECTION_STATES)[number];

export const ELECTION_STATE_LABELS: Readonly<Record<ElectionState, string>> = {
  draf: 'Draf',
  dijadwalkan: 'Akan Datang',
  berlangsung: 'Berlangsung',
  selesai: 'Selesai',
  dibatalkan: 'Dibatalkan',
};

/** The stored fields the state is computed from (ISO 8601 instants, UTC). */
export interface ElectionSchedule {
  mulai: string | null;
  selesai: string | null;
  dibatalkanPada: string | null;
}

export function electionState(election: ElectionSchedule, now: number): ElectionState {
  if (election.dibatalkanPada) return 'dibatalkan';
  if (!election.mulai || !election.selesai) return 'draf';
  if (now < Date.parse(election.mulai)) return 'dijadwalkan';
  if (now < Date.parse(election.selesai)) return 'berlangsung';
  return 'selesai';
}

/**
 * Once open, the configuration is frozen: candidates and their numbers, the roll, abstain on or
 * off, the start. A closed or cancelled election stays frozen for good.
 */
export const isFrozen = (state: ElectionState): boolean =>
  state === 'berlangsung' || state === 'selesai' || state === 'dibatalkan';

export const ELECTION_MESSAGES = {
  frozen:
    'Pemilihan sudah dibuka: kandidat, nomor urut, daftar pemilih, opsi abstain dan jadwal mulai tidak dapat diubah lagi.',
  closed: 'Pemilihan sudah selesai atau dibatalkan; tidak ada yang dapat diubah lagi.',
  scheduleMissing: 'Jadwal mulai dan selesai harus diisi.',
  endBeforeStart: 'Jadwal selesai harus setelah jadwal mulai.',
  startInPast:
    'Jadwal mulai tidak boleh di masa lalu. Gunakan "Buka sekarang" untuk membuka pemilihan saat ini juga.',
  endInPast: 'Jadwal selesai harus di masa depan.',
  noCandidates: 'Tambahkan minimal satu kandidat sebelum pemilihan dibuka.',
  singleWithoutAbstain: 'Pemilihan dengan satu kandidat memerlukan opsi abstain (kotak kosong).',
  emptyRoll: 'Daftar pemilih masih kosong: tambahkan pemilih sebelum pemilihan dibuka.',
  notOpen: 'Pemilihan tidak sedang berlangsung.',
  alreadyOpen: 'Pemilihan sudah berlangsung.',
  extendNotLater: 'Waktu selesai yang baru harus setelah waktu selesai saat ini.',
  cancelClosed: 'Pemilihan yang sudah selesai tidak dapat dibatalkan.',
} as const;

/** A schedule the committee saves while the election is not open yet. */
export function scheduleProblem(mulai: string, selesai: string, now: number): string | null {
  const start = Date.parse(mulai);
  const end = Date.parse(selesai);
  if (Number.isNaN(start) || Number.isNaN(end)) return ELECTION_MESSAGES.scheduleMissing;
  if (end <= start) return ELECTION_MESSAGES.endBeforeStart;
  if (start < now) return ELECTION_MESSAGES.startInPast;
  return null;
}

/** What the ballot will offer and who may cast it: checked by "Buka sekarang". */
export interface ElectionReadiness {
  candidates: number;
  abstain: boolean;
  rollSize: number;
}

/** Why the election is not ready to open, or null. Shown ahead of time on the summary too. */
export function readinessProblem(ready: ElectionReadiness): string | null {
  if (ready.candidates === 0) return ELECTION_MESSAGES.noCandidates;
  if (ready.candidates === 1 && !ready.abstain) return ELECTION_MESSAGES.singleWithoutAbstain;
  if (ready.rollSize === 0) return ELECTION_MESSAGES.emptyRoll;
  return null;
}

/** Why a configuration change (candidates, roll, abstain, start) is refused now, or null. */
export function configurationProblem(state: ElectionState): string | null {
  if (state === 'selesai' || state === 'dibatalkan') return ELECTION_MESSAGES.closed;
  return state === 'berlangsung' ? ELECTION_MESSAGES.frozen : null;
}

/**
 * "Buka sekarang": the start moves to now. It needs an end in the future; without one the
 * committee gives the end in the same step (`selesai`).
 */
export function openNowProblem(
  election: ElectionSchedule,
  ready: ElectionReadiness,
  selesai: string | null,
  now: number,
): string | null {
  const state = electionState(election, now);
  if (state === 'berlangsung') return ELECTION_MESSAGES.alreadyOpen;
  if (state !== 'draf' && state !== 'dijadwalkan') return ELECTION_MESSAGES.closed;
  const end = selesai ?? election.selesai;
  if (!end) return ELECTION_MESSAGES.scheduleMissing;
  if (Date.parse(end) <= now) return ELECTION_MESSAGES.endInPast;
  return readinessProblem(ready);
}

/** "Tutup sekarang": the end moves to now; only while open. */
export const closeNowProblem = (election: ElectionSchedule, now: number): string | null =>
  electionState(election, now) === 'berlangsung' ? null : ELECTION_MESSAGES.notOpen;

/** The one change allowed while open: a later end. */
export function extendProblem(
  election: ElectionSchedule,
  selesai: string,
  now: number,
): string | null {
  if (electionState(election, now) !== 'berlangsung') return ELECTION_MESSAGES.notOpen;
  const end = Date.parse(selesai);
  if (Number.isNaN(end)) return ELECTION_MESSAGES.scheduleMissing;
  return end > Date.parse(election.selesai ?? '') ? null : ELECTION_MESSAGES.extendNotLater;
}

/** A cancelled election stays on record as cancelled; a closed one cannot be cancelled. */
export function cancelProblem(election: ElectionSchedule, now: number): string | null {
  const state = electionState(election, now);
  if (state === 'selesai') return ELECTION_MESSAGES.cancelClosed;
  return state === 'dibatalkan' ? ELECTION_MESSAGES.closed : null;
}
