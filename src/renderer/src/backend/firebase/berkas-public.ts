import { collection, doc, getDoc, getDocs, onSnapshot, orderBy, query } from 'firebase/firestore';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { normaliseTicket } from '../../../../shared/berkas/ticket';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { formFieldsFromDocs } from './form-field-mapping';
import { answersToStore, checkIntake } from './intake-answers';
import { postToScriptEndpoint } from './script-endpoint';
import { publicTrackingFromDoc } from './submission-mapping';
import { createFirebaseRevisionApi } from './berkas-revision';
import { createSubmissionWithFreshTicket } from './ticket-allocation';

const FIELDS = 'submissionFormFields';

/**
 * SI-BERKAS and SI-LAKAS for the public on Firebase: the wizard's fields live from Firestore;
 * a submission goes to the script endpoint (SPEC.md §7), which stores the files in Drive, and is
 * then created under a fresh ticket; tracking reads the publicStatus mirror, the only submission
 * data the public may read.
 */
export function createFirebaseBerkasApi(
  h: FirebaseHandles,
  options: { fetch?: typeof fetch } = {},
): Backend['berkas'] {
  const fieldsQuery = () => query(collection(h.db, FIELDS), orderBy('position'));
  const docsOf = (snapshot: {
    docs: { id: string; data(o: { serverTimestamps: 'estimate' }): unknown }[];
  }) =>
    formFieldsFromDocs(
      snapshot.docs.map((d) => ({
        id: d.id,
        data: d.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined,
      })),
    );

  return {
    watchFormFields: (observer) =>
      onSnapshot(
        fieldsQuery(),
        (snapshot) => observer.next(docsOf(snapshot)),
        (error) => observer.error?.(toBackendError(error)),
      ),

    submit: async (answers, onUploadProgress) => {
      // Checked against the definitions as they are now, as the server's intake does: the form
      // may have changed since the wizard loaded it.
      const fields: FormField[] = docsOf(await translated(() => getDocs(fieldsQuery())));
      const sent = checkIntake(fields, answers);
      const { data } = await postToScriptEndpoint(h.config.berkasScriptUrl, sent, {
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(onUploadProgress ? { onProgress: onUploadProgress } : {}),
      });
      return createSubmissionWithFreshTicket(
        h,
        answersToStore(fields, sent, data),
        {},
        {
          fields,
          sent,
        },
      );
    },

    ...createFirebaseRevisionApi(h, options),

    track: async (ticketId) => {
      const ticket = normaliseTicket(ticketId);
      if (!ticket) throw new BackendError('NOT_FOUND', BERKAS_MESSAGES.ticketNotFound, 404);
      let snapshot;
      try {
        snapshot = await getDoc(doc(h.db, 'publicStatus', ticket));
      } catch (error) {
        // Offline, refused or broken: one message for all (SPEC.md §8), the code kept for logic.
        throw new BackendError(toBackendError(error).code, BERKAS_MESSAGES.lookupFailed);
      }
      const view = publicTrackingFromDoc(
        ticket,
        snapshot.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined,
      );
      if (!view) throw new BackendError('NOT_FOUND', BERKAS_MESSAGES.ticketNotFound, 404);
      return view;
    },
  };
}
