import { describe, expect, it, vi } from 'vitest';

describe('the booth and results links', () => {
  it('lead nowhere while those pages are not built', async () => {
    const { ballotPath, resultsPath } = await import('./election-links');
    expect(ballotPath('ev-1')).toBeNull();
    expect(resultsPath('ev-1')).toBeNull();
  });

  it('appear by themselves once part 2 adds the routes to BUILT_PUBLIC_PATHS', async () => {
    vi.resetModules();
    vi.doMock('../../shell/navigation/built-pages', () => ({
      publicPageExists: (path: string) => path === '/voting/:eventId' || path === '/hasil/:eventId',
    }));
    const { ballotPath, resultsPath } = await import('./election-links');
    expect(ballotPath('ev 1')).toBe('/voting/ev%201');
    expect(resultsPath('ev-1')).toBe('/hasil/ev-1');
    vi.doUnmock('../../shell/navigation/built-pages');
  });
});
