import type { RateLimitSettings } from '../../../src/server/http/rate-limits';

/**
 * Rate limits no contract test reaches: these suites sign in and submit many times on purpose.
 * The limits themselves are tested with their real values (accounts and api-robustness suites).
 */
export const GENEROUS_RATE_LIMITS: RateLimitSettings = {
  signInPerAddress: 1000,
  signInPerAccount: 1000,
  windowMs: 60_000,
  intakePerAddress: 5000,
  imageUploadsPerAddress: 5000,
  trackingPerAddress: 5000,
  trackingSpikePerMinute: 5000,
  registrationPerAddress: 5000,
  resetPerAddress: 5000,
  resetMailsPerAccount: 5000,
  rollImportsPerAccount: 5000,
  rollAdditionsPerAccount: 5000,
};
