import { describe, it, expect } from 'vitest';
import { APP_ORIGIN, devServerUrl, rendererEntryUrl, rendererOrigin } from './renderer-source';

describe('rendererEntryUrl', () => {
  it('opens the admin area of the dev server in development', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(rendererEntryUrl(env)).toBe('http://localhost:5173/admin');
    expect(rendererOrigin(env)).toBe('http://localhost:5173');
  });

  it('copes with a trailing slash on the dev server URL', () => {
    expect(rendererEntryUrl({ ELECTRON_RENDERER_URL: 'http://127.0.0.1:5174/' })).toBe(
      'http://127.0.0.1:5174/admin',
    );
  });

  it('opens app://bem/admin when there is no dev server', () => {
    expect(rendererEntryUrl({})).toBe('app://bem/admin');
    expect(rendererOrigin({})).toBe(APP_ORIGIN);
    expect(APP_ORIGIN).toBe('app://bem');
  });

  it('ignores ELECTRON_RENDERER_URL in a packaged app', () => {
    const env = { ELECTRON_RENDERER_URL: 'https://evil.example' };
    expect(rendererEntryUrl(env, { isPackaged: true })).toBe('app://bem/admin');
    expect(rendererOrigin(env, { isPackaged: true })).toBe('app://bem');
  });

  it('ignores a dev server URL that is not http(s)', () => {
    expect(devServerUrl({ ELECTRON_RENDERER_URL: 'file:///tmp/index.html' })).toBeNull();
    expect(devServerUrl({ ELECTRON_RENDERER_URL: 'not a url' })).toBeNull();
    expect(rendererEntryUrl({ ELECTRON_RENDERER_URL: 'javascript:alert(1)' })).toBe(
      'app://bem/admin',
    );
  });
});
