import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './same-origin';

const plain = { protocol: 'http', host: 'portal.kampus:8080' };
const proxied = { protocol: 'http', host: 'portal.example' };

describe('createOriginPolicy', () => {
  it('compares scheme, host and port with the request’s own origin', () => {
    const allows = createOriginPolicy({ trustedOrigins: [], publicUrl: undefined });
    expect(allows(plain, 'http://portal.kampus:8080')).toBe(true);
    expect(allows(plain, 'http://portal.kampus:8080/admin/berkas?x=1')).toBe(true);
    expect(allows(plain, 'https://portal.kampus:8080')).toBe(false);
    expect(allows(plain, 'http://portal.kampus:8081')).toBe(false);
    expect(allows(plain, 'http://portal.kampus')).toBe(false);
    expect(allows(plain, 'http://jahat.example')).toBe(false);
  });

  it('treats a default port the same written or not', () => {
    const allows = createOriginPolicy({ trustedOrigins: [], publicUrl: undefined });
    expect(allows({ protocol: 'http', host: 'portal.example:80' }, 'http://portal.example')).toBe(
      true,
    );
  });

  it('accepts BEM_PUBLIC_URL’s origin and never an http page of an https portal', () => {
    const allows = createOriginPolicy({
      trustedOrigins: [],
      publicUrl: 'https://portal.example/',
    });
    expect(allows(proxied, 'https://portal.example')).toBe(true);
    expect(allows(proxied, 'http://portal.example')).toBe(false);
    expect(allows({ protocol: 'https', host: 'portal.example' }, 'https://portal.example')).toBe(
      true,
    );
  });

  it('admits the trusted origins exactly, and refuses opaque or malformed ones', () => {
    const allows = createOriginPolicy({ trustedOrigins: ['app://bem'], publicUrl: undefined });
    expect(allows(plain, 'app://bem')).toBe(true);
    expect(allows(plain, 'app://bem2')).toBe(false);
    expect(allows(plain, 'null')).toBe(false);
    expect(allows(plain, 'bukan url')).toBe(false);
    expect(allows({ protocol: 'http', host: '' }, 'http://portal.kampus:8080')).toBe(false);
  });
});
