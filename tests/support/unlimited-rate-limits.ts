import type { RateLimitSettings } from '../../src/server/http/rate-limits';

/**
 * Every limit of the embedded server out of the way, for the servers that tests and the bench
 * start to measure something else (a load test would otherwise test the limiter). One list, so a
 * new limit is lifted everywhere at once.
 */
export const UNLIMITED_RATE_LIMITS: RateLimitSettings = {
  signInPerAddress: 1e9,
  signInPerAccount: 1e9,
  windowMs: 60_000,
  intakePerAddress: 1e9,
  imageUploadsPerAddress: 1e9,
  trackingPerAddress: 1e9,
  trackingSpikePerMinute: 1e9,
  registrationPerAddress: 1e9,
  resetPerAddress: 1e9,
  resetMailsPerAccount: 1e9,
  rollImportsPerAccount: 1e9,
  rollAdditionsPerAccount: 1e9,
};
