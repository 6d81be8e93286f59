import { describe, expect, it } from 'vitest';
import type { BeleniosDayReport } from './belenios-load';
import { type BeleniosReport, formatBelenios } from './belenios-report';

const day: BeleniosDayReport = {
  ballotsMade: 2050,
  ballotThreads: 2,
  ballotMakingMs: 120_000,
  voters: 2000,
  windowS: 90,
  acknowledged: 2000,
  refused: 0,
  failed: 0,
  firstRefusal: null,
  elapsedMs: 91_500,
  ackP50Ms: 80,
  ackP99Ms: 900,
  ackMaxMs: 1500,
  turnoutP50Ms: 40,
  turnoutP99Ms: 300,
  turnoutMaxMs: 600,
  box: { size: 2000, missing: 0, unknown: 0, doubled: 0, exact: true },
  concurrent: { attempts: 50, created: 1, refused: 49, failed: 0, grew: 1, boxHoldsAccepted: true },
  counts: {
    expected: [501, 500, 500, 500],
    published: [501, 500, 500, 500],
    match: true,
    trackersMatch: true,
  },
};
const report: BeleniosReport = {
  day,
  verifier: {
    ms: 200_000,
    verdict: 'Terverifikasi: semua pemeriksaan lulus.',
    passed: true,
    steps: 9,
    stepsPassed: 9,
  },
  encrypt4x: [2900, 1500, 1400, 1450, 1600],
  booth: [
    { encryptMs: 2500, trackerMs: 2900 },
    { encryptMs: 2000, trackerMs: 2300 },
    { encryptMs: 3500, trackerMs: 3900 },
  ],
  loadAverage: { before: 1, after: 2, cpus: 2 },
};

const lines = (r: BeleniosReport) => formatBelenios(r).trim().split('\n');
const lineWith = (r: BeleniosReport, words: string) => lines(r).find((l) => l.includes(words));

describe('the Belenios section report', () => {
  it('passes every line of a day that held every number (the encryption judged by its slowest)', () => {
    const all = lines(report);
    expect(all.filter((l) => l.endsWith('PASS'))).toHaveLength(8);
    expect(all.some((l) => l.endsWith('FAIL'))).toBe(false);
    expect(lineWith(report, 'CPU 4×')).toContain(
      'pertama (dingin) 2900 ms, median 1500 ms, maks 2900 ms dari 5',
    );
    // The unthrottled booth is shown, not judged.
    expect(lineWith(report, 'bilik suara sungguhan')).toMatch(
      /enkripsi median 2500 ms, maks 3500 ms; sampai pelacak tampil median 2900 ms, maks 3900 ms \(3 pemilih[^)]*\)$/,
    );
    const slow = { ...report, encrypt4x: [3100, 1500] };
    expect(lineWith(slow, 'CPU 4×')).toMatch(/maks 3100 ms.*FAIL$/);
  });

  it('reports a missed target and a lost ballot as FAIL, saying what was missed', () => {
    const slow: BeleniosReport = {
      ...report,
      day: {
        ...day,
        acknowledged: 1999,
        refused: 1,
        firstRefusal: '400 Surat suara tidak sah.',
        elapsedMs: 130_000,
        ackP99Ms: 2500,
        box: { size: 1998, missing: 1, unknown: 0, doubled: 0, exact: false },
        concurrent: { ...day.concurrent, created: 2, refused: 48, grew: 2 },
      },
      verifier: { ...report.verifier, ms: 400_000 },
    };
    expect(lineWith(slow, 'diterima (201')).toMatch(
      /1999 dari 2000, 1 ditolak \(pertama: 400 Surat suara tidak sah\.\).*FAIL$/,
    );
    expect(lineWith(slow, 'latensi')).toMatch(/p99 2500 ms.*FAIL$/);
    expect(lineWith(slow, 'kotak suara publik')).toMatch(
      /1 hilang, 0 tak dikenal, 0 ganda\s+FAIL$/,
    );
    expect(lineWith(slow, 'serentak')).toMatch(/2 diterima, 48 ditolak.*bertambah 2\s+FAIL$/);
    expect(lineWith(slow, 'verifikasi di peramban')).toMatch(/400\.0 s.*FAIL$/);
  });

  it('says why a browser measurement could not be made, as a FAIL', () => {
    const broken: BeleniosReport = {
      ...report,
      encrypt4x: { error: 'page.addScriptTag: diblokir CSP' },
      booth: { error: 'Timeout 120000ms' },
    };
    expect(lineWith(broken, 'CPU 4×')).toMatch(
      /tidak terukur: page\.addScriptTag: diblokir CSP {2}FAIL$/,
    );
    expect(lineWith(broken, 'bilik suara sungguhan')).toMatch(
      /tidak terukur: Timeout 120000ms {2}FAIL$/,
    );
    expect(lineWith(broken, 'verifikasi di peramban')).toMatch(/PASS$/);
  });
});
