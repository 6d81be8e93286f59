import type { AdminAreaKey } from '../../../shared/admin-menu';
import type { BuiltAdminArea } from '../shell/navigation/built-pages';
import type { PageLoader } from '../shell/navigation/route-entry';

/**
 * The admin pages that exist. The sidebar shows only these (with the role and ministry rules of
 * src/shared/admin-menu.ts); every other /admin path is the 404 page. Keyed by the shell's list
 * of built areas, so a page added here and not there (or the reverse) does not compile.
 */
const PAGES: Record<BuiltAdminArea, PageLoader> = {
  ringkasan: () => import('../features/admin-shell/RingkasanPage'),
  profil: () => import('../features/admin-shell/ProfilPage'),
  'kelola-admin': () => import('../features/user-admin/KelolaPenggunaPage'),
  histori: () => import('../features/user-admin/HistoriPage'),
  berkas: () => import('../features/berkas-admin/BerkasPanelPage'),
  'kelola-form-berkas': () => import('../features/berkas-admin/KelolaFormBerkasPage'),
  'kelola-berita': () => import('../features/berita-admin/KelolaBeritaPage'),
  dokumen: () => import('../features/dokumen-admin/KelolaDokumenPage'),
  organisasi: () => import('../features/direktori-admin/KelolaOrganisasiPage'),
  struktur: () => import('../features/struktur-admin/KelolaStrukturPage'),
  'kelola-tentang': () => import('../features/tentang-admin/KelolaTentangPage'),
  layanan: () => import('../features/layanan-admin/KelolaLayananPage'),
  anggaran: () => import('../features/anggaran-admin/KelolaAnggaranPage'),
  proker: () => import('../features/proker-admin/KelolaProkerPage'),
  'risalah-rapat': () => import('../features/risalah-admin/KelolaRisalahPage'),
  'aset-bem': () => import('../features/aset-admin/KelolaAsetPage'),
  'manajemen-voting': () => import('../features/evoting-admin/ManajemenVotingPage'),
  'peminjaman-sc': () => import('../features/pinjam-sc-admin/KelolaPeminjamanScPage'),
  'kelola-penanggalan': () => import('../features/agenda-admin/KelolaPenanggalanPage'),
};

export const ADMIN_PAGES: Partial<Record<AdminAreaKey, PageLoader>> = PAGES;

/**
 * An area's page that also opens one item named in its URL (/admin/berkas/{id}): the route gets
 * an optional segment, so the page stays mounted (its filters kept) while the item opens and
 * closes, and the back button closes it.
 */
export const ADMIN_ITEM_PARAM: Partial<Record<AdminAreaKey, string>> = { berkas: 'submissionId' };

/** Further pages under an area, guarded as that area. */
export const ADMIN_SUBPAGES: readonly { area: AdminAreaKey; path: string; page: PageLoader }[] = [
  {
    area: 'berkas',
    path: 'berkas/:submissionId/cetak',
    page: () => import('../features/berkas-admin/TicketPrintPage'),
  },
  {
    area: 'aset-bem',
    path: 'aset-bem/cetak-label',
    page: () => import('../features/aset-admin/CetakLabelPage'),
  },
];
