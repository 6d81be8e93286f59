import { describe, expect, it } from 'vitest';
import { FirebaseConfigError, firebaseConfigFromEnv, parseEmulators } from './firebase-config';

const COMPLETE = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bem.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bem',
  VITE_FIREBASE_STORAGE_BUCKET: 'bem.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_BERKAS_SCRIPT_URL: 'https://script.google.com/macros/s/x/exec',
};

describe('the Firebase configuration of a build', () => {
  it('reads a complete configuration, trimmed, without the optional parts', () => {
    const config = firebaseConfigFromEnv({ ...COMPLETE, VITE_FIREBASE_API_KEY: '  key  ' });
    expect(config).toEqual({
      apiKey: 'key',
      authDomain: 'bem.firebaseapp.com',
      projectId: 'bem',
      storageBucket: 'bem.appspot.com',
      messagingSenderId: '123',
      appId: '1:123:web:abc',
      berkasScriptUrl: 'https://script.google.com/macros/s/x/exec',
    });
    expect(config).not.toHaveProperty('measurementId');
    expect(config).not.toHaveProperty('emulators');
  });

  it('names every missing or blank variable', () => {
    const attempt = () =>
      firebaseConfigFromEnv({
        ...COMPLETE,
        VITE_FIREBASE_API_KEY: undefined,
        VITE_FIREBASE_APP_ID: '   ',
        VITE_BERKAS_SCRIPT_URL: '',
      });
    expect(attempt).toThrow(FirebaseConfigError);
    expect(attempt).toThrow(
      /VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_BERKAS_SCRIPT_URL wajib diisi/,
    );
  });

  it('accepts only an https script endpoint', () => {
    expect(() =>
      firebaseConfigFromEnv({ ...COMPLETE, VITE_BERKAS_SCRIPT_URL: 'http://script.example/x' }),
    ).toThrow('VITE_BERKAS_SCRIPT_URL harus berupa alamat https://.');
  });

  it('keeps the measurement id and the emulators when given', () => {
    const config = firebaseConfigFromEnv({
      ...COMPLETE,
      VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC',
      VITE_FIREBASE_EMULATORS: 'auth=127.0.0.1:9099',
    });
    expect(config.measurementId).toBe('G-ABC');
    expect(config.emulators).toEqual({ auth: '127.0.0.1:9099' });
  });
});

describe('the emulator list', () => {
  it('is absent when empty', () => {
    expect(parseEmulators(undefined)).toBeUndefined();
    expect(parseEmulators('  ')).toBeUndefined();
  });

  it('reads each service with its host and port, spaces allowed', () => {
    expect(
      parseEmulators('auth=127.0.0.1:9099, firestore = localhost:8080,storage=127.0.0.1:9199'),
    ).toEqual({ auth: '127.0.0.1:9099', firestore: 'localhost:8080', storage: '127.0.0.1:9199' });
  });

  it('refuses an unknown service or a missing address', () => {
    expect(() => parseEmulators('database=127.0.0.1:9000')).toThrow(FirebaseConfigError);
    expect(() => parseEmulators('auth=')).toThrow(/tidak dikenali: auth=/);
    expect(() => parseEmulators('auth')).toThrow(FirebaseConfigError);
  });

  it('keeps the public address for QR labels without its trailing slash, and refuses a path', () => {
    const config = firebaseConfigFromEnv({
      ...COMPLETE,
      VITE_PUBLIC_URL: 'https://bem.contoh.ac.id/',
    });
    expect(config.publicUrl).toBe('https://bem.contoh.ac.id');
    expect(firebaseConfigFromEnv(COMPLETE)).not.toHaveProperty('publicUrl');
    expect(() =>
      firebaseConfigFromEnv({ ...COMPLETE, VITE_PUBLIC_URL: 'https://bem.contoh.ac.id/aset' }),
    ).toThrow(/VITE_PUBLIC_URL/);
  });
});
