// `npm test`: typecheck, lint and formatting, unit, contract, e2e and electron suites, one after
// the other, then one summary. Every step runs even when an earlier one fails, so a single run
// shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const vitest = (name, projects, wrapper) => ({
  name,
  wrapper,
  command: [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `${name}.json`)}`,
  ],
  report: path.join(results, `${name}.json`),
  count: (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  }),
  failures: (json) =>
    json.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ title: `${where} › ${test.fullName}`, error: test.failureMessages[0] }));
      // A file that fails outside its tests (a hook, an import) has no failed test to name.
      return tests.length > 0 || file.status !== 'failed'
        ? tests
        : [{ title: where, error: file.message }];
    }),
});
const playwright = (name, config) => ({
  name,
  command: [bin('@playwright/test', 'cli.js'), 'test', '-c', config],
  report: path.join(results, `${name}.json`),
  count: (json) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
  }),
  failures: (json) => playwrightFailures(json.suites ?? [], []),
});

/** The specs of a Playwright JSON report whose outcome was unexpected, with their title path. */
function playwrightFailures(suites, titles) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => ({
          title: [...here, spec.title].join(' › '),
          error: test.results.at(-1)?.error?.message,
        })),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], here)];
  });
}

const steps = [
  { name: 'typecheck', command: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.node.json'] },
  { name: 'typecheck (web)', command: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.web.json'] },
  { name: 'lint', command: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  {
    name: 'format',
    command: [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level=warn'],
  },
  vitest('unit', ['unit-node', 'unit-web']),
  // Inside a private D-Bus session with a fresh gnome-keyring; skipped, with a reason, without one.
  vitest(
    'keychain',
    ['keychain'],
    [process.execPath, path.join(root, 'scripts', 'with-keyring.mjs')],
  ),
  vitest('contract', ['contract']),
  // Portal-made elections against Debian's belenios-tool, and the tool's elections against the
  // portal's verifier; skipped, with the reason printed, where the tool is not installed.
  vitest('belenios', ['belenios']),
  // Inside `firebase emulators:exec` (Auth; Firestore and Storage only with Java 21+); what lacks
  // its emulator is skipped with the reason printed.
  vitest(
    'firebase',
    ['firebase'],
    [process.execPath, path.join(root, 'scripts', 'with-firebase-emulators.mjs')],
  ),
  playwright('e2e', 'tests/e2e/playwright.config.ts'),
  playwright('electron', 'tests/electron/playwright.config.ts'),
];

const summary = [];
for (const step of steps) {
  process.stdout.write(`\n━━ ${step.name} ━━\n`);
  if (step.report) fs.rmSync(step.report, { force: true });
  const started = Date.now();
  // A wrapper (argv prefix) runs the step's node command inside the environment it prepares.
  const [program, ...args] = [...(step.wrapper ?? []), process.execPath, ...step.command];
  const run = spawnSync(program, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  const ok = run.status === 0;
  let counts;
  let failures = [];
  if (step.report && fs.existsSync(step.report)) {
    const json = JSON.parse(fs.readFileSync(step.report, 'utf8'));
    counts = step.count(json);
    failures = step.failures(json);
  }
  summary.push({ name: step.name, ok, counts, failures, seconds: (Date.now() - started) / 1000 });
}

const total = { passed: 0, failed: 0, skipped: 0 };
process.stdout.write('\n━━ Ringkasan npm test ━━\n');
for (const row of summary) {
  const counts = row.counts
    ? `${row.counts.passed} lulus, ${row.counts.failed} gagal, ${row.counts.skipped} dilewati`
    : '';
  if (row.counts) for (const key of Object.keys(total)) total[key] += row.counts[key];
  process.stdout.write(
    `${row.ok ? '✓' : '✗'} ${row.name.padEnd(16)} ${row.ok ? 'OK   ' : 'GAGAL'} ${counts.padEnd(36)} ${row.seconds.toFixed(1)} s\n`,
  );
}
// Named again at the very end: a long run's log is often read from its tail only.
const failedTests = summary.flatMap((row) =>
  row.failures.map((test) => ({ step: row.name, ...test })),
);
if (failedTests.length > 0) {
  process.stdout.write('\nGagal:\n');
  for (const test of failedTests) {
    // Playwright's messages carry terminal colours.
    const firstLine = stripVTControlCharacters(String(test.error ?? ''))
      .split('\n')
      .find((line) => line.trim() !== '');
    process.stdout.write(`  [${test.step}] ${test.title}\n`);
    if (firstLine) process.stdout.write(`      ${firstLine.trim().slice(0, 300)}\n`);
  }
}
const failedSteps = summary.filter((row) => !row.ok);
// A failed step without a test report (typecheck, lint) counts as one failure.
const failed =
  total.failed + failedSteps.filter((row) => !row.counts || row.counts.failed === 0).length;
process.stdout.write(`\n${total.passed} passed, ${failed} failed, ${total.skipped} skipped\n`);
process.exit(failedSteps.length === 0 ? 0 : 1);
