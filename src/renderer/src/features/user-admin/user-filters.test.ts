import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import { filterUsers, userStats } from './user-filters';

type U = Pick<UserProfile, 'role' | 'disabled' | 'namaTampilan' | 'email'>;
const user = (namaTampilan: string, role: UserProfile['role'], disabled = false): U => ({
  namaTampilan,
  role,
  disabled,
  email: `${namaTampilan.toLowerCase().replaceAll(' ', '.')}@bem.demo`,
});

const USERS: U[] = [
  user('Sari Keuangan', 'admin'),
  user('Master Admin', 'master'),
  user('Budi Banggar', 'banggar'),
  user('Calon Admin', 'pending'),
  user('Panitia Hima', 'panitia_requestor'),
  user('Calon Panitia', 'pending_panitia'),
  user('Andi Lama', 'admin', true),
];
const names = (list: U[]) => list.map((u) => u.namaTampilan);

describe('filterUsers', () => {
  it('shows everyone on Semua, requests waiting for approval first, then by name', () => {
    expect(names(filterUsers(USERS, { query: '', filter: 'semua' }))).toEqual([
      'Calon Admin',
      'Calon Panitia',
      'Andi Lama',
      'Budi Banggar',
      'Master Admin',
      'Panitia Hima',
      'Sari Keuangan',
    ]);
  });

  it('selects each tab', () => {
    const tab = (filter: Parameters<typeof filterUsers>[1]['filter']) =>
      names(filterUsers(USERS, { query: '', filter }));
    expect(tab('menunggu')).toEqual(['Calon Admin', 'Calon Panitia']);
    expect(tab('admin')).toEqual(['Andi Lama', 'Master Admin', 'Sari Keuangan']);
    expect(tab('banggar')).toEqual(['Budi Banggar']);
    expect(tab('panitia')).toEqual(['Calon Panitia', 'Panitia Hima']);
    expect(tab('nonaktif')).toEqual(['Andi Lama']);
  });

  it('searches the name or the email, ignoring case and surrounding spaces', () => {
    expect(names(filterUsers(USERS, { query: '  KEUANGAN ', filter: 'semua' }))).toEqual([
      'Sari Keuangan',
    ]);
    expect(names(filterUsers(USERS, { query: 'budi.banggar@', filter: 'semua' }))).toEqual([
      'Budi Banggar',
    ]);
    expect(filterUsers(USERS, { query: 'calon', filter: 'admin' })).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...USERS];
    filterUsers(USERS, { query: '', filter: 'semua' });
    expect(USERS).toEqual(copy);
  });
});

describe('userStats', () => {
  it('counts all accounts, admins (master included), committee accounts and pending requests', () => {
    expect(userStats(USERS)).toEqual({ total: 7, admin: 3, panitia: 2, pending: 2 });
    expect(userStats([])).toEqual({ total: 0, admin: 0, panitia: 0, pending: 0 });
  });
});
