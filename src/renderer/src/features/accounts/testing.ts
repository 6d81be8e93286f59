// Fakes for component tests of the account screens and the profile menu (not part of the app).
import type { UserProfile } from '../../../../shared/accounts';
import type { Backend } from '../../backend/contract';
import { fakeUserProfile } from '../../test/fake-user';

const notFaked = (name: string) => () => Promise.reject(new Error(`${name} is not faked`));

/** A backend with only `auth`: nobody signed in unless `currentUser` says otherwise. */
export function fakeAuthBackend(overrides: Partial<Backend['auth']> = {}): Partial<Backend> {
  return {
    auth: {
      currentUser: () => Promise.resolve(null),
      signIn: notFaked('signIn'),
      signOut: () => Promise.resolve(),
      keepAlive: () => Promise.resolve(),
      registerAdmin: notFaked('registerAdmin'),
      registerPanitia: notFaked('registerPanitia'),
      requestPasswordReset: notFaked('requestPasswordReset'),
      resetPassword: notFaked('resetPassword'),
      watchMyProfile: () => () => undefined,
      ...overrides,
    },
  };
}

/** The Sekretariat Jenderal's admin, unless told otherwise. */
export const fakeUser = (overrides: Partial<UserProfile> = {}): UserProfile =>
  fakeUserProfile({
    id: 'u1',
    email: 'sekjen@bem.demo',
    namaTampilan: 'Admin Sekjen',
    kementerian: 'Sekretariat Jenderal',
    createdAt: '2025-10-02T00:00:00.000Z',
    ...overrides,
  });
