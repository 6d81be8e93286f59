/**
 * firestore.rules against the Firestore emulator — the SI-BERKAS verifier transitions: who may act as which verifier, from which state, with which note. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import {
  type VerifierKey,
  type VerifierStatus,
  asCaller,
  commitWorkflow,
  earlier,
  logEntry,
  seedSubmission,
  verifierWrite,
  verifiersAll,
  useRulesEnvironment,
} from './firestore-rules-support';
import { UID, describeCase, type CallerKind } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');

describe.skipIf(SKIP !== null)('firestore.rules', () => {
  useRulesEnvironment();
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
});
