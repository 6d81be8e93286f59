/**
 * tests/bench/baseline.json: the figures of an earlier run, committed, so a run shows what got
 * worse since (regressions.ts). `npm run bench -- --update-baseline` rewrites it from the run just
 * made, with what makes the figures comparable or not: the date, the commit, the machine's load,
 * Chromium's version, the profile, the number of loads, and a note (BENCH_BASELINE_NOTE).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { PageSummary } from './page-bench';

export const BASELINE_FILE = path.resolve('tests/bench/baseline.json');

const figuresSchema = z.object({
  lcpMedianMs: z.number().nullable(),
  lcpMinMs: z.number().nullable(),
  lcpMaxMs: z.number().nullable(),
  fcpMedianMs: z.number().nullable(),
  jsGzipBytes: z.number().nullable(),
  transferBytes: z.number().nullable(),
  longTasks: z.number().nullable(),
  blockingMs: z.number().nullable(),
});

const baselineSchema = z.object({
  recordedAt: z.string(),
  commit: z.string(),
  /** Uncommitted changes in the tree when it was recorded. */
  dirty: z.boolean(),
  note: z.string(),
  machine: z.object({
    /** os.loadavg() (1, 5, 15 min) when the page loads began and when they ended. */
    loadAverage: z.object({ before: z.array(z.number()), after: z.array(z.number()) }),
    cpus: z.number(),
    cpuModel: z.string(),
    platform: z.string(),
  }),
  chromium: z.string(),
  profile: z.string(),
  loadsPerPage: z.number(),
  pages: z.record(z.string(), figuresSchema),
});

export type PageFigures = z.infer<typeof figuresSchema>;
export type Baseline = z.output<typeof baselineSchema>;

const round = (value: number | null): number | null => (value === null ? null : Math.round(value));

export function figuresOf(summary: PageSummary): PageFigures {
  return {
    lcpMedianMs: round(summary.lcp?.median ?? null),
    lcpMinMs: round(summary.lcp?.min ?? null),
    lcpMaxMs: round(summary.lcp?.max ?? null),
    fcpMedianMs: round(summary.fcp?.median ?? null),
    jsGzipBytes: round(summary.jsGzipBytes),
    transferBytes: round(summary.transferBytes),
    longTasks: summary.longTasks,
    blockingMs: round(summary.blockingMs),
  };
}

/** The committed baseline, or undefined when there is none yet. A broken file is an error. */
export function readBaseline(file = BASELINE_FILE): Baseline | undefined {
  if (!fs.existsSync(file)) return undefined;
  return baselineSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

function git(args: string[]): string {
  return execFileSync('git', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

export function writeBaseline(
  summaries: readonly PageSummary[],
  details: {
    chromium: string;
    profile: string;
    loadsPerPage: number;
    note: string;
    loadAverage: { before: number[]; after: number[] };
  },
  file = BASELINE_FILE,
): Baseline {
  let commit = 'unknown';
  let dirty = false;
  try {
    commit = git(['rev-parse', 'HEAD']);
    dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  } catch {
    // Outside a git checkout the baseline still records everything else.
  }
  const baseline: Baseline = {
    recordedAt: new Date().toISOString(),
    commit,
    dirty,
    note: details.note,
    machine: {
      loadAverage: {
        before: details.loadAverage.before.map((l) => Math.round(l * 100) / 100),
        after: details.loadAverage.after.map((l) => Math.round(l * 100) / 100),
      },
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      platform: `${os.platform()} ${os.release()}`,
    },
    chromium: details.chromium,
    profile: details.profile,
    loadsPerPage: details.loadsPerPage,
    pages: Object.fromEntries(summaries.map((s) => [s.key, figuresOf(s)])),
  };
  fs.writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
  return baseline;
}
