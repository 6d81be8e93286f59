// `npm test`: typecheck, lint and formatting, unit, contract, e2e and electron suites, one after
// the other, then one summary. Every step runs even when an earlier one fails, so a single run
// shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
});

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
  if (step.report && fs.existsSync(step.report)) {
    counts = step.count(JSON.parse(fs.readFileSync(step.report, 'utf8')));
  }
  summary.push({ name: step.name, ok, counts, seconds: (Date.now() - started) / 1000 });
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
const failedSteps = summary.filter((row) => !row.ok);
// A failed step without a test report (typecheck, lint) counts as one failure.
const failed =
  total.failed + failedSteps.filter((row) => !row.counts || row.counts.failed === 0).length;
process.stdout.write(`\n${total.passed} passed, ${failed} failed, ${total.skipped} skipped\n`);
process.exit(failedSteps.length === 0 ? 0 : 1);
