/**
 * Password strength with zxcvbn-ts. The library and its dictionaries weigh several hundred KB, so
 * they are downloaded only by the pages that set a password, on first use. The server enforces the
 * minimum length only; a score of at least MIN_PASSWORD_SCORE is this client's extra rule.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export const MIN_PASSWORD_SCORE: PasswordScore = 2;

export const WEAK_PASSWORD_MESSAGE =
  'Kata sandi terlalu mudah ditebak. Gunakan gabungan beberapa kata yang tidak umum, angka, atau simbol.';

export const STRENGTH_LABELS: Record<PasswordScore, string> = {
  0: 'Lemah',
  1: 'Lemah',
  2: 'Sedang',
  3: 'Kuat',
  4: 'Sangat kuat',
};

/** Words anyone would guess for an account of this portal. */
const PORTAL_WORDS = [
  'bem',
  'km',
  'poltek',
  'nuklir',
  'polteknuklir',
  'portal',
  'admin',
  'panitia',
];

type Check = (password: string, userInputs: string[]) => PasswordScore;

let checker: Promise<Check> | undefined;

function loadChecker(): Promise<Check> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => zxcvbn.check(password, userInputs).score;
    },
    (error: unknown) => {
      // A failed download may succeed on the next attempt.
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/** Starts the download before the first score is asked for (when the password field gets the focus). */
export function preloadPasswordStrength(): void {
  void loadChecker().catch(() => undefined);
}

/** The score of a password; the user's own name and email count as guessable words. */
export async function passwordScore(
  password: string,
  personal: readonly (string | undefined)[] = [],
): Promise<PasswordScore> {
  const check = await loadChecker();
  const inputs = [...PORTAL_WORDS];
  for (const value of personal) {
    if (!value) continue;
    inputs.push(value, ...value.split(/[\s@._-]+/).filter((part) => part.length >= 3));
  }
  return check(password, inputs);
}

/** The message for a password below the client's minimum score, or null when it is strong enough. */
export async function weakPasswordError(
  password: string,
  personal: readonly (string | undefined)[] = [],
): Promise<string | null> {
  try {
    return (await passwordScore(password, personal)) < MIN_PASSWORD_SCORE
      ? WEAK_PASSWORD_MESSAGE
      : null;
  } catch {
    // Without the meter (download failed) the server's length rule still applies.
    return null;
  }
}
