import type { UserProfile } from '../../src/shared/accounts';
import { adminMenuEntry, canUseAdminArea, type AdminAreaKey } from '../../src/shared/admin-menu';

/**
 * The kinds of caller every authorization matrix runs through — the embedded server's
 * (tests/contract/authorization-matrix.test.ts) and the Firebase rules' (tests/firebase) — and
 * the groups SPEC.md §6 gives them. One list, so the two matrices cannot drift apart.
 */
export type CallerKind =
  | 'anonymous'
  | 'pending'
  | 'panitia'
  | 'admin-sekjen'
  | 'admin-keuangan'
  | 'admin-dagri'
  | 'admin-pora'
  | 'banggar'
  | 'master'
  | 'disabled'
  /** A signed-in voter: e-voting's own population, with its own cookie; no account at all. */
  | 'voter';

export const ALL: readonly CallerKind[] = [
  'anonymous',
  'pending',
  'panitia',
  'admin-sekjen',
  'admin-keuangan',
  'admin-dagri',
  'admin-pora',
  'banggar',
  'master',
  'disabled',
  'voter',
];
/** Signed in with an account that is not disabled (a voter has no account). */
export const SIGNED_IN: readonly CallerKind[] = ALL.filter(
  (kind) => kind !== 'anonymous' && kind !== 'disabled' && kind !== 'voter',
);
/** Signed in as a voter. */
export const VOTER: readonly CallerKind[] = ['voter'];
/** Staff (histori writers): admin, banggar, master. */
export const STAFF: readonly CallerKind[] = [
  'admin-sekjen',
  'admin-keuangan',
  'admin-dagri',
  'admin-pora',
  'banggar',
  'master',
];
/** The admin shell: roles admin and master. */
export const ADMIN_SHELL: readonly CallerKind[] = STAFF.filter((kind) => kind !== 'banggar');
/** canUseAdminArea(…, 'berkas'). */
export const BERKAS_PANEL: readonly CallerKind[] = [
  'admin-sekjen',
  'admin-keuangan',
  'admin-dagri',
  'banggar',
  'master',
];
/** mayFinalise and canUseAdminArea(…, 'kelola-form-berkas'). */
export const SEKJEN_OR_MASTER: readonly CallerKind[] = ['admin-sekjen', 'master'];
export const NOBODY: readonly CallerKind[] = [];

/**
 * The account each kind stands for, as the menu rule sees it (null: no usable session), so the
 * callers of a declared collection's admin area are computed by the rule itself.
 */
export const CALLER_ACCOUNTS: Readonly<
  Record<CallerKind, Pick<UserProfile, 'role' | 'kementerian' | 'disabled'> | null>
> = {
  anonymous: null,
  disabled: null,
  voter: null,
  pending: { role: 'pending', kementerian: 'Kementerian PSDM', disabled: false },
  panitia: { role: 'panitia_requestor', kementerian: null, disabled: false },
  'admin-sekjen': { role: 'admin', kementerian: 'Sekretariat Jenderal', disabled: false },
  'admin-keuangan': { role: 'admin', kementerian: 'Kementerian Keuangan', disabled: false },
  'admin-dagri': { role: 'admin', kementerian: 'Kementerian Dalam Negeri', disabled: false },
  'admin-pora': {
    role: 'admin',
    kementerian: 'Kementerian Pemuda dan Olahraga (PORA)',
    disabled: false,
  },
  banggar: { role: 'banggar', kementerian: null, disabled: false },
  master: { role: 'master', kementerian: null, disabled: false },
};

/** The caller kinds the menu rule lets into an admin area. */
export const kindsInArea = (area: AdminAreaKey): readonly CallerKind[] =>
  ALL.filter((kind) => {
    const account = CALLER_ACCOUNTS[kind];
    return account !== null && canUseAdminArea(account, adminMenuEntry(area));
  });
