import { describe, expect, it } from 'vitest';
import type { Kementerian, UserProfile } from './accounts';
import { accountMenuLinks, adminHomeLink } from './admin-menu';

const user = (
  role: UserProfile['role'],
  kementerian: Kementerian | null = null,
  disabled = false,
) => ({
  role,
  kementerian,
  disabled,
});

describe('the profile menu links (SPEC.md §2)', () => {
  it('gives admin Dashboard Admin and Edit Profil, whatever the ministry', () => {
    expect(accountMenuLinks(user('admin', 'Sekretariat Jenderal'))).toEqual([
      { path: '/admin', label: 'Dashboard Admin' },
      { path: '/admin/profil', label: 'Edit Profil' },
    ]);
  });

  it('adds Kelola Pengguna for the master', () => {
    expect(accountMenuLinks(user('master')).map((l) => l.label)).toEqual([
      'Dashboard Admin',
      'Edit Profil',
      'Kelola Pengguna',
    ]);
  });

  it('gives banggar its one area, Kelola Berkas KM, from the admin menu', () => {
    expect(accountMenuLinks(user('banggar', 'Banggar DPM'))).toEqual([
      { path: '/admin/berkas', label: 'Kelola Berkas KM' },
    ]);
  });

  it('gives an approved election committee account its committee home, /request-pemilihan', () => {
    expect(accountMenuLinks(user('panitia_requestor'))).toEqual([
      { path: '/request-pemilihan', label: 'Panitia Pemilihan' },
    ]);
    expect(accountMenuLinks(user('panitia_requestor', null, true))).toEqual([]);
  });

  it('gives nothing to the roles outside the admin area, nor to a disabled account', () => {
    for (const role of ['pending', 'pending_panitia'] as const)
      expect(accountMenuLinks(user(role))).toEqual([]);
    expect(accountMenuLinks(user('banggar', null, true))).toEqual([]);
    expect(accountMenuLinks(user('admin', null, true))).toEqual([]);
  });
});

describe('where admin work starts', () => {
  it('is /admin for admin and master, /admin/berkas for banggar, /request-pemilihan for a committee account, nowhere for the others', () => {
    expect(adminHomeLink(user('admin'))?.path).toBe('/admin');
    expect(adminHomeLink(user('master'))?.path).toBe('/admin');
    expect(adminHomeLink(user('banggar'))?.path).toBe('/admin/berkas');
    expect(adminHomeLink(user('panitia_requestor'))?.path).toBe('/request-pemilihan');
    expect(adminHomeLink(user('pending_panitia'))).toBeNull();
  });
});
