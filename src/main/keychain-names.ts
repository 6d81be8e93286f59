/**
 * The desktop app's keychain service: one for the app, with one account per server origin
 * (session-vault.ts's `sessionAccount`). Shared with the `_electron` tests, which check that the
 * entry appears on sign-in and disappears on sign-out.
 */
export const KEYCHAIN_SERVICE = 'id.ac.poltek-nuklir.bemkm.admin';
