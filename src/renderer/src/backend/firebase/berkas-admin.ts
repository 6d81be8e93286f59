import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit as limitTo,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { deleteObject, getDownloadURL, ref as storageRef, uploadBytes } from 'firebase/storage';
import type { UserProfile } from '../../../../shared/accounts';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import type { FinalResponse, Submission } from '../../../../shared/berkas/submission';
import {
  canFinish,
  mayFinalise,
  verifierFor,
  type WorkflowResult,
} from '../../../../shared/berkas/workflow';
import { noteProblem } from '../../../../shared/berkas/workflow-input';
import {
  contentDisposition,
  fileNameFromContentDisposition,
} from '../../../../shared/berkas/stored-file';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { createFirebaseQueueApi } from './berkas-queue';
import { callerProfile, historiDoc } from './histori-writer';
import {
  checkLetterUrl,
  decodeReplyLetter,
  replyLetterPath,
  type ReplyLetter,
} from './reply-letter';
import { submissionFromDoc } from './submission-mapping';
import { statusMailDoc } from './submitter-mail-doc';
import { versionsFromDocs } from './version-mapping';
import { formFieldsFromDocs } from './form-field-mapping';
import { normaliseSearch, SEARCH_WINDOW, searchWithin } from './submission-search';
import { timestampToIso } from './timestamps';
import {
  approveChange,
  finishChange,
  historiAction,
  verifierChange,
  type WorkflowChange,
} from './workflow-updates';

const SUBMISSIONS = 'submissions';
const SUBMISSION_NOT_FOUND = 'Pengajuan tidak ditemukan.';

type Snapshot = { id: string; data(options: { serverTimestamps: 'estimate' }): unknown };
const submissionOf = (snapshot: Snapshot): Submission | null =>
  submissionFromDoc(
    snapshot.id,
    snapshot.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined,
  );

const conflict = (message: string) => new BackendError('CONFLICT', message, 409);
const invalid = (message: string) => new BackendError('VALIDATION', message, 400);

/**
 * The SI-BERKAS panel on Firestore. Every workflow step is one transaction that re-reads the
 * submission, lets the shared rules decide (as the embedded server's workflow-service.ts does,
 * with its messages) and writes the submission, its publicStatus mirror, an events entry and a
 * histori entry together; the security rules check the same transitions again.
 */
export function createFirebaseBerkasAdminApi(
  h: FirebaseHandles,
  options: { fetch?: typeof fetch } = {},
): Backend['berkasAdmin'] {
  const submissions = collection(h.db, SUBMISSIONS);

  const readSubmission = async (id: string): Promise<Submission> => {
    const snapshot = await translated(() => getDoc(doc(h.db, SUBMISSIONS, id)));
    const submission = submissionOf(snapshot);
    if (!submission) throw new BackendError('NOT_FOUND', SUBMISSION_NOT_FOUND, 404);
    return submission;
  };

  /** One workflow step: re-read, decide, write the four documents, all or nothing. */
  const runStep = async (
    id: string,
    actor: UserProfile,
    decide: (current: Submission, now: string, stamp: unknown) => WorkflowResult<WorkflowChange>,
  ): Promise<Submission> => {
    // The e-mail to the submitter needs the form's email field; read once, before the step.
    const fields = formFieldsFromDocs(
      (await translated(() => getDocs(collection(h.db, 'submissionFormFields')))).docs.map((d) => ({
        id: d.id,
        data: d.data() as Record<string, unknown> | undefined,
      })),
    );
    return translated(() =>
      runTransaction(h.db, async (tx) => {
        const ref = doc(h.db, SUBMISSIONS, id);
        const current = submissionOf(await tx.get(ref));
        if (!current) throw new BackendError('NOT_FOUND', SUBMISSION_NOT_FOUND, 404);
        const result = decide(current, new Date().toISOString(), serverTimestamp());
        if (!result.ok) throw conflict(result.message);
        const change = result.value;
        tx.update(ref, change.submissionPatch);
        tx.update(doc(h.db, 'publicStatus', id), change.publicPatch);
        tx.set(
          doc(collection(h.db, SUBMISSIONS, id, 'events')),
          historiDoc(actor, actor.id, change.event),
        );
        tx.set(
          doc(collection(h.db, 'histori')),
          historiDoc(actor, actor.id, historiAction(change)),
        );
        const mail = statusMailDoc(fields, current, change.next);
        if (mail) tx.set(doc(collection(h.db, 'mail')), mail);
        return change.next;
      }),
    );
  };

  const finaliser = async (): Promise<UserProfile> => {
    const actor = await callerProfile(h);
    if (!mayFinalise(actor)) throw BackendError.fromCode('FORBIDDEN', 403);
    return actor;
  };

  /** Uploads the reply letter; the caller deletes it again if the step then fails. */
  const uploadLetter = async (letter: ReplyLetter) => {
    const object = storageRef(h.storage, replyLetterPath(letter.name, Date.now()));
    // The stored path is a cleaned name under a timestamp; a download gets the name as chosen.
    await translated(() =>
      uploadBytes(object, letter.bytes, {
        contentType: letter.contentType,
        contentDisposition: contentDisposition(letter.name),
      }),
    );
    try {
      return { object, url: await translated(() => getDownloadURL(object)) };
    } catch (error) {
      await deleteObject(object).catch(() => undefined);
      throw error;
    }
  };

  return {
    list: async ({ status, search, limit }) => {
      const byStatus: QueryConstraint[] = status ? [where('currentStatus', '==', status)] : [];
      const needle = normaliseSearch(search);
      // Newest first; with a status this needs the composite index currentStatus + createdAt.
      const newest = (n: number) =>
        query(submissions, ...byStatus, orderBy('createdAt', 'desc'), limitTo(n));
      if (needle) {
        // No substring queries in Firestore: a bounded window, filtered here (submission-search.ts).
        const window = await translated(() => getDocs(newest(SEARCH_WINDOW)));
        const parsed = window.docs.map(submissionOf).filter((s): s is Submission => s !== null);
        return searchWithin(parsed, needle, limit);
      }
      const [page, count] = await Promise.all([
        translated(() => getDocs(newest(limit))),
        translated(() => getCountFromServer(query(submissions, ...byStatus))),
      ]);
      return {
        items: page.docs.map(submissionOf).filter((s): s is Submission => s !== null),
        total: count.data().count,
      };
    },

    watchChanges: (observer) => {
      let version = 0;
      // The most recently changed submission: any create or update changes this one result.
      return onSnapshot(
        query(submissions, orderBy('updatedAt', 'desc'), limitTo(1)),
        () => {
          version += 1;
          observer.next({ version });
        },
        (error) => observer.error?.(toBackendError(error)),
      );
    },

    detail: async (id) => {
      const submission = await readSubmission(id);
      const events = await translated(() =>
        getDocs(query(collection(h.db, SUBMISSIONS, id, 'events'), orderBy('timestamp'))),
      );
      const versions = await translated(() =>
        getDocs(query(collection(h.db, SUBMISSIONS, id, 'versions'), orderBy('version'))),
      );
      return {
        submission,
        versions: versionsFromDocs(versions.docs),
        events: events.docs.flatMap((d) => {
          const data = d.data({ serverTimestamps: 'estimate' });
          const timestamp = timestampToIso(data['timestamp']);
          return typeof data['action'] === 'string' && typeof data['oleh'] === 'string' && timestamp
            ? [{ action: data['action'], oleh: data['oleh'], timestamp }]
            : [];
        }),
        // Answers here are links the script endpoint made; the reply letter's name is in
        // finalResponse.fileName. No stored-file records to add.
        files: {},
      };
    },

    verify: async (id, action, catatan, chosen) => {
      const actor = await callerProfile(h);
      const verifier = verifierFor(actor, chosen);
      if (!verifier) throw new BackendError('FORBIDDEN', BERKAS_MESSAGES.undefinedRole, 403);
      const tooLong = noteProblem('verifierNote', catatan);
      if (tooLong) throw invalid(tooLong);
      return runStep(id, actor, (current, now, stamp) =>
        verifierChange(current, verifier, action, catatan, now, stamp),
      );
    },

    approve: async (id) => {
      const actor = await finaliser();
      return runStep(id, actor, approveChange);
    },

    finish: async (id, input) => {
      const actor = await finaliser();
      const catatan = input.catatan.trim();
      const tooLong = noteProblem('finalNote', catatan);
      if (tooLong) throw invalid(tooLong);
      // Checked before anything is uploaded, as the server does; the transaction checks again.
      const letter = input.letter ? decodeReplyLetter(input.letter) : null;
      const letterUrl = letter || !input.letterUrl?.trim() ? null : checkLetterUrl(input.letterUrl);
      const before = canFinish(await readSubmission(id), {
        catatan,
        hasLetter: Boolean(letter || letterUrl),
      });
      if (!before.ok) throw conflict(before.message);

      const uploaded = letter ? await uploadLetter(letter) : null;
      const finalResponse: FinalResponse = {
        catatan,
        fileUrl: uploaded?.url ?? letterUrl,
        fileName: letter?.name ?? (letterUrl ? 'Surat balasan' : null),
      };
      try {
        return await runStep(id, actor, (current, now, stamp) =>
          finishChange(current, finalResponse, now, stamp),
        );
      } catch (error) {
        // Nothing half-done: a letter without its follow-up is removed again.
        if (uploaded) await deleteObject(uploaded.object).catch(() => undefined);
        throw error;
      }
    },

    downloadFile: async (url) => {
      // Answers on Firebase are Drive links or Storage download URLs: public by their link, so a
      // plain request without credentials fetches them (Drive may refuse it by CORS).
      if (!/^https?:\/\//.test(url)) throw invalid('Tautan berkas tidak valid.');
      const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
      let response: Response;
      try {
        response = await fetchImpl(url, { credentials: 'omit' });
      } catch {
        throw BackendError.network();
      }
      if (!response.ok)
        throw BackendError.fromCode(
          response.status === 404
            ? 'NOT_FOUND'
            : response.status === 401 || response.status === 403
              ? 'FORBIDDEN'
              : 'INTERNAL',
          response.status,
        );
      // Storage sends the contentDisposition set at upload; other hosts may send one too.
      return {
        blob: await response.blob(),
        name: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
      };
    },

    ...createFirebaseQueueApi(h),
  };
}
