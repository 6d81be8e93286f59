import { describe, expect, it } from 'vitest';
import { buildNavigation } from './navigation';
import type { PageLoader, RouteEntry } from './route-entry';
import { PUBLIC_ROUTES } from '../../app/route-table';

const page: PageLoader = () => Promise.resolve({ default: () => null });

/** The SPEC.md §2 table with every page built, as it will be once all pages exist. */
const allBuilt: RouteEntry[] = PUBLIC_ROUTES.map((entry) => ({ ...entry, page }));

describe('buildNavigation', () => {
  it('lists the entries of SPEC.md §2 in order, with Informasi as a dropdown after Layanan', () => {
    const nav = buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: false });
    expect(nav.primary.map((item) => item.label)).toEqual([
      'Beranda',
      'Struktur',
      'Layanan',
      'Informasi',
      'Berita',
      'Dokumen',
      'Tentang',
    ]);
    const informasi = nav.primary.find((item) => item.kind === 'group');
    expect(informasi?.kind === 'group' && informasi.items.map((i) => i.path)).toEqual([
      '/keterbukaan-informasi/anggaran',
      '/keterbukaan-informasi/program-kerja',
      '/keterbukaan-informasi/risalah-rapat',
      '/keterbukaan-informasi/inventaris',
    ]);
    expect(nav.evoting).toEqual({ path: '/pemilihan', label: 'E-Voting' });
    expect(nav.login).toEqual({ path: '/login', label: 'Login' });
  });

  it("gives the drawer the bar's entries and, after Berita, Agenda Kegiatan outside Informasi", () => {
    const nav = buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: false });
    expect(nav.drawer.map((item) => item.label)).toEqual([
      'Beranda',
      'Struktur',
      'Layanan',
      'Informasi',
      'Berita',
      'Agenda Kegiatan',
      'Dokumen',
      'Tentang',
    ]);
    const group = nav.drawer.find((item) => item.kind === 'group');
    // SPEC.md §2: the Informasi group holds the four transparency pages, in the drawer as in the bar.
    expect(group).toBe(nav.primary.find((item) => item.kind === 'group'));
    expect(group?.kind === 'group' && group.items.map((i) => i.label)).toEqual([
      'Transparansi Anggaran',
      'Program Kerja',
      'Risalah Rapat',
      'Inventaris Aset',
    ]);
    expect(nav.primary.map((item) => item.label)).not.toContain('Agenda Kegiatan');
  });

  it('shows the E-Voting button only once the setting is known and not false', () => {
    const state = (isEvotingPublished: boolean | undefined) =>
      buildNavigation(allBuilt, { isEvotingPublished, signedIn: false });
    expect(state(undefined).evoting).toBeUndefined();
    expect(state(false).evoting).toBeUndefined();
    expect(state(true).evoting).toBeDefined();
    expect(state(false).footer.map((l) => l.label)).not.toContain('E-Voting');
  });

  it('hides Login when signed in', () => {
    expect(
      buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: true }).login,
    ).toBeUndefined();
  });

  it('links only to pages that exist', () => {
    const nav = buildNavigation(PUBLIC_ROUTES, { isEvotingPublished: true, signedIn: false });
    const linked = [
      ...nav.drawer.flatMap((item) =>
        item.kind === 'link' ? [item.path] : item.items.map((i) => i.path),
      ),
      ...(nav.evoting ? [nav.evoting.path] : []),
      ...(nav.login ? [nav.login.path] : []),
      ...nav.footer.map((l) => l.path),
    ];
    const built = new Set(PUBLIC_ROUTES.filter((e) => e.page).map((e) => e.path));
    expect(linked.length).toBeGreaterThan(0);
    for (const path of linked) expect(built.has(path)).toBe(true);
  });

  it('omits the dropdown when none of its pages exist', () => {
    const withoutInformasi = allBuilt.filter((e) => e.placement !== 'informasi');
    const nav = buildNavigation(withoutInformasi, { isEvotingPublished: true, signedIn: false });
    expect(nav.primary.some((item) => item.kind === 'group')).toBe(false);
  });

  it('gives the footer its own labels', () => {
    const nav = buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: false });
    expect(nav.footer.map((l) => l.label)).toEqual([
      'Struktur Organisasi',
      'Berita & Kegiatan',
      'Agenda Kegiatan',
      'Bank Dokumen',
      'Direktori UKM & Ormawa',
      'E-Voting',
    ]);
  });
});
