import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirectPath('/admin/profil')).toBe('/admin/profil');
    expect(safeRedirectPath('/berita?halaman=2#atas')).toBe('/berita?halaman=2#atas');
  });

  it('refuses other sites and anything that is not a plain path', () => {
    for (const value of [
      null,
      '',
      'admin',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      ' /admin',
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('does not send the user back to an account screen', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/forgot-password')).toBeNull();
    expect(safeRedirectPath('/login-pemilih')).toBeNull();
    expect(safeRedirectPath('/profil-pemilih')).toBe('/profil-pemilih');
  });
});
