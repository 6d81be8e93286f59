/**
 * Turns benchmark results into the text printed in the terminal. Pure formatting: no I/O.
 */
import type { BundleGroup, BundleSizeResult } from './bundle-size';
import type { HttpLoadResult } from './http-load';
import type { PageSummary } from './page-bench';
import { checkTargets, PAGE_TARGETS, type TargetChecks } from './page-targets';

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

function countMet(pages: readonly PageSummary[], check: keyof TargetChecks): string {
  const checks = pages.map((p) => checkTargets(p)[check]);
  const met = checks.filter((c) => c === true).length;
  return `${met}/${checks.length} halaman`;
}

export function formatSummary(
  bundle: BundleSizeResult,
  pages: readonly PageSummary[],
  http: readonly HttpLoadResult[],
): string {
  const routes = pages.filter((p) => !p.floor);
  const floor = pages.find((p) => p.floor);
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
          `${countMet(routes, 'lcp')} ≤ ${ms(PAGE_TARGETS.lcpMedianMaxMs)}` +
            (floor ? ` (lantai ${ms(floor.lcp?.median)})` : ''),
          routes.length > 0 ? verdict(routes.every((p) => checkTargets(p).lcp === true)) : '',
        ],
        [
          'JS gzip per halaman',
          `${countMet(routes, 'js')} ≤ ${kb(PAGE_TARGETS.jsGzipMaxBytes)}`,
          routes.length > 0 ? verdict(routes.every((p) => checkTargets(p).js === true)) : '',
        ],
        [
          'TBT median setelah FCP',
          `${countMet(routes, 'blocking')} ≤ ${ms(PAGE_TARGETS.blockingMaxMs)}`,
          routes.length > 0 ? verdict(routes.every((p) => checkTargets(p).blocking === true)) : '',
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
