/**
 * firestore.rules against the Firestore emulator — corrections after "Revisi Diperlukan" and the
 * submitter's e-mail queue (docs/FIREBASE.md, "Corrections" and "E-mail to the submitter").
 * Skipped, with the reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import {
  asCaller,
  earlier,
  freshTicket,
  initialSubmission,
  publicOf,
  seed,
  useRulesEnvironment,
  verifiersAll,
  type Db,
} from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');
const KEY_2 = 'b'.repeat(64);

/** A submission in Revisi Diperlukan (kemenkeu asked), with its version-1 revision key. */
async function seedRevision(status = 'Revisi Diperlukan'): Promise<string> {
  const ticket = freshTicket();
  const verifiers = verifiersAll('menunggu');
  verifiers.sekjend = { status: 'diverifikasi', updatedAt: earlier, catatan: 'ok' };
  verifiers.kemenkeu = { status: 'revisi', updatedAt: earlier, catatan: 'Lengkapi RAB' };
  const submission = { ...initialSubmission(ticket, earlier), currentStatus: status, verifiers };
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'submissions', ticket), submission);
    batch.set(doc(db, 'publicStatus', ticket), publicOf(submission));
    await batch.commit();
  });
  await seed((db) =>
    writeBatch(db)
      .set(doc(db, 'revisionKeys', keyFor(ticket, 1)), {
        ticketId: ticket,
        version: 1,
        answers: { namaKegiatan: 'Matriks' },
        files: {},
        fileLinks: {},
        createdAt: earlier,
      })
      .commit(),
  );
  return ticket;
}

/** Distinct 64-hex ids per ticket and version (the browser uses SHA-256; any 64 hex will do). */
const keyFor = (ticket: string, version: number) =>
  `${ticket.replace(/\D/g, '')}${version}`.padEnd(64, version === 1 ? 'a' : 'b').slice(0, 64);

/** The correction batch the Firebase adapter writes (berkas-revision.ts), with knobs to break it. */
async function correction(
  db: Db,
  ticket: string,
  options: { key?: string; patch?: DocumentData; withVersion?: boolean } = {},
) {
  const stamp = serverTimestamp();
  const answers = {
    namaKegiatan: 'Matriks Baru',
    penyelenggara: 'BEM',
    kontak: '0812',
    berkasPengajuan: 'https://drive.google.com/baru',
  };
  const reset = { status: 'menunggu', updatedAt: stamp, catatan: '' };
  const common = {
    namaKegiatan: 'Matriks Baru',
    penyelenggara: 'BEM',
    currentStatus: 'Dalam Proses Verifikasi',
    updatedAt: stamp,
  };
  const batch = writeBatch(db);
  if (options.withVersion !== false)
    batch.set(doc(db, 'submissions', ticket, 'versions', '1'), {
      version: 1,
      answers: initialSubmission(ticket).answers,
      submittedAt: earlier,
      replacedAt: stamp,
    });
  batch.update(doc(db, 'submissions', ticket), {
    ...common,
    'verifiers.kemenkeu': reset,
    answers,
    revisionVersion: 2,
    revisionKey: options.key ?? keyFor(ticket, 1),
    ...options.patch,
  });
  batch.update(doc(db, 'publicStatus', ticket), {
    ...common,
    'verifiers.kemenkeu': { status: 'menunggu', updatedAt: stamp, catatan: null },
  });
  batch.set(doc(db, 'revisionKeys', keyFor(ticket, 2)), {
    ticketId: ticket,
    version: 2,
    answers: { namaKegiatan: 'Matriks Baru' },
    files: {},
    fileLinks: {},
    createdAt: stamp,
  });
  batch.set(doc(collection(db, 'submissions', ticket, 'events')), {
    action: 'Perbaikan dikirim oleh pengaju',
    oleh: 'Pengaju',
    uid: null,
    timestamp: stamp,
  });
  batch.set(doc(collection(db, 'histori')), {
    action: `Perbaikan dikirim oleh pengaju — ${ticket}`,
    oleh: 'Pengaju',
    uid: null,
    timestamp: stamp,
  });
  await batch.commit();
}

describe.skipIf(SKIP !== null)('firestore.rules', () => {
  useRulesEnvironment();

  describe('corrections with the revision key', () => {
    it('the current key sends the correction: verifiers who asked reset, the others kept', async () => {
      const ticket = await seedRevision();
      await assertSucceeds(correction(asCaller('anonymous'), ticket));
    });

    it('a key that does not exist is refused (the ticket alone changes nothing)', async () => {
      const ticket = await seedRevision();
      await assertFails(correction(asCaller('anonymous'), ticket, { key: KEY_2 }));
    });

    it('a key of another ticket is refused', async () => {
      const other = await seedRevision();
      const ticket = await seedRevision();
      await assertFails(correction(asCaller('anonymous'), ticket, { key: keyFor(other, 1) }));
    });

    it('is refused unless the status is Revisi Diperlukan', async () => {
      const ticket = await seedRevision('Dalam Proses Verifikasi');
      await assertFails(correction(asCaller('anonymous'), ticket));
    });

    it('is refused when a verifier who did not ask is changed', async () => {
      const ticket = await seedRevision();
      await assertFails(
        correction(asCaller('anonymous'), ticket, {
          patch: { 'verifiers.sekjend': { status: 'menunggu', updatedAt: earlier, catatan: '' } },
        }),
      );
    });

    it('is refused without keeping the previous answers as a version', async () => {
      const ticket = await seedRevision();
      await assertFails(correction(asCaller('anonymous'), ticket, { withVersion: false }));
    });

    it('is refused when it also changes the final response', async () => {
      const ticket = await seedRevision();
      await assertFails(
        correction(asCaller('anonymous'), ticket, {
          patch: { finalResponse: { catatan: 'x', fileUrl: null, fileName: null } },
        }),
      );
    });

    it('keys: anyone gets one by its id, nobody lists them', async () => {
      const ticket = await seedRevision();
      await assertSucceeds(getDoc(doc(asCaller('anonymous'), 'revisionKeys', keyFor(ticket, 1))));
      await assertFails(getDocs(collection(asCaller('anonymous'), 'revisionKeys')));
      await assertFails(getDocs(collection(asCaller('master'), 'revisionKeys')));
    });

    it('versions are read by the panel only', async () => {
      const ticket = await seedRevision();
      await assertSucceeds(
        getDocs(collection(asCaller('admin-keuangan'), 'submissions', ticket, 'versions')),
      );
      await assertFails(
        getDocs(collection(asCaller('anonymous'), 'submissions', ticket, 'versions')),
      );
    });
  });

  describe('mail to the submitter', () => {
    const intakeWithMail = (db: Db, mail: DocumentData) => {
      const ticket = freshTicket();
      const submission = initialSubmission(ticket);
      submission.answers = { ...submission.answers, email: 'pengaju@example.ac.id' } as never;
      const batch = writeBatch(db);
      batch.set(doc(db, 'submissions', ticket), submission);
      batch.set(doc(db, 'publicStatus', ticket), publicOf(submission));
      batch.set(doc(collection(db, 'mail')), {
        to: 'pengaju@example.ac.id',
        message: { subject: `Berkas diterima — ${ticket}`, text: 'Halo' },
        ticketId: ticket,
        ...mail,
      });
      return batch.commit();
    };

    it('goes with the intake to the address in its answers', async () => {
      await assertSucceeds(intakeWithMail(asCaller('anonymous'), {}));
    });

    it('is refused to an address not among the answers', async () => {
      await assertFails(intakeWithMail(asCaller('anonymous'), { to: 'korban@example.com' }));
    });

    it('is refused with another subject', async () => {
      await assertFails(
        intakeWithMail(asCaller('anonymous'), { message: { subject: 'Promo', text: 'x' } }),
      );
    });

    it('is refused without a change of its submission in the same batch', async () => {
      const ticket = await seedRevision();
      const db = asCaller('anonymous');
      await assertFails(
        writeBatch(db)
          .set(doc(collection(db, 'mail')), {
            to: 'pengaju@example.ac.id',
            message: { subject: `Berkas diterima — ${ticket}`, text: 'Halo' },
            ticketId: ticket,
          })
          .commit(),
      );
      await assertFails(getDocs(collection(asCaller('master'), 'mail')));
    });
  });
});
