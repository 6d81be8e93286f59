import { describe, it, expect, vi } from 'vitest';
import {
  installSessionGuards,
  isPermissionAllowed,
  withContentSecurityPolicy,
  type SessionGuardDeps,
} from './session-guards';

const CSP = "default-src 'self'";

function setup(appOrigin = 'app://bem', policy: () => string = () => CSP) {
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn() },
  };
  installSessionGuards({
    session: session as unknown as SessionGuardDeps['session'],
    appOrigin,
    contentSecurityPolicy: policy,
  });
  const request = (permission: string, requestingUrl: string) => {
    const callback = vi.fn();
    const handler = session.setPermissionRequestHandler.mock.calls[0]?.[0];
    handler(null, permission, callback, { requestingUrl });
    return callback.mock.calls[0]?.[0] as boolean;
  };
  const check = (permission: string, requestingOrigin: string): boolean =>
    session.setPermissionCheckHandler.mock.calls[0]?.[0](null, permission, requestingOrigin, {});
  const headers = (url: string, responseHeaders?: Record<string, string[]>) => {
    const callback = vi.fn();
    session.webRequest.onHeadersReceived.mock.calls[0]?.[0]({ url, responseHeaders }, callback);
    return callback.mock.calls[0]?.[0] as { responseHeaders?: Record<string, string[]> };
  };
  return { request, check, headers };
}

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'openExternal', 'hid', 'clipboard-read'])(
    'denies %s, even to the app itself',
    (permission) => {
      const { request, check } = setup();
      expect(request(permission, 'app://bem/admin')).toBe(false);
      expect(check(permission, 'app://bem')).toBe(false);
    },
  );

  it('lets only the app page write text to the clipboard', () => {
    const { request, check } = setup();
    expect(request('clipboard-sanitized-write', 'app://bem/admin')).toBe(true);
    expect(check('clipboard-sanitized-write', 'app://bem')).toBe(true);
    expect(request('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(check('clipboard-sanitized-write', 'app://bem.evil')).toBe(false);
  });

  it('denies when the requesting URL is unknown', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', undefined, 'app://bem')).toBe(false);
  });
});

describe('CSP header', () => {
  it('replaces any CSP on responses of the app origin', () => {
    const { headers } = setup('http://localhost:5173');
    const result = headers('http://localhost:5173/admin', {
      'content-security-policy': ['default-src *'],
      'Content-Type': ['text/html'],
    });
    expect(result.responseHeaders).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CSP],
    });
  });

  it('reads the policy for every response, so a newly chosen server is allowed at once', () => {
    let server = 'https://lama.example';
    const { headers } = setup('http://localhost:5173', () => `connect-src 'self' ${server}`);
    expect(headers('http://localhost:5173/').responseHeaders?.['Content-Security-Policy']).toEqual([
      "connect-src 'self' https://lama.example",
    ]);
    server = 'https://baru.example';
    expect(headers('http://localhost:5173/').responseHeaders?.['Content-Security-Policy']).toEqual([
      "connect-src 'self' https://baru.example",
    ]);
  });

  it('leaves responses of other origins alone', () => {
    const { headers } = setup('http://localhost:5173');
    expect(headers('https://api.example/data', { 'Content-Type': ['application/json'] })).toEqual(
      {},
    );
  });

  it('adds the header when the response had none', () => {
    expect(withContentSecurityPolicy(undefined, CSP)).toEqual({ 'Content-Security-Policy': [CSP] });
  });
});
