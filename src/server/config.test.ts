import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the demo portal on localhost', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('/srv/portal', 'data'),
      webDir: path.resolve('/srv/portal', 'dist/web'),
      demo: true,
      publicUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        BEM_HOST: '0.0.0.0',
        BEM_PORT: '9000',
        BEM_DATA_DIR: '/var/lib/bem',
        BEM_PUBLIC_URL: 'https://bem.example.ac.id',
        BEM_DEMO: '0',
      },
      '/srv/portal',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/bem',
      publicUrl: 'https://bem.example.ac.id',
      demo: false,
    });
  });

  it('refuses invalid values with an Indonesian message naming the variable', () => {
    expect(() => loadConfig({ BEM_PORT: 'delapan' })).toThrow(ConfigError);
    expect(() => loadConfig({ BEM_PORT: '70000' })).toThrow(/BEM_PORT/);
    expect(() => loadConfig({ BEM_DEMO: 'mungkin' })).toThrow(/Konfigurasi tidak valid/);
  });

  it('admits the desktop app by default and exact extra origins from BEM_DESKTOP_ORIGINS', () => {
    expect(loadConfig({}).desktopOrigins).toEqual(['app://bem']);
    expect(
      loadConfig({ BEM_DESKTOP_ORIGINS: 'app://bem, http://localhost:5173' }).desktopOrigins,
    ).toEqual(['app://bem', 'http://localhost:5173']);
    expect(() => loadConfig({ BEM_DESKTOP_ORIGINS: 'http://localhost:5173/admin' })).toThrow(
      /BEM_DESKTOP_ORIGINS/,
    );
    expect(() => loadConfig({ BEM_DESKTOP_ORIGINS: 'bukan origin' })).toThrow(
      /BEM_DESKTOP_ORIGINS/,
    );
  });

  it('reads the live stream caps, with defaults', () => {
    expect(loadConfig({}).liveStreams).toEqual({
      maxStreams: 2_000,
      maxStreamsPerAddress: 20,
      maxAgeMs: 30 * 60_000,
    });
    expect(
      loadConfig({
        BEM_LIVE_MAX_STREAMS: '500',
        BEM_LIVE_MAX_STREAMS_PER_ADDRESS: '5',
        BEM_LIVE_MAX_AGE_MINUTES: '10',
      }).liveStreams,
    ).toEqual({ maxStreams: 500, maxStreamsPerAddress: 5, maxAgeMs: 600_000 });
    expect(() => loadConfig({ BEM_LIVE_MAX_STREAMS: '0' })).toThrow(/BEM_LIVE_MAX_STREAMS/);
  });
});
