import os from 'node:os';
import { launchBenchBrowser } from './browser';
import { timeBooth, timeThrottledEncryption, timeVerifier } from './belenios-browser';
import { BELENIOS_DAY, timeBeleniosDay } from './belenios-load';
import type { BeleniosReport, Measured } from './belenios-report';
import type { BenchServer } from './server-process';

/** Voters of the booth's own election: one booth run each (a voter votes once). */
const BOOTH_VOTERS = 3;
/** Ballots encrypted one after the other at 4× CPU (the first cold). */
const THROTTLED_RUNS = 5;

/**
 * The bench's Belenios section (run.ts, after the plaintext election day, or alone with
 * BENCH_ONLY=belenios): the 2,000-ballot day, then the verifier page on its record, then the
 * booth's encryption at 4× CPU and the real booth, in a fresh election. The browser starts only after the load: it would compete with the
 * server for the two cores.
 */
export async function measureBelenios(
  server: BenchServer,
  log: (line: string) => void,
): Promise<BeleniosReport> {
  const before = os.loadavg()[0] ?? 0;
  log(
    `\n  … pemilihan Belenios: ${BELENIOS_DAY.voters} pemilih + 1, tiga wali (ambang 2), kredensial dibuat di server benchmark`,
  );
  const started = performance.now();
  const fixture = await server.beleniosElection(BELENIOS_DAY.voters + 1, 'Pemira Bench Belenios');
  log(`  … pemilihan dibuka dalam ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const day = await timeBeleniosDay(server.url, fixture, server.beleniosDecrypt, log);

  const booth = await server.beleniosElection(BOOTH_VOTERS, 'Pemira Bench Bilik Suara');
  const browser = await launchBenchBrowser();
  try {
    log('  … verifikasi catatan pemilihan di peramban');
    const verifier = await attempt(() => timeVerifier(browser, server.url, fixture.eventId));
    log(
      `  … enkripsi dengan CPU 4× (${THROTTLED_RUNS}×), lalu bilik suara (${BOOTH_VOTERS} pemilih)`,
    );
    const encrypt4x = await attempt(() =>
      timeThrottledEncryption(browser, server.url, booth, THROTTLED_RUNS),
    );
    const runs = await attempt(async () => {
      const timings = [];
      for (let i = 0; i < BOOTH_VOTERS; i += 1)
        timings.push(await timeBooth(browser, server.url, booth, i));
      return timings;
    });
    return {
      day,
      verifier,
      encrypt4x,
      booth: runs,
      loadAverage: { before, after: os.loadavg()[0] ?? 0, cpus: os.cpus().length },
    };
  } finally {
    await browser.close();
  }
}

/**
 * A browser measurement, or why it could not be made: a page that changed must not cost the
 * minutes of load measured before it (the report says FAIL with the reason).
 */
async function attempt<T>(measure: () => Promise<T>): Promise<Measured<T>> {
  try {
    return await measure();
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}
