/**
 * firestore.rules against the Firestore emulator — the SI-BERKAS ACC guard and the final follow-up. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import {
  APPROVED,
  type Submission,
  VERIFIED,
  approvalWrite,
  asCaller,
  commitWorkflow,
  earlier,
  finalWrite,
  seedSubmission,
  verifiersAll,
  useRulesEnvironment,
} from './firestore-rules-support';
import { UID, describeCase, type CallerKind } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');

describe.skipIf(SKIP !== null)('firestore.rules', () => {
  useRulesEnvironment();
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
        // Issue 33, item 4: the letter's name is plain text (src/shared/file-name.ts).
        name: 'a letter whose name has a right-to-left override',
        kind: 'master',
        state: APPROVED,
        response: { catatan: '', fileUrl: letter, fileName: 'surat\u202Efdp.pdf' },
        allowed: false,
      },
      {
        name: 'a letter whose name has CR/LF or a quote',
        kind: 'master',
        state: APPROVED,
        response: { catatan: '', fileUrl: letter, fileName: 'surat\r\n"final".pdf' },
        allowed: false,
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
});
