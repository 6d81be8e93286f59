import { describe, expect, it } from 'vitest';
import { electionQueryFromSearch, electionSearchFromQuery } from './election-address';

describe("/pemilihan's filter in the address", () => {
  it('reads the search and the status, with the defaults for anything missing or unknown', () => {
    expect(electionQueryFromSearch(new URLSearchParams('q=%20hima%20&status=berlangsung'))).toEqual(
      { q: 'hima', status: 'berlangsung' },
    );
    expect(electionQueryFromSearch(new URLSearchParams('status=rahasia'))).toEqual({
      q: '',
      status: 'semua',
    });
    expect(electionQueryFromSearch(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(
      100,
    );
  });

  it('writes only what differs from the defaults, so a plain list has a plain address', () => {
    expect(electionSearchFromQuery({ q: '', status: 'semua' }).toString()).toBe('');
    expect(electionSearchFromQuery({ q: 'BEM KM', status: 'selesai' }).toString()).toBe(
      'q=BEM+KM&status=selesai',
    );
  });
});
