import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url';

describe('pageUrl', () => {
  it('reads a page path and its query', () => {
    const url = pageUrl('/layanan/berkaskm/lacak?ticket=BEM-2026-00001');
    expect(url.pathname).toBe('/layanan/berkaskm/lacak');
    expect(url.searchParams.get('ticket')).toBe('BEM-2026-00001');
  });

  it('keeps addresses that look like another host on this site', () => {
    expect(pageUrl('//contoh.com/x').pathname).toBe('/contoh.com/x');
    expect(pageUrl('/\\İ\u{1F600}/%2F/').host).toBe('render.invalid');
  });
});
