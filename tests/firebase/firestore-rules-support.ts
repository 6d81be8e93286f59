/**
 * What the firestore.rules tests share: the emulator environment (started once per file), the
 * demo documents and the writes each case makes, mirroring docs/FIREBASE.md.
 */
import fs from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type FieldValue,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { PROFILES, actorOf, contextFor, type CallerKind } from './rules-fixtures';

export type Db = ReturnType<
  ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']
>;
export type VerifierKey = 'sekjend' | 'kemendagri' | 'kemenkeu' | 'banggar';
export type VerifierStatus = 'menunggu' | 'diverifikasi' | 'revisi';
export const KEYS: readonly VerifierKey[] = ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'];

let env: RulesTestEnvironment;

/** The file's rules environment (started by useRulesEnvironment). */
export const rulesEnv = (): RulesTestEnvironment => env;

/** Writes with the rules off (fixtures). */
export const seed = (write: (db: Db) => Promise<unknown>) =>
  env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });

let counter = 0;
export const next = () => (counter += 1);
export const freshTicket = () => `BEM-2026-${String(10000 + next()).padStart(5, '0')}`;
export const earlier = Timestamp.fromDate(new Date('2026-02-01T00:00:00Z'));

// ── Submissions ───────────────────────────────────────────────────────────────────────────────

export interface VerifierState {
  status: VerifierStatus;
  updatedAt: Timestamp | FieldValue | null;
  catatan: string;
}
export type Verifiers = Record<VerifierKey, VerifierState>;

export const verifiersAll = (status: VerifierStatus): Verifiers =>
  Object.fromEntries(
    KEYS.map((key) => [
      key,
      {
        status,
        updatedAt: status === 'menunggu' ? null : earlier,
        catatan: status === 'revisi' ? 'Lengkapi' : '',
      },
    ]),
  ) as Verifiers;

export function initialSubmission(
  ticketId: string,
  time: Timestamp | FieldValue = serverTimestamp(),
) {
  return {
    ticketId,
    answers: {
      namaKegiatan: 'Matriks',
      penyelenggara: 'BEM',
      kontak: '0812',
      berkasPengajuan: 'https://drive.google.com/matriks',
    },
    namaKegiatan: 'Matriks',
    penyelenggara: 'BEM',
    currentStatus: 'Diajukan',
    verifiers: verifiersAll('menunggu'),
    finalResponse: null as DocumentData | null,
    createdAt: time,
    updatedAt: time,
  };
}
export type Submission = ReturnType<typeof initialSubmission>;

export const publicVerifier = (v: VerifierState) => ({
  status: v.status,
  updatedAt: v.updatedAt,
  catatan: v.status === 'revisi' ? v.catatan : null,
});

/** publicStatus/{ticket} of a submission. */
export function publicOf(s: Submission) {
  return {
    ticketId: s.ticketId,
    namaKegiatan: s.namaKegiatan,
    penyelenggara: s.penyelenggara,
    currentStatus: s.currentStatus,
    verifiers: Object.fromEntries(KEYS.map((key) => [key, publicVerifier(s.verifiers[key])])),
    finalResponse: s.finalResponse,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** A submission (and its mirror) already in the database, in the given state. */
export async function seedSubmission(state: Partial<Submission> = {}): Promise<string> {
  const ticket = freshTicket();
  const submission = { ...initialSubmission(ticket, earlier), ...state };
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'submissions', ticket), submission);
    batch.set(doc(db, 'publicStatus', ticket), publicOf(submission));
    batch.set(doc(collection(db, 'submissions', ticket, 'events')), {
      action: 'Pengajuan dibuat',
      oleh: 'Publik',
      uid: 'publik',
      timestamp: earlier,
    });
    await batch.commit();
  });
  return ticket;
}

export const VERIFIED = {
  currentStatus: 'Dalam Proses Verifikasi',
  verifiers: verifiersAll('diverifikasi'),
};
export const APPROVED = { currentStatus: 'Disetujui', verifiers: verifiersAll('diverifikasi') };

export const logEntry = (uid: string | null, action: string) => ({
  action,
  oleh: actorOf(uid),
  uid: uid ?? 'anonim',
  timestamp: serverTimestamp(),
});

export interface WorkflowWrite {
  /** The submission's changed fields. */
  submission: DocumentData;
  /** The mirror's changed fields; null leaves publicStatus out of the batch. */
  mirror: DocumentData | null;
  action: string;
}

/** The adapter's batch: submission, its mirror, an events entry and a histori entry. */
export async function commitWorkflow(
  db: Db,
  uid: string | null,
  ticket: string,
  write: WorkflowWrite,
) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'submissions', ticket), write.submission);
  if (write.mirror) batch.update(doc(db, 'publicStatus', ticket), write.mirror);
  batch.set(doc(collection(db, 'submissions', ticket, 'events')), logEntry(uid, write.action));
  batch.set(doc(collection(db, 'histori')), logEntry(uid, `${write.action} ${ticket}`));
  await batch.commit();
}

/** One verifier action as the adapter writes it. */
export function verifierWrite(
  key: VerifierKey,
  status: VerifierStatus,
  catatan: string,
  options: { currentStatus?: string; time?: Timestamp | FieldValue } = {},
): WorkflowWrite {
  const time = options.time ?? serverTimestamp();
  const currentStatus =
    options.currentStatus ??
    (status === 'revisi' ? 'Revisi Diperlukan' : 'Dalam Proses Verifikasi');
  const state = { status, updatedAt: time, catatan };
  return {
    submission: { [`verifiers.${key}`]: state, currentStatus, updatedAt: time },
    mirror: {
      [`verifiers.${key}`]: publicVerifier(state),
      currentStatus,
      updatedAt: time,
    },
    action: `Verifikasi ${key}: ${status}`,
  };
}

export const approvalWrite = (): WorkflowWrite => ({
  submission: { currentStatus: 'Disetujui', updatedAt: serverTimestamp() },
  mirror: { currentStatus: 'Disetujui', updatedAt: serverTimestamp() },
  action: 'ACC',
});

export function finalWrite(finalResponse: DocumentData, currentStatus = 'Selesai'): WorkflowWrite {
  return {
    submission: { currentStatus, finalResponse, updatedAt: serverTimestamp() },
    mirror: { currentStatus, finalResponse, updatedAt: serverTimestamp() },
    action: 'Tindak lanjut akhir',
  };
}

/** The public create: the submission and its mirror in one batch. */
export async function publicCreate(
  db: Db,
  submission: Submission,
  mirror: DocumentData | null = publicOf(submission),
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'submissions', submission.ticketId), submission);
  if (mirror) batch.set(doc(db, 'publicStatus', submission.ticketId), mirror);
  await batch.commit();
}

// ── Users, fields ─────────────────────────────────────────────────────────────────────────────

let targetCount = 0;
/** A fresh pending account for each call, so an allowed call cannot disturb the next one. */
export async function freshTarget(overrides: DocumentData = {}): Promise<string> {
  const uid = `target-${(targetCount += 1)}`;
  await seed((db) =>
    setDoc(doc(db, 'users', uid), {
      ...PROFILES['pending']!,
      email: `${uid}@bem.demo`,
      namaTampilan: `Target ${targetCount}`,
      ...overrides,
    }),
  );
  return uid;
}

export const formField = (overrides: DocumentData = {}) => ({
  label: 'Pertanyaan',
  fieldName: `pertanyaan${next()}`,
  type: 'text',
  placeholder: '',
  required: false,
  step: 1,
  position: 0,
  options: [],
  defaultValue: '',
  ...overrides,
});

export async function seedField(): Promise<string> {
  const id = `field-${next()}`;
  await seed((db) => setDoc(doc(db, 'submissionFormFields', id), formField()));
  return id;
}

export const registration = (uid: string, overrides: DocumentData = {}) => ({
  email: `${uid}@bem.demo`,
  namaTampilan: 'Pendaftar Baru',
  role: 'pending',
  kementerian: 'Kementerian PSDM',
  foto: null,
  organisasi: null,
  catatan: null,
  disabled: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

// ── The matrix ────────────────────────────────────────────────────────────────────────────────

/** Who the caller acts as in the SI-BERKAS panel (master picks sekjend; outsiders try sekjend). */
export const OWN_VERIFIER: Record<CallerKind, VerifierKey> = {
  anonymous: 'sekjend',
  pending: 'sekjend',
  panitia: 'sekjend',
  'admin-sekjen': 'sekjend',
  'admin-keuangan': 'kemenkeu',
  'admin-dagri': 'kemendagri',
  'admin-pora': 'sekjend',
  banggar: 'banggar',
  master: 'sekjend',
  disabled: 'sekjend',
  voter: 'sekjend',
};

/** The id of one seeded event of a submission. */
export async function seedEvents(ticket: string): Promise<string> {
  const id = `event-${next()}`;
  await seed((db) =>
    setDoc(doc(db, 'submissions', ticket, 'events', id), {
      action: 'Seed',
      oleh: 'Sekretariat Jenderal',
      uid: 'sekjen',
      timestamp: earlier,
    }),
  );
  return id;
}

export const asCaller = (kind: CallerKind) => contextFor(env, kind).firestore();

/** Starts the rules environment for the file's tests and seeds the profiles, settings and a log. */
export function useRulesEnvironment(): void {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-bem-portal',
      firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
    });
    await env.clearFirestore();
    await seed(async (db) => {
      const batch = writeBatch(db);
      for (const [uid, profile] of Object.entries(PROFILES))
        batch.set(doc(db, 'users', uid), profile);
      batch.set(doc(db, 'settings', 'general'), { isEvotingPublished: true });
      batch.set(doc(db, 'histori', 'seeded'), {
        action: 'Seed',
        oleh: 'Master Admin',
        uid: 'master',
        timestamp: earlier,
      });
      await batch.commit();
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
}
