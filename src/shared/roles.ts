/**
 * Roles, ministries and limits of accounts: plain values with no schema library, so the first
 * page load of the website can use them cheaply. The schemas are in accounts.ts.
 */
/**
 * Account roles. `pending` and `pending_panitia` wait for the master's approval; `panitia_requestor`
 * is an approved election-committee requester; admin, master and banggar work in the admin area.
 */
export const USER_ROLES = [
  'pending',
  'pending_panitia',
  'panitia_requestor',
  'admin',
  'banggar',
  'master',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  pending: 'Menunggu Persetujuan (Admin)',
  pending_panitia: 'Menunggu Persetujuan (Panitia)',
  panitia_requestor: 'Panitia Pemilihan',
  admin: 'Admin',
  banggar: 'Banggar DPM',
  master: 'Master Admin',
};

/** Roles a master may give; master itself is given only by the seed or the operator. */
export const ASSIGNABLE_ROLES = [
  'pending',
  'pending_panitia',
  'panitia_requestor',
  'admin',
  'banggar',
] as const;

/** The organisation's ministries and bodies (SPEC.md §3 and the structure page's divisions). */
export const KEMENTERIAN = [
  'Pengurus Harian',
  'Inspektorat Jenderal',
  'Sekretariat Jenderal',
  'Kementerian Keuangan',
  'Kementerian Dalam Negeri',
  'Kementerian Luar Negeri',
  'Kementerian Pemuda dan Olahraga (PORA)',
  'Kementerian PSDM',
  'Kementerian Komunikasi dan Informasi (KOMINFO)',
  'Kementerian Ekonomi Kreatif',
  'Banggar DPM',
] as const;
export type Kementerian = (typeof KEMENTERIAN)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Who acted, as the activity history names them: ministry, else display name, else login email. */
export function actorName(user: {
  kementerian: Kementerian | null;
  namaTampilan: string;
  email: string;
}): string {
  return user.kementerian ?? (user.namaTampilan.trim() || user.email);
}

export const isAdminShellRole = (role: UserRole): boolean => role === 'admin' || role === 'master';
