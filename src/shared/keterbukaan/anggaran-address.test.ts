import { describe, expect, it } from 'vitest';
import {
  anggaranQueryFromSearch,
  anggaranSearchFromQuery,
  parseAnggaranSearch,
} from './anggaran-address';
import { FIRST_ANGGARAN_PAGE } from './anggaran-list';

describe('the Transparansi Anggaran query in the address', () => {
  it('round-trips a filtered page, writing only what differs from the default', () => {
    const query = {
      q: 'dies natalis',
      tahun: 2025,
      organisasiId: 'org-tkn',
      status: 'SPJ Masuk',
      halaman: 3,
    } as const;
    const search = anggaranSearchFromQuery(query);
    expect(search.toString()).toBe(
      'q=dies+natalis&tahun=2025&organisasi=org-tkn&status=SPJ+Masuk&halaman=3',
    );
    expect(anggaranQueryFromSearch(search)).toEqual(query);
    expect(parseAnggaranSearch(search)).toEqual({ query });
    expect(anggaranSearchFromQuery(FIRST_ANGGARAN_PAGE).toString()).toBe('');
  });

  it('reads a malformed value as its default on the page, keeping the others', () => {
    const search = new URLSearchParams('tahun=abc&status=Gosip&halaman=-2&q=seminar');
    expect(anggaranQueryFromSearch(search)).toEqual({ ...FIRST_ANGGARAN_PAGE, q: 'seminar' });
    expect(anggaranQueryFromSearch(new URLSearchParams('halaman=1.5')).halaman).toBe(1);
  });

  it('refuses a malformed value for the open-data routes, naming the parameter', () => {
    expect(parseAnggaranSearch(new URLSearchParams('tahun=abc'))).toEqual({
      message: 'Tahun tidak valid.',
      param: 'tahun',
    });
    expect(parseAnggaranSearch(new URLSearchParams('status=Gosip'))).toEqual({
      message: 'Status tidak dikenal.',
      param: 'status',
    });
    expect(parseAnggaranSearch(new URLSearchParams('halaman=0'))).toEqual({
      message: 'Halaman tidak valid.',
      param: 'halaman',
    });
    // An empty year is "Semua", as the page writes none.
    expect(parseAnggaranSearch(new URLSearchParams('tahun='))).toEqual({
      query: FIRST_ANGGARAN_PAGE,
    });
  });
});
