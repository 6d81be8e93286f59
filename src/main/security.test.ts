import { describe, it, expect } from 'vitest';
import { contentSecurityPolicy, FIREBASE_SOURCES, isSameOrigin, originOf } from './security';

describe('isSameOrigin', () => {
  it('accepts pages of the app origin', () => {
    expect(isSameOrigin('app://bem/admin', 'app://bem')).toBe(true);
    expect(isSameOrigin('app://bem/admin/berkas?tab=1#x', 'app://bem')).toBe(true);
    expect(isSameOrigin('app://bem', 'app://bem')).toBe(true);
  });

  it.each([
    ['https://evil.com/app://bem', 'a foreign URL that merely contains the origin'],
    ['https://evil.com/?next=app://bem', 'the origin hidden in a query'],
    ['app://bem.evil/admin', 'a host that starts with ours'],
    ['app://evilbem/admin', 'a host that ends with ours'],
    ['app://bem@evil/admin', 'our name as the user part of another host'],
    ['app://user:pw@bem/admin', 'credentials in the URL'],
    ['app://bem:8080/admin', 'another port'],
    ['app2://bem/admin', 'another scheme'],
    ['http://bem/admin', 'http with the same host name'],
    ['file:///etc/passwd', 'a file URL'],
    ['javascript:alert(1)', 'a javascript URL'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['about:blank', 'about:blank'],
    ['not a url', 'unparsable input'],
    ['', 'an empty string'],
  ])('refuses %s (%s)', (url) => {
    expect(isSameOrigin(url, 'app://bem')).toBe(false);
  });

  it('compares the dev server origin exactly, port included', () => {
    expect(isSameOrigin('http://localhost:5173/admin', 'http://localhost:5173')).toBe(true);
    expect(isSameOrigin('http://localhost:51730/admin', 'http://localhost:5173')).toBe(false);
    expect(isSameOrigin('http://localhost:5173.evil.com/', 'http://localhost:5173')).toBe(false);
    expect(isSameOrigin('https://localhost:5173/', 'http://localhost:5173')).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:5173/', 'http://localhost:5173')).toBe(false);
  });

  it('treats the default port and letter case as the browser does for http(s)', () => {
    expect(isSameOrigin('https://Example.COM:443/x', 'https://example.com')).toBe(true);
  });

  it('never matches two opaque origins with each other', () => {
    expect(isSameOrigin('file:///a', 'file:///a')).toBe(false);
    expect(isSameOrigin('data:,x', 'null')).toBe(false);
    expect(isSameOrigin('null', 'null')).toBe(false);
  });

  it('gives app: URLs a scheme + host origin although URL.origin is "null" for them', () => {
    expect(new URL('app://bem/admin').origin).toBe('null');
    expect(originOf('app://bem/admin')).toBe('app://bem');
  });
});

describe('contentSecurityPolicy', () => {
  it('lets a build for Firebase reach Firebase and the script endpoint, and nothing else', () => {
    const policy = contentSecurityPolicy({ firebase: true });
    const connect = policy.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
    expect(connect.split(' ').slice(1)).toEqual(["'self'", ...FIREBASE_SOURCES]);
    expect(policy).toContain("script-src 'self'");
    expect(contentSecurityPolicy()).not.toContain('googleapis');
  });

  const directive = (policy: string, name: string): string[] =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('is strict in production', () => {
    const policy = contentSecurityPolicy({ backendOrigin: 'https://api.bem.example' });
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:']);
  });

  it('lets the renderer reach the backend for data and images', () => {
    const policy = contentSecurityPolicy({ backendOrigin: 'https://api.bem.example/api/v1' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.bem.example']);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.bem.example',
    ]);
  });

  it('allows inline styles for Mantine but never inline scripts in production', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('opens only what the dev server needs in development', () => {
    const policy = contentSecurityPolicy({ devServerOrigin: 'http://localhost:5173' });
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:5173',
      "'unsafe-inline'",
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:5173',
      'ws://localhost:5173',
    ]);
  });

  it('ignores sources that are not http(s) origins', () => {
    const policy = contentSecurityPolicy({ backendOrigin: "javascript:alert(1)'; script-src *" });
    expect(policy).not.toContain('javascript:');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});
