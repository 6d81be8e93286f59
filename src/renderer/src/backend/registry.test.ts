import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirebaseConfigError } from './firebase/firebase-config';
import { backendConfigFromEnv, createBackend } from './registry';

describe('backend selection of the web build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('selects the embedded server by default, at its configured origin', () => {
    expect(backendConfigFromEnv({ DEV: true, MODE: 'production' })).toEqual({
      kind: 'http',
      baseUrl: '',
    });
    expect(
      backendConfigFromEnv({ VITE_BACKEND: 'http', VITE_BACKEND_URL: 'https://bem.ac.id' }),
    ).toEqual({ kind: 'http', baseUrl: 'https://bem.ac.id' });
  });

  it('selects Firebase with VITE_BACKEND=firebase and hands it the string values', () => {
    const config = backendConfigFromEnv({
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_API_KEY: 'key',
      DEV: false,
    });
    expect(config).toEqual({
      kind: 'firebase',
      env: { VITE_BACKEND: 'firebase', VITE_FIREBASE_API_KEY: 'key' },
    });
  });

  it('creates the http backend in a build for it', async () => {
    const backend = await createBackend({ kind: 'http', baseUrl: 'https://bem.ac.id' });
    expect(backend.kind).toBe('http');
  });

  it('refuses the backend a build was not made for', async () => {
    await expect(createBackend({ kind: 'firebase', env: {} })).rejects.toThrow(/VITE_BACKEND/);
    vi.stubEnv('VITE_BACKEND', 'firebase');
    await expect(createBackend({ kind: 'http', baseUrl: '' })).rejects.toThrow(/VITE_BACKEND/);
  });

  it('reports an incomplete Firebase configuration through the backend promise', async () => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    await expect(
      createBackend({ kind: 'firebase', env: { VITE_BACKEND: 'firebase' } }),
    ).rejects.toBeInstanceOf(FirebaseConfigError);
  });
});
