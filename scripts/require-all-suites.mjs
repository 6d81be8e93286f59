// CI where every suite can run (the GitHub Actions workflow) sets BEM_REQUIRE_ALL_SUITES=1: there a
// suite that would skip for lack of its environment (Firebase emulators, the Electron binary, a
// keychain) fails instead, so a broken setup cannot pass as "skipped". Locally it is unset.
export const REQUIRE_ALL_SUITES_VARIABLE = 'BEM_REQUIRE_ALL_SUITES';

export function allSuitesRequired(env = process.env) {
  return ['1', 'true', 'yes'].includes((env[REQUIRE_ALL_SUITES_VARIABLE] ?? '').trim());
}

/** Ends the process with an error naming the suite that could not run, when all are required. */
export function failWhenRequired(suite, why, env = process.env) {
  if (!allSuitesRequired(env)) return;
  process.stderr.write(
    `${REQUIRE_ALL_SUITES_VARIABLE}=1: ${suite} wajib berjalan di sini, tetapi tidak bisa: ${why}\n`,
  );
  process.exit(1);
}
