import { describe, expect, it } from 'vitest';
import { selectRoutes } from './public-routes';

const ALL = ['/', '/layanan', '/layanan/berkaskm', '/login'];

describe('selectRoutes', () => {
  it('takes every public page when BENCH_ROUTES is unset or empty', () => {
    expect(selectRoutes(ALL, undefined)).toEqual(ALL);
    expect(selectRoutes(ALL, ' ')).toEqual(ALL);
  });

  it('keeps the named pages in the route table order', () => {
    expect(selectRoutes(ALL, '/login, /')).toEqual(['/', '/login']);
  });

  it('refuses a page the route table does not have', () => {
    expect(() => selectRoutes(ALL, '/,/tidak-ada')).toThrow(/\/tidak-ada/);
  });
});
