import { describe, expect, it } from 'vitest';
import {
  APPROVED_ROLE,
  ACCOUNT_HISTORY,
  approveAccount,
  isPendingRole,
  rejectAccount,
} from './account-approval';
import { ASSIGNABLE_ROLES, USER_ROLES } from './roles';

describe('account approval', () => {
  it('gives a waiting admin registration the admin role and a panitia one panitia_requestor', () => {
    expect(approveAccount({ role: 'pending', email: 'a@x.id' })).toEqual({
      ok: true,
      value: { role: 'admin', action: 'Persetujuan akun a@x.id sebagai Admin' },
    });
    expect(approveAccount({ role: 'pending_panitia', email: 'p@x.id' })).toEqual({
      ok: true,
      value: {
        role: 'panitia_requestor',
        action: 'Persetujuan akun p@x.id sebagai Panitia Pemilihan',
      },
    });
  });

  it('refuses to approve or reject an account that is not waiting', () => {
    for (const role of USER_ROLES.filter((r) => !isPendingRole(r))) {
      expect(approveAccount({ role, email: 'a@x.id' })).toEqual({
        ok: false,
        message: 'Akun ini tidak sedang menunggu persetujuan.',
      });
      expect(rejectAccount({ role, email: 'a@x.id' }).ok).toBe(false);
    }
    expect(rejectAccount({ role: 'pending', email: 'a@x.id' })).toEqual({
      ok: true,
      value: { action: 'Tolak pendaftaran a@x.id' },
    });
  });

  it('approves only into roles the master may give', () => {
    for (const role of Object.values(APPROVED_ROLE))
      expect((ASSIGNABLE_ROLES as readonly string[]).includes(role)).toBe(true);
  });

  it('words the other master actions as the history has them', () => {
    expect(ACCOUNT_HISTORY.edit('a@x.id', ['peran Admin', 'dinonaktifkan'])).toBe(
      'Edit akun a@x.id: peran Admin, dinonaktifkan',
    );
    expect(ACCOUNT_HISTORY.remove('a@x.id')).toBe('Hapus akun a@x.id');
    expect(ACCOUNT_HISTORY.sendReset('a@x.id')).toBe('Kirim tautan reset kata sandi ke a@x.id');
  });
});
