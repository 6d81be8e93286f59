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

  it('takes daily backups only when BEM_BACKUP_DIR is set, keeping 14 unless BEM_BACKUP_KEEP says otherwise', () => {
    expect(loadConfig({}, '/srv/portal').backups).toBeUndefined();
    expect(loadConfig({ BEM_BACKUP_KEEP: '5' }, '/srv/portal').backups).toBeUndefined();
    expect(loadConfig({ BEM_BACKUP_DIR: '' }, '/srv/portal').backups).toBeUndefined();
    expect(loadConfig({ BEM_BACKUP_DIR: 'cadangan' }, '/srv/portal').backups).toEqual({
      dir: path.resolve('/srv/portal', 'cadangan'),
      keep: 14,
    });
    expect(
      loadConfig({ BEM_BACKUP_DIR: '/var/backups/bem', BEM_BACKUP_KEEP: '30' }).backups,
    ).toEqual({ dir: '/var/backups/bem', keep: 30 });
  });

  it('refuses a BEM_BACKUP_KEEP that is not a whole number of at least 1', () => {
    for (const keep of ['0', '-3', '2.5', 'semua'])
      expect(() => loadConfig({ BEM_BACKUP_DIR: '/b', BEM_BACKUP_KEEP: keep })).toThrow(
        /BEM_BACKUP_KEEP/,
      );
  });

  it('reads BEM_TRUST_PROXY: off by default, a hop count, or proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ BEM_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ BEM_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ BEM_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    for (const wrong of ['true', 'nginx', '10.0.0.0/33', '300.1.1.1', '127.0.0.1/8/1']) {
      expect(() => loadConfig({ BEM_TRUST_PROXY: wrong })).toThrow(/BEM_TRUST_PROXY/);
    }
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
