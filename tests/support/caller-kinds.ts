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
  | 'disabled';

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
];
/** Signed in with an account that is not disabled. */
export const SIGNED_IN: readonly CallerKind[] = ALL.filter(
  (kind) => kind !== 'anonymous' && kind !== 'disabled',
);
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
