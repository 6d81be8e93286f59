import { BackendError } from '../backend-error';

/**
 * Firebase reports failures as FirebaseError with a `code` such as `auth/wrong-password` or
 * `permission-denied`. Screens know the embedded server's codes (src/shared/errors.ts), so every
 * Firebase failure is translated into one of those, with its Indonesian message.
 */
const CODE_MAP: Record<string, string> = {
  // Auth: one message for an unknown email and a wrong password, as on the embedded server.
  'auth/invalid-credential': 'WRONG_CREDENTIALS',
  'auth/invalid-login-credentials': 'WRONG_CREDENTIALS',
  'auth/wrong-password': 'WRONG_CREDENTIALS',
  'auth/user-not-found': 'WRONG_CREDENTIALS',
  'auth/invalid-email': 'WRONG_CREDENTIALS',
  'auth/user-disabled': 'ACCOUNT_DISABLED',
  'auth/too-many-requests': 'TOO_MANY_ATTEMPTS',
  'auth/email-already-in-use': 'EMAIL_TAKEN',
  'auth/weak-password': 'VALIDATION',
  'auth/missing-password': 'VALIDATION',
  'auth/quota-exceeded': 'RATE_LIMITED',
  'auth/expired-action-code': 'RESET_INVALID',
  'auth/invalid-action-code': 'RESET_INVALID',
  'auth/requires-recent-login': 'UNAUTHENTICATED',
  'auth/user-token-expired': 'UNAUTHENTICATED',
  'auth/network-request-failed': 'NETWORK',
  // Firestore and Storage.
  'permission-denied': 'FORBIDDEN',
  'storage/unauthorized': 'FORBIDDEN',
  unauthenticated: 'UNAUTHENTICATED',
  'storage/unauthenticated': 'UNAUTHENTICATED',
  'not-found': 'NOT_FOUND',
  'storage/object-not-found': 'NOT_FOUND',
  'already-exists': 'CONFLICT',
  'failed-precondition': 'CONFLICT',
  'resource-exhausted': 'RATE_LIMITED',
  'storage/quota-exceeded': 'RATE_LIMITED',
  // A transaction or batch that lost a race with another write: the data changed meanwhile.
  aborted: 'CONFLICT',
  unavailable: 'NETWORK',
  'deadline-exceeded': 'NETWORK',
  'storage/retry-limit-exceeded': 'NETWORK',
  'invalid-argument': 'VALIDATION',
};

export function firebaseCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/** Any failure as a BackendError; a BackendError passes through unchanged. */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = CODE_MAP[firebaseCodeOf(error) ?? ''];
  if (code === 'NETWORK') return BackendError.network();
  return BackendError.fromCode(code ?? 'INTERNAL');
}

/** Runs a Firebase call and rethrows its failure as a BackendError. */
export async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toBackendError(error);
  }
}
