import { describe, expect, it } from 'vitest';
import type { Kementerian, UserProfile } from './accounts';
import { ADMIN_MENU, adminSidebar, canUseAdminArea, type AdminAreaKey } from './admin-menu';

const user = (
  role: UserProfile['role'],
  kementerian: Kementerian | null = null,
  disabled = false,
) => ({
  role,
  kementerian,
  disabled,
});

const visibleKeys = (u: ReturnType<typeof user>): AdminAreaKey[] =>
  ADMIN_MENU.filter((entry) => canUseAdminArea(u, entry)).map((entry) => entry.key);

const GENERAL: AdminAreaKey[] = [
  'ringkasan',
  'struktur',
  'kelola-berita',
  'dokumen',
  'layanan',
  'proker',
  'risalah-rapat',
  'aset-bem',
  'profil',
];

describe('admin menu visibility (SPEC.md §2 and §6)', () => {
  it('master sees every entry', () => {
    expect(visibleKeys(user('master'))).toEqual(ADMIN_MENU.map((e) => e.key));
  });

  // The full table of §6: each ministry's extra entries on top of the general ones.
  const table: [Kementerian | null, AdminAreaKey[]][] = [
    ['Kementerian Pemuda dan Olahraga (PORA)', ['peminjaman-sc']],
    ['Kementerian Keuangan', ['anggaran', 'berkas']],
    ['Kementerian Dalam Negeri', ['berkas', 'kelola-penanggalan']],
    ['Sekretariat Jenderal', ['berkas', 'kelola-form-berkas']],
    ['Kementerian PSDM', []],
    ['Banggar DPM', []],
    [null, []],
  ];
  for (const [kementerian, extra] of table) {
    it(`an admin of ${kementerian ?? 'no ministry'} sees the general entries plus ${extra.join(', ') || 'nothing'}`, () => {
      const expected = ADMIN_MENU.map((e) => e.key).filter(
        (key) => GENERAL.includes(key) || extra.includes(key),
      );
      expect(visibleKeys(user('admin', kementerian))).toEqual(expected);
    });
  }

  it('no admin sees the master-only entries', () => {
    for (const [kementerian] of table) {
      const keys = visibleKeys(user('admin', kementerian));
      for (const masterOnly of [
        'kelola-admin',
        'histori',
        'manajemen-voting',
        'kelola-tentang',
      ] as const) {
        expect(keys).not.toContain(masterOnly);
      }
    }
  });

  it('banggar sees the SI-BERKAS panel only', () => {
    expect(visibleKeys(user('banggar', 'Banggar DPM'))).toEqual(['berkas']);
  });

  it('pending, committee and disabled accounts see nothing of the admin shell', () => {
    for (const u of [
      user('pending'),
      user('pending_panitia'),
      user('panitia_requestor'),
      user('master', null, true),
      user('admin', 'Sekretariat Jenderal', true),
    ]) {
      expect(visibleKeys(u)).toEqual([]);
    }
  });

  it('shows the divider before the ministry section only when one of its entries is visible', () => {
    expect(adminSidebar(user('admin', 'Kementerian PSDM'), '/admin').showMinistryDivider).toBe(
      false,
    );
    expect(
      adminSidebar(user('admin', 'Kementerian Dalam Negeri'), '/admin').showMinistryDivider,
    ).toBe(true);
    // Only entries whose pages exist count.
    expect(
      adminSidebar(
        user('master'),
        '/admin',
        (key) => key !== 'berkas' && key !== 'kelola-penanggalan' && key !== 'kelola-form-berkas',
      ).showMinistryDivider,
    ).toBe(false);
  });

  it('opens the Informasi Publik group by itself on its paths', () => {
    const open = (path: string) => adminSidebar(user('master'), path).informasiPublikOpen;
    expect(open('/admin/anggaran')).toBe(true);
    expect(open('/admin/proker/2025')).toBe(true);
    expect(open('/admin/risalah-rapat')).toBe(true);
    expect(open('/admin/aset-bem')).toBe(false);
    expect(open('/admin')).toBe(false);
  });

  it('lists only the entries whose pages exist', () => {
    const sidebar = adminSidebar(
      user('master'),
      '/admin',
      (key) => key === 'ringkasan' || key === 'kelola-admin',
    );
    expect(sidebar.general.map((e) => e.key)).toEqual(['ringkasan']);
    expect(sidebar.master.map((e) => e.key)).toEqual(['kelola-admin']);
    expect(sidebar.informasiPublik).toEqual([]);
  });
});
