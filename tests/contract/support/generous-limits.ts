/**
 * Rate limits no contract test reaches: these suites sign in and submit many times on purpose.
 * The limits themselves are tested with their real values (accounts and api-robustness suites).
 */
export const GENEROUS_RATE_LIMITS = {
  signInPerAddress: 1000,
  signInPerAccount: 1000,
  windowMs: 60_000,
  intakePerAddress: 5000,
  trackingPerAddress: 5000,
};
