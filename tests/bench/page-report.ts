/**
 * The per-page part of the benchmark's report: one line per load while it runs, the table of
 * every page against the targets and the baseline, and (BENCH_WATERFALL=1) each load's requests.
 * Pure formatting: no I/O.
 */
import type { Baseline } from './baseline';
import type { PageSummary } from './page-bench';
import type { PageLoad } from './page-load';
import { JS_WINDOW_AFTER_LOAD_MS, type WaterfallEntry } from './network-log';
import { checkTargets, PAGE_TARGETS, type TargetChecks } from './page-targets';
import { REGRESSION_RULES, type FigureDelta, type PageComparison } from './regressions';
import { kb, ms, table } from './report';

const FIGURE_NAMES: Record<FigureDelta['figure'], string> = {
  lcp: 'LCP',
  js: 'JS',
  blocking: 'TBT',
  transfer: 'transfer',
};

export function mark(check: boolean | null): string {
  return check === null ? '' : check ? '✓' : '✗';
}

function signed(value: number, unit: 'ms' | 'bytes'): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  const size = Math.abs(value);
  return unit === 'ms' ? `${sign}${Math.round(size)} ms` : `${sign}${kb(size)}`;
}

function deltaText(d: FigureDelta): string {
  return `${FIGURE_NAMES[d.figure]} ${signed(d.delta, d.figure === 'lcp' || d.figure === 'blocking' ? 'ms' : 'bytes')}`;
}

/** The "vs baseline" cell: the regressions, or the LCP change when there is none. */
export function comparisonCell(comparison: PageComparison | undefined): string {
  if (!comparison) return '';
  if (comparison.status === 'new') return 'baru';
  if (comparison.regressions.length > 0)
    return `▲ ${comparison.regressions.map(deltaText).join(', ')}`;
  const lcp = comparison.deltas.find((d) => d.figure === 'lcp');
  return lcp ? `ok (${deltaText(lcp)})` : 'ok';
}

function lcpRange(summary: PageSummary): string {
  const s = summary.lcp;
  return s ? `${Math.round(s.min)}–${Math.round(s.max)}` : '—';
}

function count(value: number | null): string {
  return value === null ? '—' : String(Math.round(value * 10) / 10);
}

export function formatPageTable(
  summaries: readonly PageSummary[],
  comparisons: Readonly<Record<string, PageComparison>>,
): string {
  const rows = summaries.map((s) => {
    const checks: TargetChecks = checkTargets(s);
    return [
      s.label,
      ms(s.lcp?.median),
      lcpRange(s),
      ms(s.fcp?.median),
      s.jsGzipBytes === null ? '—' : kb(s.jsGzipBytes),
      s.transferBytes === null ? '—' : kb(s.transferBytes),
      count(s.longTasks),
      ms(s.blockingMs),
      mark(checks.lcp),
      mark(checks.js),
      mark(checks.blocking),
      comparisonCell(comparisons[s.key]),
    ];
  });
  return table(
    [
      [
        'halaman',
        'LCP med',
        'LCP min–maks',
        'FCP med',
        'JS gzip',
        'transfer',
        'long task',
        'TBT',
        'LCP',
        'JS',
        'TBT',
        'vs baseline',
      ],
      ...rows,
    ],
    'lrrrrrrrllll',
  );
}

export function formatLegend(loadsPerPage: number, baseline: Baseline | undefined): string {
  const t = PAGE_TARGETS;
  const r = REGRESSION_RULES;
  const lines = [
    `  Median atas ${loadsPerPage} cold load per halaman, bergiliran antarhalaman; waktu sejak awal navigasi.`,
    `  Target di setiap halaman: LCP median ≤ ${t.lcpMedianMaxMs} ms, JS ≤ ${kb(t.jsGzipMaxBytes)} gzip,` +
      ` TBT ≤ ${t.blockingMaxMs} ms. ✓ tercapai, ✗ meleset (dilaporkan, tidak menggagalkan).`,
    `  JS gzip: ukuran .gz build (gzip -9) tiap skrip yang diminta sampai load + ${JS_WINDOW_AFTER_LOAD_MS / 1_000} s; transfer: byte`,
    '  di kabel (brotli dari server), header termasuk; long task dan TBT (Σ lebih dari 50 ms): setelah FCP',
    '  sampai halaman tenang 3 s sesudah load.',
    `  Regresi (▲): LCP +${r.lcp.relative * 100} % dan +${r.lcp.absoluteMs} ms; JS +${kb(r.js.absoluteBytes)};` +
      ` TBT +${r.blocking.absoluteMs} ms; transfer +${r.transfer.relative * 100} % dan +${kb(r.transfer.absoluteBytes)}.`,
  ];
  if (baseline) {
    lines.push(
      `  Baseline: ${baseline.recordedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${baseline.commit.slice(0, 10)}` +
        `${baseline.dirty ? ' (+ perubahan belum di-commit)' : ''},` +
        ` load ${baseline.machine.loadAverage.before[0]} → ${baseline.machine.loadAverage.after[0]},` +
        ` Chromium ${baseline.chromium}, ${baseline.loadsPerPage} load — "${baseline.note}"`,
    );
  } else {
    lines.push('  Belum ada baseline: `npm run bench -- --update-baseline` menulisnya.');
  }
  return lines.join('\n');
}

/** Below the table: what each page's LCP was, and anything that makes its figures doubtful. */
export function formatPageNotes(summaries: readonly PageSummary[]): string {
  return summaries
    .map(
      (s) =>
        `  ${s.label}: elemen LCP ${s.lcpElement ?? '—'}` +
        (s.problems.length > 0 ? `  ! ${s.problems.join('; ')}` : ''),
    )
    .join('\n');
}

export function formatLoadLine(load: PageLoad, done: number, total: number): string {
  const width = String(total).length;
  return (
    `    [${String(done).padStart(width)}/${total}] ${load.key} #${load.round}: ` +
    `LCP ${ms(load.lcpMs)}, FCP ${ms(load.fcpMs)}, TBT ${ms(load.blockingMs)}, ` +
    `JS ${kb(load.jsGzipBytes)}, transfer ${kb(load.transferBytes)}` +
    (load.settled ? '' : ' (belum tenang)')
  );
}

function shortName(name: string): string {
  return name.length > 48 ? `${name.slice(0, 47)}…` : name;
}

export function formatWaterfall(load: PageLoad): string {
  type Row = { at: number; cells: string[] };
  const rows: Row[] = load.waterfall.map((e: WaterfallEntry) => ({
    at: e.startTime,
    cells: [
      shortName(e.name),
      e.type,
      ms(e.startTime),
      ms(e.responseStart),
      e.open ? 'terbuka' : ms(e.responseEnd),
      e.transferBytes === null ? '—' : kb(e.transferBytes),
      e.renderBlocking ? 'blocking' : '',
    ],
  }));
  const marker = (label: string, at: number | null): Row[] =>
    at === null ? [] : [{ at, cells: [`◆ ${label}`, '', ms(at), '', '', '', ''] }];
  const all = [
    ...rows,
    ...marker('DOMContentLoaded', load.domContentLoadedMs),
    ...marker('load', load.loadEventMs),
    ...marker('FCP', load.fcpMs),
    ...marker('LCP', load.lcpMs),
    ...load.longTasks.map((t) => ({
      at: t.startTime,
      cells: [
        `▬ long task ${ms(t.duration)}`,
        '',
        ms(t.startTime),
        '',
        ms(t.startTime + t.duration),
        '',
        '',
      ],
    })),
  ].sort((a, b) => a.at - b.at);
  return [
    `    ${load.key} #${load.round} (${load.url})`,
    table(
      [
        ['permintaan', 'jenis', 'mulai', 'TTFB', 'selesai', 'transfer', ''],
        ...all.map((r) => r.cells),
      ],
      'llrrrrl',
      '      ',
    ),
  ].join('\n');
}
