import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '../../../../shared/errors';
import { BackendError, NETWORK_ERROR_MESSAGE } from '../backend-error';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('Firebase failures as BackendErrors', () => {
  it.each([
    ['auth/invalid-credential', 'WRONG_CREDENTIALS'],
    ['auth/invalid-login-credentials', 'WRONG_CREDENTIALS'],
    ['auth/wrong-password', 'WRONG_CREDENTIALS'],
    ['auth/user-not-found', 'WRONG_CREDENTIALS'],
    ['auth/invalid-email', 'WRONG_CREDENTIALS'],
    ['auth/user-disabled', 'ACCOUNT_DISABLED'],
    ['auth/too-many-requests', 'TOO_MANY_ATTEMPTS'],
    ['auth/email-already-in-use', 'EMAIL_TAKEN'],
    ['auth/weak-password', 'VALIDATION'],
    ['auth/missing-password', 'VALIDATION'],
    ['auth/quota-exceeded', 'RATE_LIMITED'],
    ['auth/expired-action-code', 'RESET_INVALID'],
    ['auth/invalid-action-code', 'RESET_INVALID'],
    ['auth/requires-recent-login', 'UNAUTHENTICATED'],
    ['auth/user-token-expired', 'UNAUTHENTICATED'],
    ['permission-denied', 'FORBIDDEN'],
    ['storage/unauthorized', 'FORBIDDEN'],
    ['unauthenticated', 'UNAUTHENTICATED'],
    ['storage/unauthenticated', 'UNAUTHENTICATED'],
    ['not-found', 'NOT_FOUND'],
    ['storage/object-not-found', 'NOT_FOUND'],
    ['already-exists', 'CONFLICT'],
    ['failed-precondition', 'CONFLICT'],
    ['resource-exhausted', 'RATE_LIMITED'],
    ['storage/quota-exceeded', 'RATE_LIMITED'],
    ['aborted', 'CONFLICT'],
    ['invalid-argument', 'VALIDATION'],
  ] as const)('%s → %s with its Indonesian message', (firebaseCode, code) => {
    const error = toBackendError(failure(firebaseCode));
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(API_ERROR_MESSAGES[code]);
  });

  it.each([
    'auth/network-request-failed',
    'unavailable',
    'deadline-exceeded',
    'storage/retry-limit-exceeded',
  ])('%s is a network failure', (firebaseCode) => {
    const error = toBackendError(failure(firebaseCode));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('answers INTERNAL for anything unknown, coded or not', () => {
    expect(toBackendError(failure('auth/something-new')).code).toBe('INTERNAL');
    expect(toBackendError(new Error('boom')).code).toBe('INTERNAL');
    expect(toBackendError('text').code).toBe('INTERNAL');
  });

  it('passes a BackendError through unchanged', () => {
    const original = BackendError.fromCode('AWAITING_APPROVAL', 403);
    expect(toBackendError(original)).toBe(original);
  });

  it('reads the code of any object that has one', () => {
    expect(firebaseCodeOf({ code: 'permission-denied' })).toBe('permission-denied');
    expect(firebaseCodeOf(null)).toBeUndefined();
    expect(firebaseCodeOf(new Error('x'))).toBeUndefined();
  });

  it('translates the failure of a call and passes its value', async () => {
    await expect(translated(async () => 7)).resolves.toBe(7);
    await expect(
      translated(() => Promise.reject(failure('permission-denied'))),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
