/**
 * Turns benchmark results into the text printed in the terminal. Pure formatting: no I/O.
 */
import type { BundleGroup, BundleSizeResult } from './bundle-size';
import type { HttpLoadResult } from './http-load';
import type { LcpResult, LcpRun } from './lcp';

/** 1 KB = 1024 bytes throughout, as in the bundle target. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? '—'
    : `${Math.round(value)} ms`;
}

export function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'FAIL';
}

function heading(title: string): string {
  return `\n${title}\n${'─'.repeat(Math.min(title.length, 100))}`;
}

/** `align` has one letter per column, 'l' or 'r' (missing letters mean 'l'). */
export function table(rows: string[][], align: string, indent = '  '): string {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, i) =>
            align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
          )
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

function bundleTable(title: string, group: BundleGroup, extra: string[] = []): string {
  const rows = [
    [title, 'raw', 'gzip -9', ''],
    ...group.files.map((f) => [`  ${f.path}`, kb(f.rawBytes), kb(f.gzipBytes), '']),
    [`  Total (${group.files.length} berkas)`, kb(group.rawBytes), kb(group.gzipBytes), ...extra],
  ];
  return table(rows, 'lrrl');
}

export function formatBundle(result: BundleSizeResult): string {
  const lines = [
    heading(
      `1. Ukuran bundle — beranda /, Chromium ${result.viewport.width}×${result.viewport.height}, tanpa throttling`,
    ),
    bundleTable('JavaScript', result.js, [
      `target ≤ ${kb(result.target.jsGzipMaxBytes)}  ${verdict(result.target.pass)}`,
    ]),
    '',
    bundleTable('CSS', result.css),
  ];
  if (!result.networkQuiet)
    lines.push('  ! Jaringan tidak pernah tenang dalam 30 s; daftar mungkin belum lengkap.');
  if (result.foreignRequests.length > 0) {
    lines.push(`  ! Permintaan ke host lain (diblokir): ${result.foreignRequests.join(', ')}`);
  }
  return lines.join('\n');
}

/** The run whose LCP is the median (or nearest to it). */
export function medianRun(result: LcpResult): LcpRun | undefined {
  const median = result.medianLcpMs;
  if (median === null) return result.runs[0];
  return [...result.runs]
    .filter((r) => r.lcpMs !== null)
    .sort((a, b) => Math.abs(a.lcpMs! - median) - Math.abs(b.lcpMs! - median))[0];
}

export function formatWaterfall(run: LcpRun): string {
  type Row = { at: number; cells: string[] };
  const rows: Row[] = run.waterfall.map((e) => ({
    at: e.startTime,
    cells: [
      e.name.length > 48 ? `${e.name.slice(0, 47)}…` : e.name,
      e.initiatorType,
      ms(e.startTime),
      ms(e.responseStart),
      e.open ? 'terbuka' : ms(e.responseEnd),
      e.open ? '' : ms(e.responseEnd - e.startTime),
      e.fromCdp ? '—' : kb(e.transferSize),
      e.renderBlockingStatus === 'blocking' ? 'blocking' : '',
    ],
  }));
  const marker = (label: string, at: number | null): Row[] =>
    at === null ? [] : [{ at, cells: [`◆ ${label}`, '', ms(at), '', '', '', '', ''] }];
  const all = [
    ...rows,
    ...marker('DOMContentLoaded', run.domContentLoadedMs),
    ...marker('load', run.loadEventMs),
    ...marker('FCP', run.fcpMs),
    ...marker('LCP', run.lcpMs),
  ].sort((a, b) => a.at - b.at);
  return table(
    [
      ['permintaan', 'jenis', 'mulai', 'TTFB', 'selesai', 'durasi', 'transfer', ''],
      ...all.map((r) => r.cells),
    ],
    'llrrrrrl',
    '    ',
  );
}

export function formatLcp(result: LcpResult): string {
  const p = result.profile;
  const lines = [
    heading(
      `2. LCP beranda — ${p.name}: RTT ${p.latencyMs} ms, ↓ ${((p.downloadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbps, ` +
        `↑ ${((p.uploadBytesPerSecond * 8) / 1e6).toFixed(2)} Mbps, ${p.viewport.width}×${p.viewport.height} @${p.deviceScaleFactor}x`,
    ),
    table(
      [
        ['run', 'FCP', 'LCP', 'load', 'long tasks', 'elemen LCP'],
        ...result.runs.map((r) => [
          String(r.run),
          ms(r.fcpMs),
          ms(r.lcpMs),
          ms(r.loadEventMs),
          `${r.longTasks.length} / ${ms(r.longTasks.reduce((s, t) => s + t.duration, 0))}`,
          `${r.element?.description ?? '—'}${r.settled ? '' : '  (belum tenang)'}`,
        ]),
      ],
      'rrrrrl',
    ),
    '',
    `  Median: FCP ${ms(result.medianFcpMs)}, LCP ${ms(result.medianLcpMs)} — target ≤ ${ms(result.target.lcpMaxMs)}  ${verdict(result.target.pass)}`,
  ];
  const run = medianRun(result);
  if (run) {
    lines.push('', `  Waterfall run ${run.run} (waktu sejak awal navigasi):`, formatWaterfall(run));
    const b = run.breakdown;
    if (b) {
      lines.push(
        `    Rincian LCP: TTFB ${ms(b.ttfbMs)} + tunda muat ${ms(b.resourceLoadDelayMs)} + unduh ${ms(b.resourceLoadDurationMs)}` +
          ` + tunda render ${ms(b.elementRenderDelayMs)} = ${ms(run.lcpMs)}`,
      );
    }
    if (run.longTasks.length > 0) {
      const longest = [...run.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5);
      lines.push(
        `    Long task terpanjang: ${longest.map((t) => `${ms(t.duration)} @ ${ms(t.startTime)}`).join(', ')}`,
      );
    }
    if (run.liveStreams.length > 0)
      lines.push(`    Stream live terbuka: ${[...new Set(run.liveStreams)].join(', ')}`);
  }
  const foreign = [...new Set(result.runs.flatMap((r) => r.foreignRequests))];
  if (foreign.length > 0)
    lines.push(`  ! Permintaan ke host lain (diblokir): ${foreign.join(', ')}`);
  return lines.join('\n');
}

export function formatHttp(results: readonly HttpLoadResult[]): string {
  const first = results[0];
  const lines = [
    heading(
      `3. Throughput HTTP — autocannon, ${first?.connections ?? '?'} koneksi, ${first ? Math.round(first.durationS) : '?'} s per endpoint`,
    ),
    table(
      [
        ['endpoint', 'req/s (rata-rata)', 'p50', 'p99', 'total req', 'non-2xx', 'error', ''],
        ...results.map((r) => [
          r.label,
          r.requestsPerSecond.average.toFixed(0),
          `${r.latencyMs.p50} ms`,
          `${r.latencyMs.p99} ms`,
          String(r.totalRequests),
          String(r.non2xx),
          String(r.errors + r.timeouts),
          r.ok ? 'OK' : 'MASALAH',
        ]),
      ],
      'lrrrrrrl',
    ),
  ];
  for (const r of results.filter((x) => !x.ok)) {
    const codes = Object.entries(r.statusCodes)
      .map(([code, n]) => `${code}×${n}`)
      .join(', ');
    lines.push(`  ! ${r.label}: status ${codes || '—'}, error ${r.errors}, timeout ${r.timeouts}`);
    if (r.sample) lines.push(`      contoh satu permintaan sesudahnya: ${r.sample}`);
  }
  return lines.join('\n');
}

export function formatSummary(
  bundle: BundleSizeResult,
  lcp: LcpResult,
  http: readonly HttpLoadResult[],
): string {
  return [
    heading('Ringkasan'),
    table(
      [
        [
          'JS gzip (beranda)',
          `${kb(bundle.js.gzipBytes)} / target ≤ ${kb(bundle.target.jsGzipMaxBytes)}`,
          verdict(bundle.target.pass),
        ],
        ['CSS gzip (beranda)', kb(bundle.css.gzipBytes), ''],
        [
          'LCP median (Slow 4G, CPU 4×)',
          `${ms(lcp.medianLcpMs)} / target ≤ ${ms(lcp.target.lcpMaxMs)}`,
          verdict(lcp.target.pass),
        ],
        ...http.map((r) => [
          r.label,
          `${r.requestsPerSecond.average.toFixed(0)} req/s, p99 ${r.latencyMs.p99} ms` +
            (r.target
              ? ` / target ≥ ${r.target.minRequestsPerSecond} req/s, p99 < ${r.target.maxP99Ms} ms`
              : ''),
          r.target ? verdict(r.target.pass) : r.ok ? 'OK' : 'MASALAH',
        ]),
      ],
      'lll',
    ),
  ].join('\n');
}
