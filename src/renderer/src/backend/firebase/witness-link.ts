import {
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  type ActionCodeSettings,
  type Auth,
} from 'firebase/auth';
import * as z from 'zod/mini';
import { emailSchema } from '../../../../shared/accounts';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { BackendError } from '../backend-error';
import type { WitnessLink } from '../trustee-api';
import { isDocId, refuse } from './evoting-access';
import { openFirebase, type FirebaseHandles } from './firebase-app';
import type { FirebaseBackendConfig } from './firebase-config';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';

/**
 * A witness's sign-in on Firebase (issue 34 item 6): a sign-in link mailed by Firebase Auth to
 * the address the committee named, which verifies that address; the rules then let that verified
 * address write its trustee position's messages (`wali_akses/{posisi}`). No code is handed over:
 * Firebase has no server of ours to check one. The link continues to the witness page
 * (`/wali/masuk`, route-table.ts) with the election and the position in its address.
 */

/** The witness page's path (features/wali/wali-paths.ts, WITNESS_SIGN_IN_PATH). */
const WITNESS_PAGE = '/wali/masuk';
const EVENT_PARAM = 'pemilihan';
const POSITION_PARAM = 'posisi';
/** Where the browser that asked for a link keeps its address (Firebase's recommended flow). */
const REMEMBERED_EMAIL = 'bem-wali-email-tautan';

/**
 * The witnesses' own Firebase app, opened on first use: a witness signs in to it apart from the
 * account signed in to the main app, so a witness never signs a committee member or an admin
 * out on a shared browser, and the portal's session never reads as a witness (as voter-app.ts
 * for voters).
 */
export function lazyWitnessApp(h: FirebaseHandles): () => FirebaseHandles {
  let opened: FirebaseHandles | undefined;
  return () => (opened ??= openFirebase(h.config, { name: `${h.app.name}-wali` }));
}

/**
 * The site the link continues to: the public address when configured, this page's web origin,
 * else the Firebase Hosting site of the project (the desktop app's app:// origin cannot be one).
 */
function siteOrigin(config: FirebaseBackendConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const { location } = globalThis as { location?: { protocol: string; origin: string } };
  if (location && /^https?:$/.test(location.protocol)) return location.origin;
  return `https://${config.authDomain}`;
}

export function witnessLinkSettings(
  config: FirebaseBackendConfig,
  eventId: string,
  posisi: number,
): ActionCodeSettings {
  const url = new URL(WITNESS_PAGE, siteOrigin(config));
  url.searchParams.set(EVENT_PARAM, eventId);
  url.searchParams.set(POSITION_PARAM, String(posisi));
  return { url: url.toString(), handleCodeInApp: true };
}

const normalised = (email: string) => email.trim().toLowerCase();

/** localStorage's part used here (the adapter also runs in Node, which has none). */
interface AddressStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): AddressStore | null {
  try {
    return (globalThis as { localStorage?: AddressStore }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** Mails a sign-in link for that election and position; the browser remembers the address. */
export async function sendWitnessLink(
  auth: Auth,
  config: FirebaseBackendConfig,
  email: string,
  eventId: string,
  posisi: number,
  options: { remember: boolean },
): Promise<void> {
  const address = normalised(email);
  const checked = z.safeParse(emailSchema, address);
  if (!checked.success) throw refuse.field('email', checked.error.issues[0]?.message ?? '');
  await translated(() =>
    sendSignInLinkToEmail(auth, address, witnessLinkSettings(config, eventId, posisi)),
  );
  // Only on the witness's own browser: the committee's sends for its witnesses are not theirs.
  if (options.remember) storage()?.setItem(REMEMBERED_EMAIL, address);
}

/** The election and position an address names (the link's continue URL), or null. */
function targetOf(href: string): { eventId: string; posisi: number } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const eventId = url.searchParams.get(EVENT_PARAM) ?? '';
  const posisi = Number(url.searchParams.get(POSITION_PARAM));
  return isDocId(eventId) && Number.isInteger(posisi) && posisi >= 1 ? { eventId, posisi } : null;
}

export function witnessLinkOf(auth: Auth, href: string): WitnessLink | null {
  const target = targetOf(href);
  if (!target) return null;
  return {
    ...target,
    masuk: isSignInWithEmailLink(auth, href),
    email: storage()?.getItem(REMEMBERED_EMAIL) ?? null,
  };
}

const LINK_REFUSALS = new Set([
  'auth/invalid-action-code',
  'auth/expired-action-code',
  'auth/invalid-email',
  'auth/argument-error',
]);

/** Signs the witness in to their app with the link opened and the address it was sent to. */
export async function completeWitnessLink(
  auth: Auth,
  href: string,
  email: string,
): Promise<{ eventId: string; posisi: number }> {
  const target = targetOf(href);
  const invalid = () => new BackendError('VALIDATION', BELENIOS_MESSAGES.witnessLinkInvalid, 400);
  if (!target || !isSignInWithEmailLink(auth, href)) throw invalid();
  try {
    await signInWithEmailLink(auth, normalised(email), href);
  } catch (error) {
    if (LINK_REFUSALS.has(firebaseCodeOf(error) ?? '')) throw invalid();
    throw toBackendError(error);
  }
  storage()?.removeItem(REMEMBERED_EMAIL);
  return target;
}
