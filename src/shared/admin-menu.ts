import type { UserProfile } from './accounts';
import { isAdminShellRole, type Kementerian, type UserRole } from './roles';

/** The admin areas of SPEC.md §2 (Admin shell) and the history page, in sidebar order. */
export type AdminAreaKey =
  | 'ringkasan'
  | 'struktur'
  | 'kelola-berita'
  | 'dokumen'
  | 'layanan'
  | 'peminjaman-sc'
  | 'anggaran'
  | 'proker'
  | 'risalah-rapat'
  | 'aset-bem'
  | 'berkas'
  | 'kelola-penanggalan'
  | 'kelola-form-berkas'
  | 'kelola-admin'
  | 'histori'
  | 'manajemen-voting'
  | 'kelola-tentang'
  | 'organisasi'
  | 'profil';

/** Where an entry sits: the general list, the Informasi Publik group, the ministry section, master's. */
export type AdminMenuSection = 'general' | 'informasi-publik' | 'ministry' | 'master' | 'account';

export interface AdminMenuEntry {
  key: AdminAreaKey;
  path: string;
  label: string;
  section: AdminMenuSection;
  /** Ministries an admin needs for this entry; absent: every admin. Master sees everything. */
  ministries?: readonly Kementerian[];
  masterOnly?: boolean;
  /** Roles besides admin and master that may use this area (banggar: SI-BERKAS, SPEC.md §6). */
  alsoForRoles?: readonly UserRole[];
}

export const INFORMASI_PUBLIK_LABEL = 'Informasi Publik';
/** SPEC.md §2: the group opens by itself on these paths. */
export const INFORMASI_PUBLIK_PREFIXES = [
  '/admin/anggaran',
  '/admin/proker',
  '/admin/risalah',
] as const;

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { key: 'ringkasan', path: '/admin', label: 'Ringkasan', section: 'general' },
  { key: 'struktur', path: '/admin/struktur', label: 'Kelola Struktur', section: 'general' },
  {
    key: 'kelola-berita',
    path: '/admin/kelola-berita',
    label: 'Kelola Berita',
    section: 'general',
  },
  { key: 'dokumen', path: '/admin/dokumen', label: 'Kelola Dokumen', section: 'general' },
  { key: 'layanan', path: '/admin/layanan', label: 'Kelola Layanan', section: 'general' },
  {
    key: 'peminjaman-sc',
    path: '/admin/peminjaman-sc',
    label: 'Kelola Peminjaman SC',
    section: 'general',
    ministries: ['Kementerian Pemuda dan Olahraga (PORA)'],
  },
  {
    key: 'anggaran',
    path: '/admin/anggaran',
    label: 'Kelola Anggaran',
    section: 'informasi-publik',
    ministries: ['Kementerian Keuangan'],
  },
  { key: 'proker', path: '/admin/proker', label: 'Kelola Proker', section: 'informasi-publik' },
  {
    key: 'risalah-rapat',
    path: '/admin/risalah-rapat',
    label: 'Kelola Risalah',
    section: 'informasi-publik',
  },
  { key: 'aset-bem', path: '/admin/aset-bem', label: 'Kelola Aset', section: 'informasi-publik' },
  {
    key: 'berkas',
    path: '/admin/berkas',
    label: 'Kelola Berkas KM',
    section: 'ministry',
    ministries: ['Kementerian Dalam Negeri', 'Kementerian Keuangan', 'Sekretariat Jenderal'],
    alsoForRoles: ['banggar'],
  },
  {
    key: 'kelola-penanggalan',
    path: '/admin/kelola-penanggalan',
    label: 'Kelola Penanggalan',
    section: 'ministry',
    ministries: ['Kementerian Dalam Negeri'],
  },
  {
    key: 'kelola-form-berkas',
    path: '/admin/kelola-form-berkas',
    label: 'Kelola Form Berkas',
    section: 'ministry',
    ministries: ['Sekretariat Jenderal'],
  },
  {
    key: 'kelola-admin',
    path: '/admin/kelola-admin',
    label: 'Kelola Pengguna',
    section: 'master',
    masterOnly: true,
  },
  {
    key: 'histori',
    path: '/admin/histori',
    label: 'Log Aktivitas',
    section: 'master',
    masterOnly: true,
  },
  {
    key: 'manajemen-voting',
    path: '/admin/manajemen-voting',
    label: 'Manajemen E-Voting',
    section: 'master',
    masterOnly: true,
  },
  {
    key: 'kelola-tentang',
    path: '/admin/kelola-tentang',
    label: 'Kelola Halaman Tentang',
    section: 'master',
    masterOnly: true,
  },
  // SPEC.md §2's /admin/organisasi; master only, as the previous portal's rules were (ORIGINAL.md §7.5).
  {
    key: 'organisasi',
    path: '/admin/organisasi',
    label: 'Kelola Organisasi',
    section: 'master',
    masterOnly: true,
  },
  { key: 'profil', path: '/admin/profil', label: 'Edit Profil', section: 'account' },
];

type MenuUser = Pick<UserProfile, 'role' | 'kementerian' | 'disabled'>;

/**
 * SPEC.md §6: master sees everything; an admin sees the general entries plus those of their
 * ministry; nobody else is in the admin shell. The server checks every admin route with this.
 */
export function canUseAdminArea(user: MenuUser, entry: AdminMenuEntry): boolean {
  if (user.disabled) return false;
  if (user.role === 'master') return true;
  if (entry.alsoForRoles?.includes(user.role)) return true;
  if (user.role !== 'admin' || entry.masterOnly) return false;
  if (!entry.ministries) return true;
  return user.kementerian !== null && entry.ministries.includes(user.kementerian);
}

export function adminMenuEntry(key: AdminAreaKey): AdminMenuEntry {
  const entry = ADMIN_MENU.find((e) => e.key === key);
  if (!entry) throw new Error(`Unknown admin area ${key}`);
  return entry;
}

export interface AdminSidebarModel {
  general: AdminMenuEntry[];
  informasiPublik: AdminMenuEntry[];
  /** The divider before the ministry section shows only when the section has an entry. */
  ministry: AdminMenuEntry[];
  master: AdminMenuEntry[];
  showMinistryDivider: boolean;
  informasiPublikOpen: boolean;
}

/** The sidebar for a user on a path, limited to the entries whose pages exist. */
export function adminSidebar(
  user: MenuUser,
  pathname: string,
  pageExists: (key: AdminAreaKey) => boolean = () => true,
): AdminSidebarModel {
  const visible = ADMIN_MENU.filter(
    (entry) => pageExists(entry.key) && canUseAdminArea(user, entry),
  );
  const of = (section: AdminMenuSection) => visible.filter((entry) => entry.section === section);
  const ministry = of('ministry');
  return {
    general: of('general'),
    informasiPublik: of('informasi-publik'),
    ministry,
    master: of('master'),
    showMinistryDivider: ministry.length > 0,
    informasiPublikOpen: INFORMASI_PUBLIK_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
  };
}

/** A link of the profile menu (SPEC.md §2) or of the "already signed in" card. */
export interface AccountLink {
  path: string;
  label: string;
}

/** Admin and master start on the dashboard; SPEC.md §2 names it Dashboard Admin. */
const DASHBOARD_LINK: AccountLink = { path: '/admin', label: 'Dashboard Admin' };

const linkTo = (entry: AdminMenuEntry): AccountLink => ({ path: entry.path, label: entry.label });

/** The areas a role outside admin and master may use (banggar: Kelola Berkas KM, SPEC.md §6). */
const areasOfRole = (user: MenuUser): AdminMenuEntry[] =>
  ADMIN_MENU.filter(
    (entry) => entry.alsoForRoles?.includes(user.role) && canUseAdminArea(user, entry),
  );

/**
 * An approved election committee account's work (issue 18): its requests and the committee
 * areas of the elections it serves on, all reached from /request-pemilihan.
 */
export const COMMITTEE_HOME_LINK: AccountLink = {
  path: '/request-pemilihan',
  label: 'Panitia Pemilihan',
};

/**
 * The admin links of the profile menu (SPEC.md §2): admin and master Dashboard Admin and Edit
 * Profil, master also Kelola Pengguna; a role with only some areas, those areas; an election
 * committee account its committee home.
 */
export function accountMenuLinks(user: MenuUser): AccountLink[] {
  if (user.disabled) return [];
  if (user.role === 'panitia_requestor') return [COMMITTEE_HOME_LINK];
  if (!isAdminShellRole(user.role)) return areasOfRole(user).map(linkTo);
  return [
    DASHBOARD_LINK,
    linkTo(adminMenuEntry('profil')),
    ...(user.role === 'master' ? [linkTo(adminMenuEntry('kelola-admin'))] : []),
  ];
}

/** Where a user's admin work starts (after sign-in, on /login): the first of those links. */
export function adminHomeLink(user: MenuUser): AccountLink | null {
  return accountMenuLinks(user)[0] ?? null;
}
