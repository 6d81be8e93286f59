/**
 * firestore.rules against the Firestore emulator — SI-BERKAS intake: the wizard's form fields and the public create of a submission. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import {
  type Submission,
  asCaller,
  earlier,
  formField,
  freshTicket,
  initialSubmission,
  next,
  publicCreate,
  publicOf,
  seed,
  seedSubmission,
  useRulesEnvironment,
  rulesEnv,
} from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');

describe.skipIf(SKIP !== null)('firestore.rules', () => {
  useRulesEnvironment();
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
      {
        name: 'a fieldName every object has',
        field: formField({ fieldName: 'constructor' }),
        allowed: false,
      },
      { name: 'an empty label', field: formField({ label: ' ' }), allowed: false },
      {
        name: "the editor's starting label",
        field: formField({ label: ' Label  pertanyaan baru ' }),
        allowed: false,
      },
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

    it('lets an older question that kept the starting label be reordered, not renamed to it', async () => {
      const id = `field-${next()}`;
      await seed((db) =>
        setDoc(doc(db, 'submissionFormFields', id), formField({ label: 'Label Pertanyaan Baru' })),
      );
      const fields = collection(asCaller('admin-sekjen'), 'submissionFormFields');
      await assertSucceeds(updateDoc(doc(fields, id), { position: 7 }));
      const named = `field-${next()}`;
      await seed((db) => setDoc(doc(db, 'submissionFormFields', named), formField()));
      await assertFails(updateDoc(doc(fields, named), { label: 'Label Pertanyaan Baru' }));
    });
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
          rulesEnv().unauthenticatedContext().firestore(),
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
        publicCreate(rulesEnv().unauthenticatedContext().firestore(), initialSubmission(ticket)),
      );
    });

    it('a publicStatus without its submission: ditolak', async () => {
      const submission = initialSubmission(freshTicket());
      await assertFails(
        setDoc(
          doc(rulesEnv().unauthenticatedContext().firestore(), 'publicStatus', submission.ticketId),
          publicOf(submission),
        ),
      );
    });

    it('reading a submission as the public: ditolak', async () => {
      const ticket = await seedSubmission();
      await assertFails(
        getDoc(doc(rulesEnv().unauthenticatedContext().firestore(), 'submissions', ticket)),
      );
    });
  });
});
