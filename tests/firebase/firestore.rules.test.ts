/**
 * firestore.rules against the Firestore emulator: every kind of caller against every protected
 * read and write (the shape of tests/contract/authorization-matrix.test.ts), then the guards of
 * docs/FIREBASE.md one by one. Skipped, with the reason printed, where the emulator does not run.
 */
import fs from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type FieldValue,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { skipReason } from './emulators';
import {
  ALL,
  BERKAS_PANEL,
  NOBODY,
  PROFILES,
  SEKJEN_OR_MASTER,
  SIGNED_IN,
  STAFF,
  UID,
  actorOf,
  contextFor,
  describeCase,
  type CallerKind,
} from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
type VerifierKey = 'sekjend' | 'kemendagri' | 'kemenkeu' | 'banggar';
type VerifierStatus = 'menunggu' | 'diverifikasi' | 'revisi';
const KEYS: readonly VerifierKey[] = ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'];

let env: RulesTestEnvironment;

/** Writes with the rules off (fixtures). */
const seed = (write: (db: Db) => Promise<unknown>) =>
  env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });

let counter = 0;
const next = () => (counter += 1);
const freshTicket = () => `BEM-2026-${String(10000 + next()).padStart(5, '0')}`;
const earlier = Timestamp.fromDate(new Date('2026-02-01T00:00:00Z'));

// ── Submissions ───────────────────────────────────────────────────────────────────────────────

interface VerifierState {
  status: VerifierStatus;
  updatedAt: Timestamp | FieldValue | null;
  catatan: string;
}
type Verifiers = Record<VerifierKey, VerifierState>;

const verifiersAll = (status: VerifierStatus): Verifiers =>
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

function initialSubmission(ticketId: string, time: Timestamp | FieldValue = serverTimestamp()) {
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
type Submission = ReturnType<typeof initialSubmission>;

const publicVerifier = (v: VerifierState) => ({
  status: v.status,
  updatedAt: v.updatedAt,
  catatan: v.status === 'revisi' ? v.catatan : null,
});

/** publicStatus/{ticket} of a submission. */
function publicOf(s: Submission) {
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
async function seedSubmission(state: Partial<Submission> = {}): Promise<string> {
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

const VERIFIED = {
  currentStatus: 'Dalam Proses Verifikasi',
  verifiers: verifiersAll('diverifikasi'),
};
const APPROVED = { currentStatus: 'Disetujui', verifiers: verifiersAll('diverifikasi') };

const logEntry = (uid: string | null, action: string) => ({
  action,
  oleh: actorOf(uid),
  uid: uid ?? 'anonim',
  timestamp: serverTimestamp(),
});

interface WorkflowWrite {
  /** The submission's changed fields. */
  submission: DocumentData;
  /** The mirror's changed fields; null leaves publicStatus out of the batch. */
  mirror: DocumentData | null;
  action: string;
}

/** The adapter's batch: submission, its mirror, an events entry and a histori entry. */
async function commitWorkflow(db: Db, uid: string | null, ticket: string, write: WorkflowWrite) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'submissions', ticket), write.submission);
  if (write.mirror) batch.update(doc(db, 'publicStatus', ticket), write.mirror);
  batch.set(doc(collection(db, 'submissions', ticket, 'events')), logEntry(uid, write.action));
  batch.set(doc(collection(db, 'histori')), logEntry(uid, `${write.action} ${ticket}`));
  await batch.commit();
}

/** One verifier action as the adapter writes it. */
function verifierWrite(
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

const approvalWrite = (): WorkflowWrite => ({
  submission: { currentStatus: 'Disetujui', updatedAt: serverTimestamp() },
  mirror: { currentStatus: 'Disetujui', updatedAt: serverTimestamp() },
  action: 'ACC',
});

function finalWrite(finalResponse: DocumentData, currentStatus = 'Selesai'): WorkflowWrite {
  return {
    submission: { currentStatus, finalResponse, updatedAt: serverTimestamp() },
    mirror: { currentStatus, finalResponse, updatedAt: serverTimestamp() },
    action: 'Tindak lanjut akhir',
  };
}

/** The public create: the submission and its mirror in one batch. */
async function publicCreate(
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
async function freshTarget(): Promise<string> {
  const uid = `target-${(targetCount += 1)}`;
  await seed((db) =>
    setDoc(doc(db, 'users', uid), {
      ...PROFILES['pending']!,
      email: `${uid}@bem.demo`,
      namaTampilan: `Target ${targetCount}`,
    }),
  );
  return uid;
}

const formField = (overrides: DocumentData = {}) => ({
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

async function seedField(): Promise<string> {
  const id = `field-${next()}`;
  await seed((db) => setDoc(doc(db, 'submissionFormFields', id), formField()));
  return id;
}

const registration = (uid: string, overrides: DocumentData = {}) => ({
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
const OWN_VERIFIER: Record<CallerKind, VerifierKey> = {
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
};

interface ProtectedOperation {
  name: string;
  allowed: readonly CallerKind[];
  run: (db: Db, kind: CallerKind) => Promise<unknown>;
}

const OPERATIONS: ProtectedOperation[] = [
  // users/{uid}
  {
    name: 'get own users/{uid}',
    allowed: [...SIGNED_IN, 'disabled'],
    run: (db, kind) => getDoc(doc(db, 'users', UID[kind] ?? 'pending')),
  },
  {
    name: "get another user's profile",
    allowed: ['master'],
    run: (db) => getDoc(doc(db, 'users', 'pending')),
  },
  { name: 'list users', allowed: ['master'], run: (db) => getDocs(collection(db, 'users')) },
  {
    name: 'list pending users by role',
    allowed: ['master'],
    run: (db) => getDocs(query(collection(db, 'users'), where('role', '==', 'pending'))),
  },
  {
    name: 'edit own namaTampilan and foto',
    allowed: SIGNED_IN,
    run: (db, kind) =>
      updateDoc(doc(db, 'users', UID[kind] ?? 'pending'), {
        namaTampilan: PROFILES[UID[kind] ?? 'pending']!.namaTampilan,
        foto: 'data:image/png;base64,iVBORw0KGgo=',
      }),
  },
  {
    name: 'give oneself another role',
    allowed: NOBODY,
    run: (db, kind) =>
      updateDoc(doc(db, 'users', UID[kind] ?? 'pending'), {
        role: 'admin',
        kementerian: 'Sekretariat Jenderal',
      }),
  },
  {
    name: "change another user's role and ministry",
    allowed: ['master'],
    run: async (db) =>
      updateDoc(doc(db, 'users', await freshTarget()), {
        role: 'admin',
        kementerian: 'Sekretariat Jenderal',
      }),
  },
  {
    name: 'disable another user',
    allowed: ['master'],
    run: async (db) => updateDoc(doc(db, 'users', await freshTarget()), { disabled: true }),
  },
  {
    name: 'make another user master',
    allowed: NOBODY,
    run: async (db) => updateDoc(doc(db, 'users', await freshTarget()), { role: 'master' }),
  },
  {
    name: "change another user's email",
    allowed: NOBODY,
    run: async (db) => updateDoc(doc(db, 'users', await freshTarget()), { email: 'lain@bem.demo' }),
  },
  {
    name: 'disable a master',
    allowed: NOBODY,
    run: (db) => updateDoc(doc(db, 'users', 'master2'), { disabled: true }),
  },
  {
    name: 'delete another user',
    allowed: ['master'],
    run: async (db) => deleteDoc(doc(db, 'users', await freshTarget())),
  },
  {
    name: 'delete a master',
    allowed: NOBODY,
    run: (db) => deleteDoc(doc(db, 'users', 'master2')),
  },
  // settings/general
  {
    name: 'get settings/general',
    allowed: ALL,
    run: (db) => getDoc(doc(db, 'settings', 'general')),
  },
  {
    name: 'set isEvotingPublished',
    allowed: ['master'],
    run: (db) => setDoc(doc(db, 'settings', 'general'), { isEvotingPublished: false }),
  },
  // histori
  { name: 'list histori', allowed: ['master'], run: (db) => getDocs(collection(db, 'histori')) },
  {
    name: 'add an own histori entry',
    allowed: STAFF,
    run: (db, kind) => setDoc(doc(collection(db, 'histori')), logEntry(UID[kind], 'Matriks')),
  },
  {
    name: 'edit a histori entry',
    allowed: NOBODY,
    run: (db) => updateDoc(doc(db, 'histori', 'seeded'), { action: 'Diubah' }),
  },
  {
    name: 'delete a histori entry',
    allowed: NOBODY,
    run: (db) => deleteDoc(doc(db, 'histori', 'seeded')),
  },
  // submissionFormFields: Kelola Form Berkas
  {
    name: 'list submissionFormFields',
    allowed: ALL,
    run: (db) => getDocs(collection(db, 'submissionFormFields')),
  },
  {
    name: 'add a form field',
    allowed: SEKJEN_OR_MASTER,
    run: (db) => setDoc(doc(collection(db, 'submissionFormFields')), formField()),
  },
  {
    name: 'edit a form field',
    allowed: SEKJEN_OR_MASTER,
    run: async (db) =>
      updateDoc(doc(db, 'submissionFormFields', await seedField()), { label: 'Baru', position: 3 }),
  },
  {
    name: 'delete a form field',
    allowed: SEKJEN_OR_MASTER,
    run: async (db) => deleteDoc(doc(db, 'submissionFormFields', await seedField())),
  },
  // submissions and publicStatus
  {
    name: 'create a submission in its initial state (public)',
    allowed: ALL,
    run: (db) => publicCreate(db, initialSubmission(freshTicket())),
  },
  {
    name: 'get a submission',
    allowed: BERKAS_PANEL,
    run: async (db) => getDoc(doc(db, 'submissions', await seedSubmission())),
  },
  {
    name: 'list submissions',
    allowed: BERKAS_PANEL,
    run: (db) => getDocs(collection(db, 'submissions')),
  },
  {
    name: 'list submissions by status',
    allowed: BERKAS_PANEL,
    run: (db) =>
      getDocs(query(collection(db, 'submissions'), where('currentStatus', '==', 'Diajukan'))),
  },
  {
    name: 'get publicStatus by ticket',
    allowed: ALL,
    run: async (db) => getDoc(doc(db, 'publicStatus', await seedSubmission())),
  },
  {
    name: 'list publicStatus',
    allowed: NOBODY,
    run: (db) => getDocs(collection(db, 'publicStatus')),
  },
  {
    name: 'list events of a submission',
    allowed: BERKAS_PANEL,
    run: async (db) => getDocs(collection(db, 'submissions', await seedSubmission(), 'events')),
  },
  {
    name: 'verifier action (Minta Revisi as own verifier)',
    allowed: BERKAS_PANEL,
    run: async (db, kind) =>
      commitWorkflow(
        db,
        UID[kind],
        await seedSubmission(),
        verifierWrite(OWN_VERIFIER[kind], 'revisi', 'Matriks'),
      ),
  },
  {
    name: 'ACC',
    allowed: SEKJEN_OR_MASTER,
    run: async (db, kind) =>
      commitWorkflow(db, UID[kind], await seedSubmission(VERIFIED), approvalWrite()),
  },
  {
    name: 'final follow-up',
    allowed: SEKJEN_OR_MASTER,
    run: async (db, kind) =>
      commitWorkflow(
        db,
        UID[kind],
        await seedSubmission(APPROVED),
        finalWrite({ catatan: 'Disetujui, silakan lanjut.', fileUrl: null, fileName: null }),
      ),
  },
  {
    name: 'delete a submission',
    allowed: NOBODY,
    run: async (db) => deleteDoc(doc(db, 'submissions', await seedSubmission())),
  },
  {
    name: 'delete a publicStatus',
    allowed: NOBODY,
    run: async (db) => deleteDoc(doc(db, 'publicStatus', await seedSubmission())),
  },
  {
    name: 'add an event without a workflow update',
    allowed: NOBODY,
    run: async (db, kind) =>
      setDoc(
        doc(collection(db, 'submissions', await seedSubmission(), 'events')),
        logEntry(UID[kind], 'Catatan lepas'),
      ),
  },
  {
    name: 'edit an event',
    allowed: NOBODY,
    run: async (db) => {
      const ticket = await seedSubmission();
      const events = await seedEvents(ticket);
      return updateDoc(doc(db, 'submissions', ticket, 'events', events), { action: 'Diubah' });
    },
  },
  {
    name: 'rewrite publicStatus alone',
    allowed: NOBODY,
    run: async (db) =>
      updateDoc(doc(db, 'publicStatus', await seedSubmission()), {
        currentStatus: 'Selesai',
        updatedAt: serverTimestamp(),
      }),
  },
  {
    name: 'write an unknown collection',
    allowed: NOBODY,
    run: (db) => setDoc(doc(db, 'voters', 'x'), { namaLengkap: 'X' }),
  },
];

/** The id of one seeded event of a submission. */
async function seedEvents(ticket: string): Promise<string> {
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

const asCaller = (kind: CallerKind) => contextFor(env, kind).firestore();

describe.skipIf(SKIP !== null)('firestore.rules', () => {
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

  describe('authorization matrix', () => {
    const rows = OPERATIONS.flatMap((operation) =>
      ALL.map((kind) => ({
        ...operation,
        kind,
        allowed: operation.allowed.includes(kind),
        outcome: describeCase(operation.allowed.includes(kind)),
      })),
    );
    it.each(rows)('$name as $kind: $outcome', async ({ run, kind, allowed }) => {
      const call = run(asCaller(kind), kind);
      if (allowed) await assertSucceeds(call);
      else await assertFails(call);
    });
  });

  describe('registration (users/{uid} create)', () => {
    const cases: { name: string; data: (uid: string) => DocumentData; allowed: boolean }[] = [
      { name: 'pending with a ministry', data: (uid) => registration(uid), allowed: true },
      {
        name: 'pending_panitia with an organisation',
        data: (uid) =>
          registration(uid, { role: 'pending_panitia', kementerian: null, organisasi: 'HIMA TKN' }),
        allowed: true,
      },
      { name: 'role admin', data: (uid) => registration(uid, { role: 'admin' }), allowed: false },
      { name: 'role master', data: (uid) => registration(uid, { role: 'master' }), allowed: false },
      {
        name: 'role banggar',
        data: (uid) => registration(uid, { role: 'banggar' }),
        allowed: false,
      },
      {
        name: 'role panitia_requestor',
        data: (uid) => registration(uid, { role: 'panitia_requestor' }),
        allowed: false,
      },
      {
        name: 'pending without a ministry',
        data: (uid) => registration(uid, { kementerian: null }),
        allowed: false,
      },
      {
        name: 'pending with an unknown ministry',
        data: (uid) => registration(uid, { kementerian: 'Kementerian Rahasia' }),
        allowed: false,
      },
      {
        name: 'pending_panitia without an organisation',
        data: (uid) => registration(uid, { role: 'pending_panitia', kementerian: null }),
        allowed: false,
      },
      {
        name: 'already disabled: false is required',
        data: (uid) => registration(uid, { disabled: true }),
        allowed: false,
      },
      {
        name: "someone else's email",
        data: (uid) => registration(uid, { email: 'master@bem.demo' }),
        allowed: false,
      },
      {
        name: 'a client clock for createdAt',
        data: (uid) => registration(uid, { createdAt: earlier }),
        allowed: false,
      },
      {
        name: 'an extra field',
        data: (uid) => registration(uid, { isAdmin: true }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ data, allowed }) => {
        const uid = `daftar-${next()}`;
        const db = env.authenticatedContext(uid, { email: `${uid}@bem.demo` }).firestore();
        const call = setDoc(doc(db, 'users', uid), data(uid));
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('creating a profile for another uid: ditolak', async () => {
      const db = env.authenticatedContext('penyusup', { email: 'penyusup@bem.demo' }).firestore();
      await assertFails(setDoc(doc(db, 'users', 'korban'), registration('penyusup')));
    });

    it('overwriting an existing profile by registering again: ditolak', async () => {
      const db = env
        .authenticatedContext('pending', { email: PROFILES['pending']!.email })
        .firestore();
      await assertFails(
        setDoc(doc(db, 'users', 'pending'), {
          ...registration('pending'),
          email: PROFILES['pending']!.email,
        }),
      );
    });

    it('anonymous registration: ditolak', async () => {
      const db = env.unauthenticatedContext().firestore();
      await assertFails(setDoc(doc(db, 'users', 'anon'), registration('anon')));
    });
  });

  describe('own profile edits', () => {
    const cases: { name: string; data: DocumentData; allowed: boolean }[] = [
      { name: 'a new name', data: { namaTampilan: 'Nama Baru' }, allowed: true },
      { name: 'removing the photo', data: { foto: null }, allowed: true },
      { name: 'a one-letter name', data: { namaTampilan: 'A' }, allowed: false },
      {
        name: 'a photo that is not an image',
        data: { foto: 'javascript:alert(1)' },
        allowed: false,
      },
      { name: 'own ministry', data: { kementerian: 'Sekretariat Jenderal' }, allowed: false },
      { name: 'own disabled flag', data: { disabled: true }, allowed: false },
      { name: 'own email', data: { email: 'lain@bem.demo' }, allowed: false },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ data, allowed }) => {
        const uid = await freshTarget();
        const db = env.authenticatedContext(uid, { email: `${uid}@bem.demo` }).firestore();
        const call = updateDoc(doc(db, 'users', uid), data);
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('master changing their own role: ditolak', async () => {
      await assertFails(updateDoc(doc(asCaller('master'), 'users', 'master'), { role: 'admin' }));
    });

    it('master deleting themself: ditolak', async () => {
      await assertFails(deleteDoc(doc(asCaller('master'), 'users', 'master')));
    });

    it('master setting an unknown ministry: ditolak', async () => {
      const uid = await freshTarget();
      await assertFails(
        updateDoc(doc(asCaller('master'), 'users', uid), { kementerian: 'Kementerian Rahasia' }),
      );
    });
  });

  describe('histori: append-only, own actor, server time', () => {
    const cases: { name: string; entry: (uid: string) => DocumentData; allowed: boolean }[] = [
      { name: 'own entry', entry: (uid) => logEntry(uid, 'Matriks'), allowed: true },
      {
        name: "someone else's uid",
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), uid: 'master' }),
        allowed: false,
      },
      {
        name: "someone else's name as oleh",
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), oleh: 'Master Admin' }),
        allowed: false,
      },
      {
        name: 'a client clock',
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), timestamp: earlier }),
        allowed: false,
      },
      {
        name: 'an empty action',
        entry: (uid) => logEntry(uid, '  '),
        allowed: false,
      },
      {
        name: 'an extra field',
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), ip: '127.0.0.1' }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      'as admin-dagri, $name: $outcome',
      async ({ entry, allowed }) => {
        const call = setDoc(doc(collection(asCaller('admin-dagri'), 'histori')), entry('dagri'));
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('master, whose oleh is the display name: diizinkan', async () => {
      await assertSucceeds(
        setDoc(doc(collection(asCaller('master'), 'histori')), logEntry('master', 'Matriks')),
      );
    });
  });

  describe('submissionFormFields validation (as admin-sekjen)', () => {
    const cases: { name: string; field: DocumentData; allowed: boolean }[] = [
      { name: 'a text field', field: formField(), allowed: true },
      {
        name: 'a select with options',
        field: formField({ type: 'select', options: ['A', 'B'], step: 3 }),
        allowed: true,
      },
      { name: 'step 0', field: formField({ step: 0 }), allowed: false },
      { name: 'step 4', field: formField({ step: 4 }), allowed: false },
      { name: 'step 1.5', field: formField({ step: 1.5 }), allowed: false },
      { name: 'step as text', field: formField({ step: '1' }), allowed: false },
      { name: 'position 1.5', field: formField({ position: 1.5 }), allowed: false },
      { name: 'type password', field: formField({ type: 'password' }), allowed: false },
      { name: 'options as text', field: formField({ options: 'A,B' }), allowed: false },
      { name: 'a select without options', field: formField({ type: 'select' }), allowed: false },
      { name: 'a bad fieldName', field: formField({ fieldName: '1 kolom' }), allowed: false },
      { name: 'an empty label', field: formField({ label: ' ' }), allowed: false },
      { name: 'required as text', field: formField({ required: 'ya' }), allowed: false },
      { name: 'an extra field', field: { ...formField(), script: 'x' }, allowed: false },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ field, allowed }) => {
        const call = setDoc(
          doc(collection(asCaller('admin-sekjen'), 'submissionFormFields')),
          field,
        );
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );
  });

  describe('public create: the initial state only', () => {
    const base = () => initialSubmission(freshTicket());
    const cases: {
      name: string;
      make: () => { submission: Submission; mirror?: DocumentData | null };
      allowed: boolean;
    }[] = [
      {
        name: 'the initial state with its mirror',
        make: () => ({ submission: base() }),
        allowed: true,
      },
      {
        name: 'without the publicStatus mirror',
        make: () => ({ submission: base(), mirror: null }),
        allowed: false,
      },
      {
        name: 'a mirror with another name',
        make: () => {
          const submission = base();
          return { submission, mirror: { ...publicOf(submission), namaKegiatan: 'Lain' } };
        },
        allowed: false,
      },
      {
        name: 'status Disetujui',
        make: () => ({ submission: { ...base(), currentStatus: 'Disetujui' } }),
        allowed: false,
      },
      {
        name: 'a verifier already diverifikasi',
        make: () => {
          const submission = base();
          return {
            submission: {
              ...submission,
              verifiers: {
                ...submission.verifiers,
                sekjend: { status: 'diverifikasi', updatedAt: null, catatan: '' },
              },
            },
          };
        },
        allowed: false,
      },
      {
        name: 'a final response',
        make: () => ({
          submission: { ...base(), finalResponse: { catatan: 'x', fileUrl: null, fileName: null } },
        }),
        allowed: false,
      },
      {
        name: 'a client clock',
        make: () => ({ submission: initialSubmission(freshTicket(), earlier) }),
        allowed: false,
      },
      {
        name: 'a malformed ticket',
        make: () => ({ submission: initialSubmission(`BEM-26-${next()}`) }),
        allowed: false,
      },
      {
        name: 'namaKegiatan not matching the answers',
        make: () => ({ submission: { ...base(), namaKegiatan: 'Lain' } }),
        allowed: false,
      },
      {
        name: 'an empty penyelenggara',
        make: () => {
          const submission = base();
          return {
            submission: {
              ...submission,
              penyelenggara: '',
              answers: { ...submission.answers, penyelenggara: '' },
            },
          };
        },
        allowed: false,
      },
      {
        name: 'more than 50 answers',
        make: () => {
          const submission = base();
          const answers: Record<string, string> = { ...submission.answers };
          for (let i = 0; i < 50; i += 1) answers[`extra${i}`] = 'x';
          return { submission: { ...submission, answers } as Submission };
        },
        allowed: false,
      },
      {
        name: 'an extra field',
        make: () => ({ submission: { ...base(), prioritas: true } as Submission }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ make, allowed }) => {
        const { submission, mirror } = make();
        const call = publicCreate(
          env.unauthenticatedContext().firestore(),
          submission,
          mirror === undefined ? publicOf(submission) : mirror,
        );
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('a create on an existing ticket (an update to the public): ditolak', async () => {
      const ticket = await seedSubmission();
      await assertFails(
        publicCreate(env.unauthenticatedContext().firestore(), initialSubmission(ticket)),
      );
    });

    it('a publicStatus without its submission: ditolak', async () => {
      const submission = initialSubmission(freshTicket());
      await assertFails(
        setDoc(
          doc(env.unauthenticatedContext().firestore(), 'publicStatus', submission.ticketId),
          publicOf(submission),
        ),
      );
    });

    it('reading a submission as the public: ditolak', async () => {
      const ticket = await seedSubmission();
      await assertFails(
        getDoc(doc(env.unauthenticatedContext().firestore(), 'submissions', ticket)),
      );
    });
  });

  describe('verifier transitions', () => {
    interface TransitionCase {
      name: string;
      kind: CallerKind;
      key: VerifierKey;
      from: VerifierStatus;
      to: VerifierStatus;
      catatan?: string;
      currentStatus?: string;
      closed?: 'Disetujui' | 'Selesai';
      allowed: boolean;
    }
    const cases: TransitionCase[] = [
      // Each verifier acts as themself.
      {
        name: 'Verifikasi',
        kind: 'admin-sekjen',
        key: 'sekjend',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: true,
      },
      {
        name: 'Verifikasi',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: true,
      },
      {
        name: 'Verifikasi',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: true,
      },
      {
        name: 'Verifikasi',
        kind: 'banggar',
        key: 'banggar',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: true,
      },
      // Master acts as any verifier.
      ...(['sekjend', 'kemendagri', 'kemenkeu', 'banggar'] as const).map((key) => ({
        name: 'Verifikasi',
        kind: 'master' as const,
        key,
        from: 'menunggu' as const,
        to: 'diverifikasi' as const,
        allowed: true,
      })),
      // Nobody else acts as another verifier.
      {
        name: 'Verifikasi for another verifier',
        kind: 'admin-dagri',
        key: 'sekjend',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: false,
      },
      {
        name: 'Verifikasi for another verifier',
        kind: 'admin-sekjen',
        key: 'kemenkeu',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: false,
      },
      {
        name: 'Verifikasi for another verifier',
        kind: 'banggar',
        key: 'kemendagri',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: false,
      },
      {
        name: 'Verifikasi for another verifier',
        kind: 'admin-keuangan',
        key: 'banggar',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: false,
      },
      {
        name: 'Verifikasi outside the panel',
        kind: 'admin-pora',
        key: 'sekjend',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: false,
      },
      {
        name: 'Verifikasi while disabled',
        kind: 'disabled',
        key: 'sekjend',
        from: 'menunggu',
        to: 'diverifikasi',
        allowed: false,
      },
      // The state machine.
      {
        name: 'Verifikasi after revisi',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'revisi',
        to: 'diverifikasi',
        allowed: true,
      },
      {
        name: 'Verifikasi twice',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'diverifikasi',
        to: 'diverifikasi',
        allowed: false,
      },
      {
        // The shared workflow keeps an optional note on Verifikasi (src/shared/berkas/workflow.ts).
        name: 'Verifikasi with a note',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'menunggu',
        to: 'diverifikasi',
        catatan: 'ok',
        allowed: true,
      },
      {
        name: 'Verifikasi with a note over 1000',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'menunggu',
        to: 'diverifikasi',
        catatan: 'x'.repeat(1001),
        allowed: false,
      },
      {
        name: 'Verifikasi with status Revisi Diperlukan',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'menunggu',
        to: 'diverifikasi',
        currentStatus: 'Revisi Diperlukan',
        allowed: false,
      },
      {
        name: 'Minta Revisi',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'menunggu',
        to: 'revisi',
        catatan: 'Lengkapi RAB',
        allowed: true,
      },
      {
        name: 'Minta Revisi again',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'revisi',
        to: 'revisi',
        catatan: 'Masih kurang',
        allowed: true,
      },
      {
        name: 'Minta Revisi without a note',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'menunggu',
        to: 'revisi',
        catatan: '   ',
        allowed: false,
      },
      {
        name: 'Minta Revisi with a note over 1000',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'menunggu',
        to: 'revisi',
        catatan: 'x'.repeat(1001),
        allowed: false,
      },
      {
        name: 'Minta Revisi after diverifikasi',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'diverifikasi',
        to: 'revisi',
        catatan: 'Lengkapi',
        allowed: false,
      },
      {
        name: 'Minta Revisi with status Dalam Proses Verifikasi',
        kind: 'admin-keuangan',
        key: 'kemenkeu',
        from: 'menunggu',
        to: 'revisi',
        catatan: 'Lengkapi',
        currentStatus: 'Dalam Proses Verifikasi',
        allowed: false,
      },
      {
        name: 'Batal Verifikasi',
        kind: 'banggar',
        key: 'banggar',
        from: 'diverifikasi',
        to: 'menunggu',
        allowed: true,
      },
      {
        name: 'Batal Verifikasi from menunggu',
        kind: 'banggar',
        key: 'banggar',
        from: 'menunggu',
        to: 'menunggu',
        allowed: false,
      },
      {
        name: 'Batal Verifikasi from revisi',
        kind: 'banggar',
        key: 'banggar',
        from: 'revisi',
        to: 'menunggu',
        allowed: false,
      },
      {
        name: 'Batal Verifikasi keeping a note',
        kind: 'banggar',
        key: 'banggar',
        from: 'diverifikasi',
        to: 'menunggu',
        catatan: 'x',
        allowed: false,
      },
      // Closed submissions.
      {
        name: 'Verifikasi after ACC',
        kind: 'master',
        key: 'kemendagri',
        from: 'menunggu',
        to: 'diverifikasi',
        closed: 'Disetujui',
        allowed: false,
      },
      {
        name: 'Batal Verifikasi after ACC',
        kind: 'admin-sekjen',
        key: 'sekjend',
        from: 'diverifikasi',
        to: 'menunggu',
        closed: 'Disetujui',
        allowed: false,
      },
      {
        name: 'Minta Revisi after Selesai',
        kind: 'admin-dagri',
        key: 'kemendagri',
        from: 'diverifikasi',
        to: 'revisi',
        catatan: 'x',
        closed: 'Selesai',
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name ($key $from → $to) as $kind: $outcome',
      async ({ kind, key, from, to, catatan, currentStatus, closed, allowed }) => {
        const verifiers = verifiersAll(closed ? 'diverifikasi' : 'menunggu');
        verifiers[key] = {
          status: from,
          updatedAt: from === 'menunggu' ? null : earlier,
          catatan: from === 'revisi' ? 'Lama' : '',
        };
        const ticket = await seedSubmission({
          currentStatus: closed ?? 'Dalam Proses Verifikasi',
          verifiers,
        });
        const call = commitWorkflow(
          asCaller(kind),
          UID[kind],
          ticket,
          verifierWrite(key, to, catatan ?? '', currentStatus ? { currentStatus } : {}),
        );
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('without the publicStatus mirror: ditolak', async () => {
      const ticket = await seedSubmission();
      await assertFails(
        commitWorkflow(asCaller('admin-dagri'), 'dagri', ticket, {
          ...verifierWrite('kemendagri', 'diverifikasi', ''),
          mirror: null,
        }),
      );
    });

    it('a mirror that shows the note of a verified verifier: ditolak', async () => {
      const ticket = await seedSubmission();
      const write = verifierWrite('kemendagri', 'diverifikasi', '');
      await assertFails(
        commitWorkflow(asCaller('admin-dagri'), 'dagri', ticket, {
          ...write,
          mirror: {
            ...write.mirror,
            'verifiers.kemendagri': {
              status: 'diverifikasi',
              updatedAt: serverTimestamp(),
              catatan: '',
            },
          },
        }),
      );
    });

    it('a mirror with another status: ditolak', async () => {
      const ticket = await seedSubmission();
      const write = verifierWrite('kemendagri', 'diverifikasi', '');
      await assertFails(
        commitWorkflow(asCaller('admin-dagri'), 'dagri', ticket, {
          ...write,
          mirror: { ...write.mirror, currentStatus: 'Disetujui' },
        }),
      );
    });

    it('a client clock: ditolak', async () => {
      const ticket = await seedSubmission();
      await assertFails(
        commitWorkflow(
          asCaller('admin-dagri'),
          'dagri',
          ticket,
          verifierWrite('kemendagri', 'diverifikasi', '', { time: Timestamp.now() }),
        ),
      );
    });

    it('two verifiers in one write (master): ditolak', async () => {
      const ticket = await seedSubmission();
      const one = verifierWrite('sekjend', 'diverifikasi', '');
      const two = verifierWrite('kemenkeu', 'diverifikasi', '');
      await assertFails(
        commitWorkflow(asCaller('master'), 'master', ticket, {
          submission: { ...one.submission, ...two.submission },
          mirror: { ...one.mirror, ...two.mirror },
          action: 'Dua sekaligus',
        }),
      );
    });

    it('changing the answers along with a verification: ditolak', async () => {
      const ticket = await seedSubmission();
      const write = verifierWrite('sekjend', 'diverifikasi', '');
      await assertFails(
        commitWorkflow(asCaller('admin-sekjen'), 'sekjen', ticket, {
          ...write,
          submission: { ...write.submission, 'answers.kontak': '0899' },
        }),
      );
    });

    it('an event in the batch naming someone else: ditolak', async () => {
      const ticket = await seedSubmission();
      const db = asCaller('admin-dagri');
      const write = verifierWrite('kemendagri', 'diverifikasi', '');
      const batch = writeBatch(db);
      batch.update(doc(db, 'submissions', ticket), write.submission);
      batch.update(doc(db, 'publicStatus', ticket), write.mirror!);
      batch.set(doc(collection(db, 'submissions', ticket, 'events')), {
        ...logEntry('dagri', 'Verifikasi'),
        oleh: 'Sekretariat Jenderal',
      });
      await assertFails(batch.commit());
    });
  });

  describe('ACC guard', () => {
    const cases: {
      name: string;
      kind: CallerKind;
      state: Partial<Submission>;
      allowed: boolean;
    }[] = [
      { name: 'all four verified', kind: 'admin-sekjen', state: VERIFIED, allowed: true },
      { name: 'all four verified', kind: 'master', state: VERIFIED, allowed: true },
      {
        name: 'all four verified, as Dalam Negeri',
        kind: 'admin-dagri',
        state: VERIFIED,
        allowed: false,
      },
      { name: 'all four verified, as banggar', kind: 'banggar', state: VERIFIED, allowed: false },
      {
        name: 'one still menunggu',
        kind: 'master',
        state: {
          currentStatus: 'Dalam Proses Verifikasi',
          verifiers: {
            ...verifiersAll('diverifikasi'),
            banggar: { status: 'menunggu', updatedAt: null, catatan: '' },
          },
        },
        allowed: false,
      },
      {
        name: 'one asking for revisi',
        kind: 'master',
        state: {
          currentStatus: 'Revisi Diperlukan',
          verifiers: {
            ...verifiersAll('diverifikasi'),
            kemenkeu: { status: 'revisi', updatedAt: earlier, catatan: 'x' },
          },
        },
        allowed: false,
      },
      { name: 'already Disetujui', kind: 'master', state: APPROVED, allowed: false },
      {
        name: 'already Selesai',
        kind: 'master',
        state: {
          currentStatus: 'Selesai',
          verifiers: verifiersAll('diverifikasi'),
          finalResponse: { catatan: 'x', fileUrl: null, fileName: null },
        },
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name as $kind: $outcome',
      async ({ kind, state, allowed }) => {
        const ticket = await seedSubmission(state);
        const call = commitWorkflow(asCaller(kind), UID[kind], ticket, approvalWrite());
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('ACC that also sets a final response: ditolak', async () => {
      const ticket = await seedSubmission(VERIFIED);
      const write = approvalWrite();
      const finalResponse = { catatan: 'x', fileUrl: null, fileName: null };
      await assertFails(
        commitWorkflow(asCaller('master'), 'master', ticket, {
          ...write,
          submission: { ...write.submission, finalResponse },
          mirror: { ...write.mirror, finalResponse },
        }),
      );
    });
  });

  describe('final follow-up guard', () => {
    const letter =
      'https://firebasestorage.googleapis.com/v0/b/demo/o/final-responses%2F1_surat.pdf';
    const cases: {
      name: string;
      kind: CallerKind;
      state: Partial<Submission>;
      response: DocumentData;
      currentStatus?: string;
      allowed: boolean;
    }[] = [
      {
        name: 'a note',
        kind: 'admin-sekjen',
        state: APPROVED,
        response: { catatan: 'Lanjut', fileUrl: null, fileName: null },
        allowed: true,
      },
      {
        name: 'a letter only',
        kind: 'master',
        state: APPROVED,
        response: { catatan: '', fileUrl: letter, fileName: 'surat.pdf' },
        allowed: true,
      },
      {
        name: 'a note, as Keuangan',
        kind: 'admin-keuangan',
        state: APPROVED,
        response: { catatan: 'Lanjut', fileUrl: null, fileName: null },
        allowed: false,
      },
      {
        name: 'neither note nor letter',
        kind: 'master',
        state: APPROVED,
        response: { catatan: '  ', fileUrl: null, fileName: null },
        allowed: false,
      },
      {
        name: 'a plain-http letter',
        kind: 'master',
        state: APPROVED,
        response: { catatan: '', fileUrl: 'http://contoh.id/surat.pdf', fileName: 'surat.pdf' },
        allowed: false,
      },
      {
        name: 'a note over 2000',
        kind: 'master',
        state: APPROVED,
        response: { catatan: 'x'.repeat(2001), fileUrl: null, fileName: null },
        allowed: false,
      },
      {
        name: 'a response with an extra field',
        kind: 'master',
        state: APPROVED,
        response: { catatan: 'x', fileUrl: null, fileName: null, html: '<b>' },
        allowed: false,
      },
      {
        name: 'before ACC',
        kind: 'master',
        state: VERIFIED,
        response: { catatan: 'Lanjut', fileUrl: null, fileName: null },
        allowed: false,
      },
      {
        name: 'after Selesai',
        kind: 'master',
        state: {
          ...APPROVED,
          currentStatus: 'Selesai',
          finalResponse: { catatan: 'x', fileUrl: null, fileName: null },
        },
        response: { catatan: 'Lagi', fileUrl: null, fileName: null },
        allowed: false,
      },
      {
        name: 'to a status other than Selesai',
        kind: 'master',
        state: APPROVED,
        response: { catatan: 'Lanjut', fileUrl: null, fileName: null },
        currentStatus: 'Disetujui',
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name as $kind: $outcome',
      async ({ kind, state, response, currentStatus, allowed }) => {
        const ticket = await seedSubmission(state);
        const call = commitWorkflow(
          asCaller(kind),
          UID[kind],
          ticket,
          finalWrite(response, currentStatus),
        );
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );
  });

  describe('a disabled account can do nothing', () => {
    const attempts: { name: string; run: (db: Db) => Promise<unknown> }[] = [
      {
        name: 'edit its own name',
        run: (db) => updateDoc(doc(db, 'users', 'nonaktif'), { namaTampilan: 'Baru' }),
      },
      {
        name: 'write histori',
        run: (db) => setDoc(doc(collection(db, 'histori')), logEntry('nonaktif', 'x')),
      },
      {
        name: 'add a form field',
        run: (db) => setDoc(doc(collection(db, 'submissionFormFields')), formField()),
      },
      { name: 'list submissions', run: (db) => getDocs(collection(db, 'submissions')) },
      {
        name: 'ACC',
        run: async (db) =>
          commitWorkflow(db, 'nonaktif', await seedSubmission(VERIFIED), approvalWrite()),
      },
      { name: 'list users', run: (db) => getDocs(collection(db, 'users')) },
    ];
    it.each(attempts)('$name: ditolak', async ({ run }) => {
      await assertFails(run(asCaller('disabled')));
    });

    it('still reads its own profile (to learn it is disabled): diizinkan', async () => {
      await assertSucceeds(getDoc(doc(asCaller('disabled'), 'users', 'nonaktif')));
    });
  });
});
