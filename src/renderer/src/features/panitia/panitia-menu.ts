import {
  IconChecklist,
  IconLayoutDashboard,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';

/**
 * The committee area's pages under /panitia/{eventId} (SPEC.md §2: ringkasan, pengaturan,
 * kandidat, pemilih, verifikasi-pemilih), and the committee's own account page. app/ loads one
 * page per key (a key without a page does not compile).
 */
export const PANITIA_PAGE_KEYS = [
  'ringkasan',
  'pengaturan',
  'kandidat',
  'pemilih',
  'verifikasi-pemilih',
  'akun',
] as const;
export type PanitiaPageKey = (typeof PANITIA_PAGE_KEYS)[number];

export const PANITIA_MENU: readonly { key: PanitiaPageKey; label: string; icon: Icon }[] = [
  { key: 'ringkasan', label: 'Ringkasan', icon: IconLayoutDashboard },
  { key: 'pengaturan', label: 'Pengaturan', icon: IconSettings },
  { key: 'kandidat', label: 'Kelola Kandidat', icon: IconChecklist },
  { key: 'pemilih', label: 'Kelola Pemilih', icon: IconUsers },
  { key: 'verifikasi-pemilih', label: 'Verifikasi Pemilih', icon: IconUserCheck },
  { key: 'akun', label: 'Akun Saya', icon: IconUserCircle },
];
