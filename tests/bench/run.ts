/**
 * `npm run bench`: builds the web app when stale, starts the real embedded server on a temporary
 * data dir in a process of its own (with 10,000 SI-BERKAS submissions seeded), then measures the
 * home page's bundle, every public page on a throttled phone (page-bench.ts) beside a static floor
 * page, the server's HTTP throughput with autocannon, and an election day (election-load.ts:
 * 2,000 voters casting within 60 s while the committee watches the turnout). Prints a report,
 * compares the pages with tests/bench/baseline.json and writes dist/bench/results.json.
 *
 * A missed target or a regression is reported, not failed: the exit code is 0 unless something
 * crashed. `--update-baseline` rewrites the baseline from this run (all pages only).
 * Environment: BENCH_LCP_RUNS (cold loads per page, default 7), BENCH_ROUTES (e.g. `/,/layanan`;
 * default every public page), BENCH_WATERFALL=1 (print each load's requests),
 * BENCH_BASELINE_NOTE (the note --update-baseline records), BENCH_DURATION_S (default 5),
 * BENCH_WARMUP_S (default 2, unmeasured load before each endpoint).
 *
 * After the election day, a Belenios election (belenios-section.ts): 2,000 encrypted ballots cast
 * within 120 s, 50 concurrent ballots of one voter, the trustees' decryption and the published
 * counts, the verifier page on the record, the booth's encryption at 4× CPU. BENCH_ONLY=belenios
 * runs only that section (after the server's start), for working on it: no pages, no HTTP load,
 * no plaintext election day, no results file. BENCH_ONLY=pages measures the bundle and the pages
 * only (no HTTP load, no election days, no results file), and `--update-baseline` then writes the
 * pages' baseline as a full run does: the baseline holds pages only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { assertLoopback, launchBenchBrowser } from './browser';
import { measureBundleSize } from './bundle-size';
import { berkasTargets, SEEDED_SUBMISSIONS, timeAdminList } from './berkas-load';
import { formatNews, newsTargets } from './news-load';
import { formatKeterbukaan, timeKeterbukaan } from './keterbukaan-load';
import { anggaranTargets, chartChunkBytes, formatAnggaran } from './anggaran-load';
import { formatElectionDay, timeElectionDay } from './election-load';
import { measureBelenios } from './belenios-section';
import { formatBelenios } from './belenios-report';
import {
  benchDurationSeconds,
  benchWarmupSeconds,
  HTTP_TARGETS,
  measureHttpLoad,
} from './http-load';
import { FLOOR_KEY, FLOOR_LABEL, FLOOR_PATH, writeFloorPage } from './floor-page';
import { ScriptSizes } from './js-size';
import { describeProfile, MOBILE_PROFILE } from './mobile-profile';
import { benchPageOf, lcpRunCount, measurePages, type BenchPage } from './page-bench';
import { bookForBench, CONTEXT_ROUTES, pageContexts } from './page-contexts';
import { QUIET_MS } from './page-load';
import {
  formatLegend,
  formatLoadLine,
  formatPageNotes,
  formatPageTable,
  formatWaterfall,
} from './page-report';
import { builtPublicPaths, selectRoutes } from './public-routes';
import { compareWithBaseline } from './regressions';
import { figuresOf, readBaseline, writeBaseline, BASELINE_FILE } from './baseline';
import { formatBundle, formatHttp, formatSummary } from './report';
import { startBenchServer, type BenchServer } from './server-process';
import { prepareWebBuild, type WebBuildSnapshot } from './web-build-snapshot';

const RESULTS_FILE = path.resolve('dist/bench/results.json');
const HTTP_CONNECTIONS = 10;
/** Building, the server with its seed, the bundle and the HTTP load: well within this. */
const FIXED_BUDGET_MS = 15 * 60_000;
/** A cold load takes ≈ 6 s (3 s of it the quiet period); a slow machine gets five times that. */
const PER_LOAD_BUDGET_MS = 30_000;
/** The Belenios section: seed, 2,050 ballots made, 90 s of load, the verifier (≤ 15 min), the booth. */
const BELENIOS_BUDGET_MS = 45 * 60_000;

let webBuild: WebBuildSnapshot | undefined;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

let watchdog: NodeJS.Timeout | undefined;

/** The whole benchmark is abandoned `ms` from now (replacing any earlier deadline). */
function armWatchdog(ms: number): void {
  if (watchdog) clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    process.stderr.write(`\nBenchmark dihentikan: lebih dari ${Math.round(ms / 60_000)} menit.\n`);
    webBuild?.dispose();
    process.exit(1);
  }, ms);
  watchdog.unref();
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const lcpRuns = lcpRunCount();
  const durationS = benchDurationSeconds();
  const warmupS = benchWarmupSeconds();
  const updateBaseline = process.argv.includes('--update-baseline');
  const showWaterfall = process.env.BENCH_WATERFALL === '1';
  const only = process.env.BENCH_ONLY;
  if (only !== undefined && only !== 'belenios' && only !== 'pages')
    throw new Error(`BENCH_ONLY hanya mengenal "belenios" dan "pages", bukan "${only}"`);

  webBuild = await prepareWebBuild();
  const staticRoutes = await builtPublicPaths(webBuild.dir);
  writeFloorPage(webBuild.dir);
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  try {
    log(`  … menyalakan server dengan ${SEEDED_SUBMISSIONS} pengajuan SI-BERKAS`);
    server = await startBenchServer(webBuild.dir);
    assertLoopback(server.url);
    if (only === 'belenios') {
      armWatchdog(BELENIOS_BUDGET_MS);
      log(
        `\nBenchmark Portal BEM KM Poltek Nuklir (hanya Belenios) — server sementara ${server.url}`,
      );
      log(formatBelenios(await measureBelenios(server, log)));
      return;
    }
    // A page of one record (/berita/:slug) is measured at a record the server holds.
    const recordPages = server.recordPages;
    const routes = selectRoutes(
      [...staticRoutes, ...Object.keys(recordPages)],
      process.env.BENCH_ROUTES,
    );
    const loads = (routes.length + 1) * lcpRuns;
    armWatchdog(FIXED_BUDGET_MS + loads * PER_LOAD_BUDGET_MS);
    log(`\nBenchmark Portal BEM KM Poltek Nuklir — server sementara ${server.url}`);
    if (webBuild.built) log('  (dist/web baru dibangun)');

    browser = await launchBenchBrowser();
    const chromiumVersion = browser.version();

    log('  … mengukur ukuran bundle');
    const bundle = await measureBundleSize(browser, server.url);
    log(formatBundle(bundle));

    const serverUrl = server.url;
    const contexts = routes.some((route) => CONTEXT_ROUTES.includes(route))
      ? pageContexts({ receipt: await bookForBench(serverUrl) })
      : {};
    const pages: BenchPage[] = [
      ...routes.map((route) => benchPageOf(route, serverUrl, recordPages, contexts)),
      { key: FLOOR_KEY, label: FLOOR_LABEL, url: new URL(FLOOR_PATH, serverUrl).href, floor: true },
    ];
    log(
      `\n  … mengukur ${routes.length} halaman publik + lantai, ${lcpRuns} cold load masing-masing` +
        ` (${loads} load, ≈ ${Math.ceil((loads * (QUIET_MS + 3_000)) / 60_000)} menit)`,
    );
    const loadBefore = os.loadavg();
    const summaries = await measurePages(browser, pages, {
      runs: lcpRuns,
      scriptSizes: new ScriptSizes(webBuild.dir),
      onLoad: (load, done, total) => {
        log(formatLoadLine(load, done, total));
        if (showWaterfall) log(formatWaterfall(load));
      },
    });
    const loadAverage = { before: loadBefore, after: os.loadavg() };
    log(
      `\n  Beban mesin (loadavg 1 menit) selama pemuatan halaman: ${loadBefore[0]?.toFixed(2)} → ${loadAverage.after[0]?.toFixed(2)}`,
    );
    const figures = Object.fromEntries(summaries.map((s) => [s.key, figuresOf(s)]));
    const baseline = readBaseline();
    const comparison = compareWithBaseline(figures, baseline?.pages);
    log(`\n2. Setiap halaman publik — ${describeProfile()}\n${'─'.repeat(100)}`);
    log(formatPageTable(summaries, comparison.pages));
    log('');
    log(formatLegend(lcpRuns, baseline));
    if (comparison.missing.length > 0 && !process.env.BENCH_ROUTES)
      log(`  Ada di baseline, tidak lagi diukur: ${comparison.missing.join(', ')}`);
    log('');
    log(formatPageNotes(summaries));

    // The browser would compete with the server for the CPU during the load test.
    await browser.close();
    browser = undefined;

    const writeBaselineIfAsked = (): void => {
      if (!updateBaseline) return;
      if (process.env.BENCH_ROUTES) {
        log(
          '\n  ! Baseline tidak ditulis: BENCH_ROUTES membatasi halaman, baseline memuat semuanya.',
        );
        return;
      }
      const written = writeBaseline(summaries, {
        chromium: chromiumVersion,
        profile: describeProfile(),
        loadsPerPage: lcpRuns,
        note: process.env.BENCH_BASELINE_NOTE ?? '',
        loadAverage,
      });
      log(
        `\n  Baseline ditulis: ${path.relative(process.cwd(), BASELINE_FILE)} (commit ${written.commit.slice(0, 10)})`,
      );
    };
    if (only === 'pages') {
      writeBaselineIfAsked();
      return;
    }

    log(`\n  … mengukur throughput HTTP (${warmupS} s pemanasan + ${durationS} s per endpoint)`);
    const http = await measureHttpLoad(server.url, {
      durationS,
      warmupS,
      connections: HTTP_CONNECTIONS,
      targets: [
        ...HTTP_TARGETS,
        ...berkasTargets(server.lastTicket),
        ...newsTargets(),
        ...anggaranTargets(),
      ],
    });
    log(formatHttp(http));
    log(formatNews(http, summaries));
    log(formatKeterbukaan(await timeKeterbukaan(server.url)));
    log(formatAnggaran(http, summaries, chartChunkBytes(webBuild.dir)));
    const adminList = await timeAdminList(server.url);
    log('\nDaftar admin SI-BERKAS atas 10.000 pengajuan (target < 300 ms)');
    for (const t of adminList) {
      log(
        `  ${t.label.padEnd(40)} median ${t.medianMs.toFixed(1)} ms, maks ${t.maxMs.toFixed(1)} ms, ${t.total} cocok  ${t.medianMs < 300 ? 'PASS' : 'FAIL'}`,
      );
    }

    log('\n  … hari pemungutan suara: 2.000 pemilih dalam 60 detik');
    const electionDay = await timeElectionDay(server.url, await server.electionDay());
    log(formatElectionDay(electionDay));

    // A fresh deadline: the Belenios section alone takes longer than the fixed budget's rest.
    armWatchdog(BELENIOS_BUDGET_MS);
    const belenios = await measureBelenios(server, log);
    log(formatBelenios(belenios));

    log(formatSummary(bundle, summaries, http));

    writeBaselineIfAsked();

    const results = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      environment: {
        node: process.version,
        chromium: chromiumVersion,
        platform: `${os.platform()} ${os.release()}`,
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cpuCount: os.cpus().length,
        webSourceHash: webBuild.sourceHash,
        webBuiltNow: webBuild.built,
      },
      settings: {
        lcpRuns,
        routes,
        loadAverageDuringPages: loadAverage,
        profile: MOBILE_PROFILE,
        httpDurationS: durationS,
        httpWarmupS: warmupS,
        httpConnections: HTTP_CONNECTIONS,
      },
      bundle,
      pages: summaries,
      baseline: baseline
        ? { recordedAt: baseline.recordedAt, commit: baseline.commit, ...comparison }
        : null,
      http,
      adminList,
      electionDay,
      belenios,
    };
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    log(`\n  Hasil lengkap: ${path.relative(process.cwd(), RESULTS_FILE)}\n`);
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    webBuild.dispose();
  }
}

armWatchdog(FIXED_BUDGET_MS);

main().then(
  () => {
    clearTimeout(watchdog);
    process.exit(0);
  },
  (error: unknown) => {
    clearTimeout(watchdog);
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`\nBenchmark gagal: ${message}\n`);
    process.exit(1);
  },
);
