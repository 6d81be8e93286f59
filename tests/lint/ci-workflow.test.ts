/**
 * The GitHub Actions workflow cannot run on the development machine, so it is checked here: the
 * workflow schema (SchemaStore's, bundled in @action-validator/core) accepts it, and it really runs
 * the suites that skip here — the Firebase emulators with Java 21 and the Electron binary under a
 * virtual display — with skips turned into failures, plus installers on the three platforms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  strategy?: { matrix?: { os?: string[] } };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const file = path.resolve('.github/workflows/ci.yml');
const source = fs.readFileSync(file, 'utf8');
const workflow = parse(source) as Workflow;
const runs = (job: Job): string[] => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const uses = (job: Job, action: string): Step | undefined =>
  job.steps.find((step) => step.uses?.startsWith(`${action}@`));

// Parsing a workflow with the bundled WebAssembly validator takes a moment on a busy machine.
const BUDGET_MS = 30_000;

describe('.github/workflows/ci.yml', () => {
  it('is valid against the GitHub workflow schema', { timeout: BUDGET_MS }, () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('would catch a broken workflow (the validator is not vacuous)', { timeout: BUDGET_MS }, () => {
    const broken = source.replace('runs-on: ubuntu-24.04', 'runs-onn: ubuntu-24.04');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs on every push', () => {
    expect(Object.keys(workflow.on)).toContain('push');
    expect(workflow.on.push ?? null).toBeNull();
  });

  const test = workflow.jobs.test!;

  it("runs the README's test command under a virtual display, every suite required", () => {
    expect(runs(test).some((line) => /^xvfb-run\b.*\bnpm test$/.test(line.trim()))).toBe(true);
    expect(test.env?.BEM_REQUIRE_ALL_SUITES).toBe('1');
    expect(test['runs-on']).toMatch(/^ubuntu-/);
  });

  it('gives the Firebase emulators Java 21 or newer', () => {
    const java = uses(test, 'actions/setup-java');
    expect(Number(java?.with?.['java-version'])).toBeGreaterThanOrEqual(21);
  });

  it('installs the Electron binary, Chromium and the keychain before testing', () => {
    const lines = runs(test).join('\n');
    expect(lines).toContain('node node_modules/electron/install.js');
    expect(lines).toContain('playwright install --with-deps chromium');
    expect(lines).toMatch(/gnome-keyring/);
    expect(lines).toMatch(/xvfb/);
  });

  it('`npm test` includes the Firebase and Electron suites the workflow enables', () => {
    const testScript = fs.readFileSync(path.resolve('scripts/test.mjs'), 'utf8');
    expect(testScript).toContain('with-firebase-emulators.mjs');
    expect(testScript).toContain("vitest(\n    'firebase'");
    expect(testScript).toContain('tests/electron/playwright.config.ts');
    // And the switch the workflow sets is the one the wrappers and the Electron setup obey.
    for (const consumer of [
      'scripts/with-firebase-emulators.mjs',
      'scripts/with-keyring.mjs',
      'tests/electron/report-binary.ts',
    ]) {
      expect(fs.readFileSync(path.resolve(consumer), 'utf8')).toMatch(
        /failWhenRequired|allSuitesRequired/,
      );
    }
  });

  it('builds the desktop installers on Windows, macOS and Linux', () => {
    const installers = workflow.jobs.installers!;
    expect(installers.strategy?.matrix?.os).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^windows-/),
        expect.stringMatching(/^macos-/),
        expect.stringMatching(/^ubuntu-/),
      ]),
    );
    expect(runs(installers).some((line) => line.includes('npm run dist:desktop'))).toBe(true);
    expect(runs(installers)).toContain('node node_modules/electron/install.js');
  });
});
