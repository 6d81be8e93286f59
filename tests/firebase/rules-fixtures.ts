/**
 * Demo accounts and documents shared by the rules tests, for the same kinds of caller as the
 * embedded server's authorization matrix (tests/support/caller-kinds.ts).
 */
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase/firestore';

export {
  ADMIN_SHELL,
  ALL,
  BERKAS_PANEL,
  NOBODY,
  SEKJEN_OR_MASTER,
  SIGNED_IN,
  STAFF,
  type CallerKind,
} from '../support/caller-kinds';
import type { CallerKind } from '../support/caller-kinds';

export interface DemoProfile {
  email: string;
  namaTampilan: string;
  role: string;
  kementerian: string | null;
  foto: Record<string, unknown> | null;
  organisasi: string | null;
  catatan: string | null;
  disabled: boolean;
  createdAt: Timestamp;
}

const profile = (
  email: string,
  role: string,
  kementerian: string | null,
  extra: Partial<DemoProfile> = {},
): DemoProfile => ({
  email,
  namaTampilan: email.split('@')[0]!,
  role,
  kementerian,
  foto: null,
  organisasi: null,
  catatan: null,
  disabled: false,
  createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
  ...extra,
});

/** uid → profile; every caller but `anonymous`, plus a second master to protect. */
export const PROFILES: Record<string, DemoProfile> = {
  pending: profile('menunggu@bem.demo', 'pending', 'Kementerian PSDM'),
  panitia: profile('panitia@bem.demo', 'panitia_requestor', null, { organisasi: 'HIMA' }),
  sekjen: profile('sekjen@bem.demo', 'admin', 'Sekretariat Jenderal'),
  keuangan: profile('keuangan@bem.demo', 'admin', 'Kementerian Keuangan'),
  dagri: profile('dagri@bem.demo', 'admin', 'Kementerian Dalam Negeri'),
  pora: profile('pora@bem.demo', 'admin', 'Kementerian Pemuda dan Olahraga (PORA)'),
  banggar: profile('banggar@bem.demo', 'banggar', 'Banggar DPM'),
  master: profile('master@bem.demo', 'master', null, { namaTampilan: 'Master Admin' }),
  master2: profile('master2@bem.demo', 'master', null),
  nonaktif: profile('nonaktif@bem.demo', 'admin', 'Sekretariat Jenderal', { disabled: true }),
};

export const UID: Record<CallerKind, string | null> = {
  anonymous: null,
  pending: 'pending',
  panitia: 'panitia',
  'admin-sekjen': 'sekjen',
  'admin-keuangan': 'keuangan',
  'admin-dagri': 'dagri',
  'admin-pora': 'pora',
  banggar: 'banggar',
  master: 'master',
  disabled: 'nonaktif',
  // A voter signs in to Firebase Auth too, but has no users/{uid} document: no account's rights.
  voter: 'pemilih',
};

/** actorName(profile): ministry, else display name, else email. */
export function actorOf(uid: string | null): string {
  const p = uid ? PROFILES[uid] : undefined;
  if (!p) return 'anonim';
  return p.kementerian ?? (p.namaTampilan.trim() || p.email);
}

export function contextFor(env: RulesTestEnvironment, kind: CallerKind): RulesTestContext {
  const uid = UID[kind];
  if (!uid) return env.unauthenticatedContext();
  // A voter signs in to Auth with their email but has no users/{uid} profile.
  return env.authenticatedContext(uid, { email: PROFILES[uid]?.email ?? `${uid}@bem.demo` });
}

const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/demo-bem.appspot.com/o/images%2F';

/** A profile photo as the images api stores it on Cloud Storage (profilePhotoSchema). */
export const PROFILE_PHOTO = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: `${STORAGE}AbCdEfGhIjKlMnOpQrStUv.webp?alt=media&token=t-1`,
  thumbUrl: `${STORAGE}ZyXwVuTsRqPoNmLkJiHgFe.webp?alt=media&token=t-2`,
  width: 300,
  height: 400,
};

export const describeCase = (allowed: boolean) => (allowed ? 'diizinkan' : 'ditolak');
