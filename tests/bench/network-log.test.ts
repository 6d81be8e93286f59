import { describe, expect, it } from 'vitest';
import { scriptUrls, type NetworkRequest } from './network-log';

/** A request `atMs` after the document's, on the protocol's clock (seconds). */
const request = (
  url: string,
  atMs: number,
  extra: Partial<NetworkRequest> = {},
): NetworkRequest => ({
  url,
  type: 'Script',
  start: 100 + atMs / 1_000,
  encodedBytes: 1_000,
  ...extra,
});

const document = request('http://127.0.0.1/pinjam-sc', 0, { type: 'Document' });

describe('scriptUrls', () => {
  it('counts the scripts asked for until the load event + 3 s, not a later prefetch', () => {
    const requests = [
      document,
      request('http://127.0.0.1/assets/index.js', 50),
      request('http://127.0.0.1/assets/calendar.js', 3_900),
      request('http://127.0.0.1/assets/next-page.js', 4_100),
    ];
    expect(scriptUrls(requests, 1_000)).toEqual([
      'http://127.0.0.1/assets/index.js',
      'http://127.0.0.1/assets/calendar.js',
    ]);
  });

  it('counts every script, each once, without a load event to measure from', () => {
    const requests = [
      document,
      request('http://127.0.0.1/assets/index.js', 50),
      request('http://127.0.0.1/assets/index.js', 60),
      request('http://127.0.0.1/assets/late.js', 60_000),
    ];
    expect(scriptUrls(requests, null)).toEqual([
      'http://127.0.0.1/assets/index.js',
      'http://127.0.0.1/assets/late.js',
    ]);
  });

  it('leaves out failed requests and what is not JavaScript', () => {
    const requests = [
      document,
      request('http://127.0.0.1/assets/gone.js', 10, { failed: true }),
      request('http://127.0.0.1/assets/a.css', 10, { type: 'Stylesheet', mimeType: 'text/css' }),
      request('http://127.0.0.1/api/x', 10, { type: 'Fetch', mimeType: 'text/javascript' }),
    ];
    expect(scriptUrls(requests, 500)).toEqual(['http://127.0.0.1/api/x']);
  });
});
