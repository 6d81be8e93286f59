// `node scripts/with-keyring.mjs <command> [args…]`: runs the command inside a private D-Bus
// session with a fresh, unlocked gnome-keyring (a real Secret Service), so the session-vault
// tests exercise the real OS keychain without ever touching the user's own. HOME, XDG_DATA_HOME
// and XDG_RUNTIME_DIR point into a temp dir that is removed afterwards; the keyring's password is
// random and never written down. The command sees BEM_KEYCHAIN_READY=1 and its exit code is ours.
//
// Where dbus-run-session or gnome-keyring-daemon is missing (macOS, Windows, a bare Linux), the
// command still runs, without BEM_KEYCHAIN_READY, so the keychain tests skip with a reason
// instead of failing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failWhenRequired } from './require-all-suites.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: node scripts/with-keyring.mjs <command> [args…]\n');
  process.exit(2);
}

const onPath = (name) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, name), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

// An outer caller's flag must not claim a keychain that this run did not set up, and the user's
// own keyring daemon (found through these variables on a desktop) must not be the one we talk to.
const env = { ...process.env };
for (const name of [
  'BEM_KEYCHAIN_READY',
  'GNOME_KEYRING_CONTROL',
  'GNOME_KEYRING_PID',
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
]) {
  delete env[name];
}

/** Runs the command to its end, cleans up, and exits with its code (128 + n for signal n). */
function run(file, argv, childEnv, cleanup = () => {}) {
  // Windows finds npx/vitest only as .cmd shims, which need a shell.
  const child = spawn(file, argv, {
    stdio: 'inherit',
    env: childEnv,
    shell: process.platform === 'win32',
  });
  // The terminal sends Ctrl-C to the child as well, so only wait for it to exit (then clean up);
  // the signals a terminal does not send to the whole group are passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    cleanup();
    process.stderr.write(`with-keyring: ${file}: ${error.message}\n`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
  });
}

const missing = ['dbus-run-session', 'gnome-keyring-daemon'].filter((tool) => !onPath(tool));
if (process.platform !== 'linux' || missing.length > 0) {
  const why =
    process.platform !== 'linux'
      ? 'Uji keychain dilewati: hanya dijalankan di Linux dengan gnome-keyring dan dbus. ' +
        'Keychain tests skipped: they run only on Linux with gnome-keyring and dbus.'
      : `Uji keychain dilewati: gnome-keyring/dbus tidak terpasang (${missing.join(', ')} tidak ada; ` +
        'jalankan .ci/run atau apt-get install gnome-keyring dbus). ' +
        `Keychain tests skipped: gnome-keyring/dbus is not installed (${missing.join(', ')} missing; ` +
        'run .ci/run or apt-get install gnome-keyring dbus).';
  failWhenRequired('Uji keychain', why);
  process.stderr.write(`${why}\n`);
  run(command, args, env);
} else {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-keyring-'));
  const dirs = { home: 'home', data: 'data', run: 'run' };
  // Private like a real login: gnome-keyring refuses a runtime dir others can read.
  for (const dir of Object.values(dirs)) fs.mkdirSync(path.join(temp, dir), { mode: 0o700 });

  // As root (CI containers), dbus-daemon cannot raise its fd limit and says so on every start;
  // filter that one line. The wrapper `exec`s, so dbus-run-session still stops the real daemon.
  // The filter closes every inherited fd above stderr: holding the --print-address pipe open
  // would make dbus-run-session wait for the daemon's address forever.
  let daemonArgs = [];
  if (onPath('bash')) {
    const quietDaemon = path.join(temp, 'dbus-daemon-quiet');
    fs.writeFileSync(
      quietDaemon,
      [
        '#!/usr/bin/env bash',
        'exec dbus-daemon "$@" 2> >(',
        '  for fd in /proc/self/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done 2>/dev/null',
        "  exec grep -v --line-buffered 'Failed to set fd limit' >&2",
        ')',
        '',
      ].join('\n'),
      { mode: 0o700 },
    );
    daemonArgs = [`--dbus-daemon=${quietDaemon}`];
  }

  // The password reaches the daemon's stdin only; the tested command does not inherit it.
  const unlockThenRun =
    'pw=$BEM_KEYRING_PASSWORD; unset BEM_KEYRING_PASSWORD; ' +
    'printf %s "$pw" | gnome-keyring-daemon --unlock --components=secrets >/dev/null || ' +
    '{ echo "with-keyring: gnome-keyring-daemon tidak bisa dijalankan / failed to start" >&2; exit 1; }; ' +
    'exec "$@"';
  run(
    'dbus-run-session',
    [...daemonArgs, '--', 'sh', '-c', unlockThenRun, 'sh', command, ...args],
    {
      ...env,
      HOME: path.join(temp, dirs.home),
      XDG_DATA_HOME: path.join(temp, dirs.data),
      XDG_RUNTIME_DIR: path.join(temp, dirs.run),
      BEM_KEYRING_PASSWORD: randomBytes(24).toString('base64url'),
      BEM_KEYCHAIN_READY: '1',
    },
    () => fs.rmSync(temp, { recursive: true, force: true }),
  );
}
