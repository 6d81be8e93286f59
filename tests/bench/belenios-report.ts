import type { BeleniosDayReport } from './belenios-load';
import { BELENIOS_DAY } from './belenios-load';
import type { BoothTiming, VerifierTiming } from './belenios-browser';
import { quantile } from './first-snapshot';

/**
 * The Belenios section's report lines (Indonesian, PASS/FAIL like the plaintext election day's):
 * a missed target is reported, never thrown.
 */

export const BELENIOS_TARGETS = {
  ...BELENIOS_DAY.targets,
  verifyMaxMs: 5 * 60_000,
  encryptMaxMs: 3_000,
} as const;

/** A browser measurement, or the reason it could not be made. */
export type Measured<T> = T | { error: string };

export interface BeleniosReport {
  day: BeleniosDayReport;
  verifier: Measured<VerifierTiming>;
  /**
   * The booth's encryption code on a page's thread at 4× CPU, one ballot after another (the
   * first cold); the slowest is judged.
   */
  encrypt4x: Measured<number[]>;
  /** The real booth (its worker, which Chromium does not throttle), one run per voter. */
  booth: Measured<BoothTiming[]>;
  /** The machine's load (1-minute average) when the section started and ended, and its cores. */
  loadAverage: { before: number; after: number; cpus: number };
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const ms = (value: number | null) =>
  value === null ? '—' : Number.isFinite(value) ? `${value} ms` : 'tidak pernah';
const s = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** A browser line that could not be measured: its label, the reason, FAIL. */
const unmeasured = (label: string, error: string) => `${label}tidak terukur: ${error}  FAIL`;

function verifierLine(report: BeleniosReport): string {
  const { day, verifier } = report;
  const label = `  verifikasi di peramban (${day.box.size + day.concurrent.grew} surat suara)     `;
  if ('error' in verifier) return unmeasured(label, verifier.error);
  const ok = verifier.passed && verifier.ms <= BELENIOS_TARGETS.verifyMaxMs;
  return `${label}${s(verifier.ms)}: “${verifier.verdict}”, ${verifier.stepsPassed} dari ${verifier.steps} pemeriksaan lulus (target ≤ ${BELENIOS_TARGETS.verifyMaxMs / 60_000} menit)  ${pass(ok)}`;
}

function encryptionLine(report: BeleniosReport): string {
  const label = '  enkripsi surat suara, CPU 4×              ';
  const runs = report.encrypt4x;
  if ('error' in runs) return unmeasured(label, runs.error);
  const sorted = [...runs].sort((a, b) => a - b);
  const slowest = sorted.at(-1) ?? null;
  const ok = slowest !== null && slowest <= BELENIOS_TARGETS.encryptMaxMs;
  return `${label}pertama (dingin) ${ms(runs[0] ?? null)}, median ${ms(quantile(sorted, 0.5))}, maks ${ms(slowest)} dari ${sorted.length} (kode yang sama dengan bilik: encryptBallot, di thread halaman; target ≤ ${BELENIOS_TARGETS.encryptMaxMs} ms)  ${pass(ok)}`;
}

function boothLine(report: BeleniosReport): string {
  const label = '  bilik suara sungguhan (worker, tanpa 4×)  ';
  const { booth } = report;
  if ('error' in booth) return unmeasured(label, booth.error);
  const encrypt = booth.map((b) => b.encryptMs).sort((a, b) => a - b);
  const tracker = booth.map((b) => b.trackerMs).sort((a, b) => a - b);
  return `${label}enkripsi median ${ms(quantile(encrypt, 0.5))}, maks ${ms(encrypt.at(-1) ?? null)}; sampai pelacak tampil median ${ms(quantile(tracker, 0.5))}, maks ${ms(tracker.at(-1) ?? null)} (${booth.length} pemilih; Chromium tidak memperlambat worker)`;
}

export function formatBelenios(report: BeleniosReport): string {
  const { day, loadAverage } = report;
  const t = BELENIOS_TARGETS;
  const allIn = day.acknowledged === day.voters && day.elapsedMs <= t.totalMaxMs;
  const ackOk = day.ackP99Ms !== null && day.ackP99Ms < t.ackP99MaxMs;
  const turnoutOk = day.turnoutMaxMs !== null && day.turnoutMaxMs < t.turnoutMaxMs;
  const c = day.concurrent;
  const concurrentOk = c.created === 1 && c.refused === c.attempts - 1 && c.grew === 1;
  const boxText = day.box.exact
    ? 'tidak ada yang hilang atau ganda'
    : `${day.box.missing} hilang, ${day.box.unknown} tak dikenal, ${day.box.doubled} ganda`;
  return [
    `\nPemilihan Belenios (server tertanam, ${loadAverage.cpus} inti, beban mesin ${loadAverage.before.toFixed(2)} → ${loadAverage.after.toFixed(2)}): ${day.voters} pemilih mengirim surat suara terenkripsi dalam ${day.windowS} detik`,
    `  surat suara dibuat sebelumnya             ${day.ballotsMade} dalam ${s(day.ballotMakingMs)} (createBallot, ${day.ballotThreads} thread; ${(day.ballotMakingMs / day.ballotsMade).toFixed(0)} ms per surat suara per ${day.ballotThreads} thread)`,
    `  diterima (201 + pelacak)                  ${day.acknowledged} dari ${day.voters}${day.refused ? `, ${day.refused} ditolak (pertama: ${day.firstRefusal})` : ''}${day.failed ? `, ${day.failed} gagal` : ''}, selesai dalam ${s(day.elapsedMs)} (target ≤ ${t.totalMaxMs / 1000} s)  ${pass(allIn)}`,
    `  latensi tanda terima                      p50 ${ms(day.ackP50Ms)}, p99 ${ms(day.ackP99Ms)}, maks ${ms(day.ackMaxMs)} (target p99 < ${t.ackP99MaxMs} ms)  ${pass(ackOk)}`,
    `  kehadiran di layar panitia setelah suara  p50 ${ms(day.turnoutP50Ms)}, p99 ${ms(day.turnoutP99Ms)}, maks ${ms(day.turnoutMaxMs)} (target maks < ${t.turnoutMaxMs} ms)  ${pass(turnoutOk)}`,
    `  kotak suara publik (= pelacak diterima)   ${day.box.size} pelacak, ${boxText}  ${pass(day.box.exact)}`,
    `  ${c.attempts} kiriman serentak satu pemilih       ${c.created} diterima, ${c.refused} ditolak${c.failed ? `, ${c.failed} gagal` : ''}, kotak suara bertambah ${c.grew}${c.boxHoldsAccepted ? '' : ' (BUKAN pelacak yang diterima)'}  ${pass(concurrentOk && c.boxHoldsAccepted)}`,
    `  hasil (2 dari 3 wali mendekripsi)         ${day.counts.published.join('/')} (calon 1/2/3/abstain), pilihan yang dikirim ${day.counts.expected.join('/')}${day.counts.trackersMatch ? ', pelacak sama persis' : ', pelacak TIDAK sama'}  ${pass(day.counts.match && day.counts.trackersMatch)}`,
    verifierLine(report),
    encryptionLine(report),
    boothLine(report),
  ].join('\n');
}
