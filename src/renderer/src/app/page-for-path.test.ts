import { describe, expect, it } from 'vitest';
import { ADMIN_AREA } from './admin-area';
import { pageForPath } from './page-for-path';
import { PANITIA_AREA } from './panitia-area';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from './route-table';

const pageOf = (path: string) => PUBLIC_ROUTES.find((entry) => entry.path === path)?.page;

describe('pageForPath', () => {
  it("finds a public entry's page, with or without a trailing slash", () => {
    expect(pageForPath('/')).toBe(pageOf('/'));
    expect(pageForPath('/layanan/berkaskm/lacak')).toBe(pageOf('/layanan/berkaskm/lacak'));
    expect(pageForPath('/layanan/')).toBe(pageOf('/layanan'));
  });

  it('gives the 404 page for unknown public paths and for entries not built yet', () => {
    expect(pageForPath('/halaman-yang-tidak-ada')).toBe(NOT_FOUND_PAGE);
    const unbuilt = PUBLIC_ROUTES.find((entry) => !entry.page);
    if (unbuilt) expect(pageForPath(unbuilt.path)).toBe(NOT_FOUND_PAGE);
  });

  it("gives the admin area's chunk for /admin paths, and only for them", () => {
    expect(pageForPath('/admin')).toBe(ADMIN_AREA);
    expect(pageForPath('/admin/')).toBe(ADMIN_AREA);
    expect(pageForPath('/admin/kelola-admin')).toBe(ADMIN_AREA);
    expect(pageForPath('/administrasi')).toBe(NOT_FOUND_PAGE);
  });

  it("gives the committee area's chunk for /panitia/{eventId} paths, and only for them", () => {
    expect(pageForPath('/panitia/ev-1')).toBe(PANITIA_AREA);
    expect(pageForPath('/panitia/ev-1/kandidat')).toBe(PANITIA_AREA);
    expect(pageForPath('/panitia')).toBe(NOT_FOUND_PAGE);
    expect(pageForPath('/panitia/')).toBe(NOT_FOUND_PAGE);
    expect(pageForPath('/panitiaku/ev-1')).toBe(NOT_FOUND_PAGE);
  });
});
