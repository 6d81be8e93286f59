/**
 * `npm run bench`: builds the web app when stale, starts the real embedded server on a temporary
 * data dir in a process of its own (with 10,000 SI-BERKAS submissions seeded), then measures the home page's bundle size and LCP in Chromium and the server's HTTP
 * throughput with autocannon. Prints a report and writes dist/bench/results.json.
 *
 * A missed target is reported, not failed: the exit code is 0 unless something crashed.
 * Environment: BENCH_LCP_RUNS (default 5), BENCH_DURATION_S (default 5), BENCH_WARMUP_S (default 2,
 * unmeasured load before each endpoint).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { assertLoopback, launchBenchBrowser } from './browser';
import { measureBundleSize } from './bundle-size';
import { berkasTargets, SEEDED_SUBMISSIONS, timeAdminList } from './berkas-load';
import {
  benchDurationSeconds,
  benchWarmupSeconds,
  HTTP_TARGETS,
  measureHttpLoad,
} from './http-load';
import { lcpRunCount, measureLcp } from './lcp';
import { formatBundle, formatHttp, formatLcp, formatSummary, ms } from './report';
import { startBenchServer, type BenchServer } from './server-process';
import { prepareWebBuild, type WebBuildSnapshot } from './web-build-snapshot';

const RESULTS_FILE = path.resolve('dist/bench/results.json');
const HTTP_CONNECTIONS = 10;
/** The whole benchmark is abandoned after this long. */
const OVERALL_TIMEOUT_MS = 15 * 60_000;

let webBuild: WebBuildSnapshot | undefined;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const lcpRuns = lcpRunCount();
  const durationS = benchDurationSeconds();
  const warmupS = benchWarmupSeconds();

  webBuild = await prepareWebBuild();
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  try {
    log(`  … menyalakan server dengan ${SEEDED_SUBMISSIONS} pengajuan SI-BERKAS`);
    server = await startBenchServer(webBuild.dir);
    assertLoopback(server.url);
    log(`\nBenchmark Portal BEM KM Poltek Nuklir — server sementara ${server.url}`);
    if (webBuild.built) log('  (dist/web baru dibangun)');

    browser = await launchBenchBrowser();
    const chromiumVersion = browser.version();

    log('  … mengukur ukuran bundle');
    const bundle = await measureBundleSize(browser, server.url);
    log(formatBundle(bundle));

    log(`\n  … mengukur LCP (${lcpRuns} cold load)`);
    const lcp = await measureLcp(browser, server.url, {
      runs: lcpRuns,
      onRun: (run) => log(`    run ${run.run}: LCP ${ms(run.lcpMs)}, FCP ${ms(run.fcpMs)}`),
    });
    log(formatLcp(lcp));

    // The browser would compete with the server for the CPU during the load test.
    await browser.close();
    browser = undefined;

    log(`\n  … mengukur throughput HTTP (${warmupS} s pemanasan + ${durationS} s per endpoint)`);
    const http = await measureHttpLoad(server.url, {
      durationS,
      warmupS,
      connections: HTTP_CONNECTIONS,
      targets: [...HTTP_TARGETS, ...berkasTargets(server.lastTicket)],
    });
    log(formatHttp(http));
    const adminList = await timeAdminList(server.url);
    log('\nDaftar admin SI-BERKAS atas 10.000 pengajuan (target < 300 ms)');
    for (const t of adminList) {
      log(
        `  ${t.label.padEnd(40)} median ${t.medianMs.toFixed(1)} ms, maks ${t.maxMs.toFixed(1)} ms, ${t.total} cocok  ${t.medianMs < 300 ? 'PASS' : 'FAIL'}`,
      );
    }

    log(formatSummary(bundle, lcp, http));

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
        httpDurationS: durationS,
        httpWarmupS: warmupS,
        httpConnections: HTTP_CONNECTIONS,
      },
      bundle,
      lcp,
      http,
      adminList,
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

const watchdog = setTimeout(() => {
  process.stderr.write(
    `\nBenchmark dihentikan: lebih dari ${OVERALL_TIMEOUT_MS / 60_000} menit.\n`,
  );
  webBuild?.dispose();
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
watchdog.unref();

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
