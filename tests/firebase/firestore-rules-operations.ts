/**
 * The authorization matrix of firestore.rules: every protected read and write, and which kinds of
 * caller may do it (docs/FIREBASE.md), in the shape of tests/contract/authorization-matrix.test.ts.
 */
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  APPROVED,
  type Db,
  OWN_VERIFIER,
  VERIFIED,
  approvalWrite,
  commitWorkflow,
  finalWrite,
  formField,
  freshTarget,
  freshTicket,
  initialSubmission,
  logEntry,
  publicCreate,
  seedEvents,
  seedField,
  seedSubmission,
  verifierWrite,
} from './firestore-rules-support';
import {
  ADMIN_SHELL,
  ALL,
  BERKAS_PANEL,
  NOBODY,
  PROFILE_PHOTO,
  PROFILES,
  SEKJEN_OR_MASTER,
  SIGNED_IN,
  STAFF,
  UID,
  type CallerKind,
} from './rules-fixtures';
import { kindsInArea } from '../support/caller-kinds';

export interface ProtectedOperation {
  name: string;
  allowed: readonly CallerKind[];
  run: (db: Db, kind: CallerKind) => Promise<unknown>;
}

/**
 * Turns flags of settings/general to the opposite of what they are now (the matrix's calls share
 * one database), so each call really changes exactly these fields.
 */
async function flipSettings(db: Db, flags: readonly string[]): Promise<void> {
  const ref = doc(db, 'settings', 'general');
  const current = (await getDoc(ref)).data() ?? {};
  const next = Object.fromEntries(flags.map((flag) => [flag, current[flag] === false]));
  await setDoc(ref, next, { merge: true });
}

export const OPERATIONS: ProtectedOperation[] = [
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
    name: 'edit own namaTampilan and remove own foto',
    allowed: SIGNED_IN,
    run: (db, kind) =>
      updateDoc(doc(db, 'users', UID[kind] ?? 'pending'), {
        namaTampilan: PROFILES[UID[kind] ?? 'pending']!.namaTampilan,
        foto: null,
      }),
  },
  {
    // mayUploadImages: the photo is an image the account may upload (an active admin or master).
    name: 'set own foto to an uploaded image',
    allowed: ADMIN_SHELL,
    run: (db, kind) => updateDoc(doc(db, 'users', UID[kind] ?? 'pending'), { foto: PROFILE_PHOTO }),
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
    run: (db) => flipSettings(db, ['isEvotingPublished']),
  },
  {
    // Kelola Layanan's switch: its writers change that one field, nothing else of the document.
    name: 'set isPublishedFeaturedServices',
    allowed: kindsInArea('layanan'),
    run: (db) => flipSettings(db, ['isPublishedFeaturedServices']),
  },
  {
    name: 'set isEvotingPublished with isPublishedFeaturedServices',
    allowed: ['master'],
    run: (db) => flipSettings(db, ['isEvotingPublished', 'isPublishedFeaturedServices']),
  },
  // histori
  { name: 'list histori', allowed: ['master'], run: (db) => getDocs(collection(db, 'histori')) },
  {
    name: 'add an own histori entry',
    // Staff, and committee accounts (an election's committee records its actions, issue 18).
    allowed: [...STAFF, 'panitia'],
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
    name: 'count submissions by status (the filter counts)',
    allowed: BERKAS_PANEL,
    run: (db) =>
      getCountFromServer(
        query(collection(db, 'submissions'), where('currentStatus', '==', 'Diajukan')),
      ),
  },
  {
    name: 'list submissions waiting for a verifier (the work queue)',
    allowed: BERKAS_PANEL,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'submissions'),
          where('verifiers.kemenkeu.status', '==', 'menunggu'),
          where('currentStatus', 'in', [
            'Diajukan',
            'Dalam Proses Verifikasi',
            'Revisi Diperlukan',
          ]),
        ),
      ),
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
