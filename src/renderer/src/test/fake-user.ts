// A signed-in account's profile for component tests (not part of the app).
import type { UserProfile } from '../../../shared/accounts';

/** A profile as the server would send it; an admin of Kementerian Keuangan unless told otherwise. */
export function fakeUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-keuangan',
    email: 'keuangan@bem.demo',
    role: 'admin',
    namaTampilan: 'Admin Keuangan',
    kementerian: 'Kementerian Keuangan',
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
