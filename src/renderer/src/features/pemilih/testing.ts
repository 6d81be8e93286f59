// Fakes for component tests of the voter screens (not part of the app).
import type { VoterProfile } from '../../../../shared/evoting/voter';
import type { Backend } from '../../backend/contract';
import type { VoterApi } from '../../backend/voter-api';
import { fakeAuthBackend } from '../accounts/testing';

const notFaked = (name: string) => () => Promise.reject(new Error(`${name} is not faked`));

export function fakeVoter(overrides: Partial<VoterProfile> = {}): VoterProfile {
  return {
    id: 'v1',
    namaLengkap: 'Sari Wulandari',
    nim: '022300017',
    prodi: 'Elektronika Instrumentasi',
    email: 'sari@mahasiswa.test',
    foto: null,
    ...overrides,
  };
}

/** A backend with `auth` (nobody signed in) and `voters`: `current` says who the voter is. */
export function fakeVoterBackend(overrides: Partial<VoterApi> = {}): Partial<Backend> {
  return {
    ...fakeAuthBackend(),
    voters: {
      current: () => Promise.resolve(null),
      watchCurrent: () => () => undefined,
      register: notFaked('register'),
      signIn: notFaked('signIn'),
      signOut: () => Promise.resolve(),
      keepAlive: () => Promise.resolve(),
      requestPasswordReset: notFaked('requestPasswordReset'),
      resetPassword: notFaked('resetPassword'),
      updateProfile: notFaked('updateProfile'),
      ...overrides,
    },
  };
}
