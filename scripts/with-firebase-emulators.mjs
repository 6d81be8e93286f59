// `node scripts/with-firebase-emulators.mjs <command> [args…]`: runs the command inside
// `firebase emulators:exec --project demo-bem-portal` (a demo project: nothing leaves the
// machine), so the Firebase tests talk to local emulators. The command sees
// FIREBASE_AUTH_EMULATOR_HOST, and FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST when
// those emulators run; its exit code is ours.
//
// The Auth emulator is plain Node. The Firestore and Storage emulators need Java 21 or newer
// (firebase-tools refuses older ones), so they start only where `java -version` reports it. When
// firebase-tools is missing or the emulators fail to start, the command still runs, without any
// emulator variables, and the tests that need them skip with a printed reason instead of failing.
//
// Emulator logs stay quiet: firebase-tools logs at QUIET, its debug log goes to a temp dir, and the
// *-debug.log files the Java emulators leave in the working directory are removed on success
// (moved to test-results/firebase-emulators/ on failure).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failWhenRequired } from './require-all-suites.mjs';

const PROJECT = 'demo-bem-portal';
const EMULATOR_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'GCLOUD_PROJECT',
];
const STATE_VARIABLE = 'BEM_FIREBASE_EMULATORS_STATE';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);
const say = (line) => process.stderr.write(`${line}\n`);

/** Runs a program to its end with our stdio; resolves with its exit code (128 + n for signal n). */
function run(file, argv, env) {
  return new Promise((resolve) => {
    const child = spawn(file, argv, {
      cwd: root,
      stdio: 'inherit',
      env,
      // Windows finds npx/vitest only as .cmd shims, which need a shell.
      shell: process.platform === 'win32',
    });
    // The terminal sends Ctrl-C to the child as well; the other signals are passed on.
    process.on('SIGINT', () => {});
    for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => {
      say(`with-firebase-emulators: ${file}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
}

// ── Inside emulators:exec: note that the emulators started, run the command, keep its code. ──
if (process.argv[2] === '--inside') {
  const state = process.env[STATE_VARIABLE];
  const [command, ...args] = process.argv.slice(3);
  const env = { ...process.env };
  delete env[STATE_VARIABLE];
  if (state) fs.writeFileSync(path.join(state, 'started'), '');
  const code = await run(command, args, env);
  if (state) fs.writeFileSync(path.join(state, 'exit-code'), String(code));
  process.exit(code);
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  say('usage: node scripts/with-firebase-emulators.mjs <command> [args…]');
  process.exit(2);
}

/** The environment without any emulator address an outer shell may have set. */
const cleanEnv = () => {
  const env = { ...process.env };
  for (const name of [...EMULATOR_VARIABLES, STATE_VARIABLE]) delete env[name];
  return env;
};

/** The major version `java -version` reports, or null when Java is not installed. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older call themselves 1.x.
  return major === 1 ? Number(match[2] ?? 0) : major;
}

/** One argument for the shell emulators:exec runs the script in. */
function shellQuote(arg) {
  if (process.platform === 'win32') return `"${arg.replace(/"/g, '""')}"`;
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

const debugLogs = () =>
  new Map(
    fs
      .readdirSync(root)
      .filter((name) => name.endsWith('-debug.log') || /^firebase-debug\.\d+\.log$/.test(name))
      .map((name) => [name, fs.statSync(path.join(root, name)).mtimeMs]),
  );

/** Removes the debug logs this run wrote, or keeps them under test-results/ when it failed. */
function tidyDebugLogs(before, ok) {
  const written = [...debugLogs()].filter(([name, mtime]) => before.get(name) !== mtime);
  if (written.length === 0) return;
  const keep = path.join(root, 'test-results', 'firebase-emulators');
  if (!ok) fs.mkdirSync(keep, { recursive: true });
  for (const [name] of written) {
    const file = path.join(root, name);
    if (ok) fs.rmSync(file, { force: true });
    else fs.renameSync(file, path.join(keep, name));
  }
  if (!ok) say(`Log emulator disimpan di ${path.relative(root, keep)}/.`);
}

const firebaseCli = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
if (!fs.existsSync(firebaseCli)) {
  failWhenRequired('Uji Firebase', 'firebase-tools tidak terpasang.');
  say(
    'Emulator Firebase tidak dijalankan: firebase-tools tidak terpasang (jalankan npm install); ' +
      'kasus yang memerlukannya dilewati.',
  );
  process.exit(await run(command, args, cleanEnv()));
}

const only = ['auth'];
const java = javaMajorVersion();
if (java === null) {
  failWhenRequired('Uji Firestore dan Storage', 'Java tidak terpasang (butuh Java 21+).');
  say(
    'Emulator Firestore dan Storage tidak dijalankan: Java tidak terpasang; ' +
      'kasus yang memerlukannya dilewati.',
  );
} else if (java < 21) {
  failWhenRequired('Uji Firestore dan Storage', `Java ${java} terpasang; butuh Java 21+.`);
  say(
    'Emulator Firestore dan Storage tidak dijalankan: firebase-tools membutuhkan Java 21 atau ' +
      `lebih baru (terpasang: Java ${java}); kasus yang memerlukannya dilewati.`,
  );
} else {
  only.push('firestore', 'storage');
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-firebase-'));
const before = debugLogs();
const script = [process.execPath, self, '--inside', command, ...args].map(shellQuote).join(' ');
const firebaseCode = await run(
  process.execPath,
  [
    firebaseCli,
    'emulators:exec',
    '--project',
    PROJECT,
    '--only',
    only.join(','),
    '--log-verbosity',
    'QUIET',
    '--non-interactive',
    script,
  ],
  {
    ...cleanEnv(),
    [STATE_VARIABLE]: temp,
    FIREBASE_DEBUG_PATH: path.join(temp, 'firebase-debug.log'),
    // No update check: the run stays offline.
    NO_UPDATE_NOTIFIER: '1',
  },
);

const started = fs.existsSync(path.join(temp, 'started'));
const codeFile = path.join(temp, 'exit-code');
let code = fs.existsSync(codeFile) ? Number(fs.readFileSync(codeFile, 'utf8')) : firebaseCode;

if (!started) {
  failWhenRequired(
    'Uji Firebase',
    `emulator (${only.join(', ')}) gagal dijalankan (kode ${firebaseCode}); lihat ${temp}.`,
  );
  const debugLog = path.join(temp, 'firebase-debug.log');
  const tail = fs.existsSync(debugLog)
    ? fs.readFileSync(debugLog, 'utf8').trim().split('\n').slice(-5).join('\n')
    : '';
  say(
    `Emulator Firebase (${only.join(', ')}) gagal dijalankan (firebase-tools keluar dengan kode ` +
      `${firebaseCode}); perintah dijalankan tanpa emulator dan kasus yang memerlukannya dilewati.` +
      (tail ? `\n${tail}` : ''),
  );
  code = await run(command, args, cleanEnv());
}

tidyDebugLogs(before, code === 0);
fs.rmSync(temp, { recursive: true, force: true });
process.exit(code);
