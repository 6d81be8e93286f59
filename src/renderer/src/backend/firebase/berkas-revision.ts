import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { answersToSend, INTAKE_MESSAGES, tooManyAnswers } from '../../../../shared/berkas/intake';
import { publicVerifier } from '../../../../shared/berkas/public-tracking';
import {
  mayResubmit,
  RESUBMISSION_ACTOR,
  RESUBMISSION_EVENT,
  RESUBMISSION_MESSAGES,
  correctionProblems,
  resetVerifier,
  STATUS_AFTER_RESUBMISSION,
  verifiersToReset,
  type RevisionDraft,
} from '../../../../shared/berkas/resubmission';
import { normaliseRevisionCode } from '../../../../shared/berkas/revision-code';
import { normaliseTicket } from '../../../../shared/berkas/ticket';
import { historiActionOf } from '../../../../shared/berkas/workflow';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { formFieldsFromDocs } from './form-field-mapping';
import { answersToStore } from './intake-answers';
import { revisionKeyContent, revisionKeyId } from './revision-keys';
import { postToScriptEndpoint } from './script-endpoint';
import { publicTrackingFromDoc } from './submission-mapping';

/** More corrections than this on one submission are not looked for. */
const MAX_VERSIONS = 50;

interface CurrentKey {
  ticketId: string;
  code: string;
  version: number;
  answers: Record<string, string>;
  files: Record<string, string>;
  fileLinks: Record<string, string>;
  createdAt: unknown;
}

const wrongCode = () => new BackendError('FORBIDDEN', RESUBMISSION_MESSAGES.wrongCode, 403);
const strings = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

/**
 * Corrections on Firebase (docs/FIREBASE.md, "Corrections"): the code never leaves the browser;
 * the key of the current version, SHA-256(ticket, code, version), is the one document id that
 * opens the answers and lets the rules accept the correction.
 */
export function createFirebaseRevisionApi(
  h: FirebaseHandles,
  options: { fetch?: typeof fetch } = {},
): Pick<Backend['berkas'], 'openRevision' | 'resubmit'> {
  /** The newest key this ticket and code open; versions are few, so they are tried in order. */
  async function currentKey(ticketInput: string, codeInput: string): Promise<CurrentKey> {
    const ticketId = normaliseTicket(ticketInput);
    const code = normaliseRevisionCode(codeInput);
    if (!ticketId || !code) throw wrongCode();
    let found: CurrentKey | null = null;
    for (let version = 1; version <= MAX_VERSIONS; version += 1) {
      const snapshot = await translated(async () =>
        getDoc(doc(h.db, 'revisionKeys', await revisionKeyId(ticketId, code, version))),
      );
      const data = snapshot.data() as Record<string, unknown> | undefined;
      if (!data || data['ticketId'] !== ticketId) break;
      found = {
        ticketId,
        code,
        version,
        answers: strings(data['answers']),
        files: strings(data['files']),
        fileLinks: strings(data['fileLinks']),
        createdAt: data['createdAt'],
      };
    }
    if (!found) throw wrongCode();
    return found;
  }

  const readFields = async (): Promise<FormField[]> =>
    formFieldsFromDocs(
      (
        await translated(() =>
          getDocs(query(collection(h.db, 'submissionFormFields'), orderBy('position'))),
        )
      ).docs.map((d) => ({ id: d.id, data: d.data() as Record<string, unknown> | undefined })),
    );

  const readTracking = async (ticketId: string) => {
    const snapshot = await translated(() => getDoc(doc(h.db, 'publicStatus', ticketId)));
    const view = publicTrackingFromDoc(
      ticketId,
      snapshot.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined,
    );
    if (!view) throw wrongCode();
    return view;
  };

  return {
    openRevision: async (ticketId, revisionCode): Promise<RevisionDraft> => {
      const key = await currentKey(ticketId, revisionCode);
      return {
        ticketId: key.ticketId,
        namaKegiatan: key.answers['namaKegiatan'] ?? '',
        answers: key.answers,
        files: key.files,
      };
    },

    resubmit: async (ticketInput, revisionCode, input, onProgress) => {
      const key = await currentKey(ticketInput, revisionCode);
      const { ticketId } = key;
      const before = await readTracking(ticketId);
      if (!mayResubmit(before.currentStatus))
        throw new BackendError('CONFLICT', RESUBMISSION_MESSAGES.notInRevision, 409);
      const fields = await readFields();
      const problems = correctionProblems(fields, input, key.files);
      const first = Object.values(problems)[0];
      if (first) throw new BackendError('VALIDATION', first, 400, problems);

      // New files go to the script endpoint as at the intake; kept files keep their links.
      const sent = answersToSend(fields, input);
      const uploads = Object.values(sent).some((value) => value.startsWith('data:'));
      const { data } = uploads
        ? await postToScriptEndpoint(h.config.berkasScriptUrl, sent, {
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(onProgress ? { onProgress } : {}),
          })
        : { data: sent };
      const answers = answersToStore(fields, sent, data);
      for (const [fieldName, link] of Object.entries(key.fileLinks))
        if (!(fieldName in sent) && key.files[fieldName]) answers[fieldName] = link;
      if (tooManyAnswers(answers))
        throw new BackendError('VALIDATION', INTAKE_MESSAGES.invalid, 400);
      const previousAnswers = { ...key.answers, ...key.fileLinks };

      const stamp = serverTimestamp();
      const nextKey = await revisionKeyId(ticketId, key.code, key.version + 1);
      const content = revisionKeyContent(fields, sent, answers, key.files);
      const verifierPatch: Record<string, unknown> = {};
      const publicPatch: Record<string, unknown> = {};
      // Only the verifiers who asked change: the others are left exactly as they are.
      for (const verifier of verifiersToReset(before.verifiers)) {
        const reset = resetVerifier(stamp);
        verifierPatch[`verifiers.${verifier}`] = reset;
        publicPatch[`verifiers.${verifier}`] = publicVerifier(reset);
      }
      const common = {
        namaKegiatan: answers['namaKegiatan'] ?? '',
        penyelenggara: answers['penyelenggara'] ?? '',
        currentStatus: STATUS_AFTER_RESUBMISSION,
        updatedAt: stamp,
      };
      const batch = writeBatch(h.db);
      batch.set(doc(h.db, 'submissions', ticketId, 'versions', String(key.version)), {
        version: key.version,
        answers: previousAnswers,
        submittedAt: key.createdAt,
        replacedAt: stamp,
      });
      batch.update(doc(h.db, 'submissions', ticketId), {
        ...common,
        ...verifierPatch,
        answers,
        revisionVersion: key.version + 1,
        revisionKey: await revisionKeyId(ticketId, key.code, key.version),
      });
      batch.update(doc(h.db, 'publicStatus', ticketId), { ...common, ...publicPatch });
      batch.set(doc(h.db, 'revisionKeys', nextKey), {
        ticketId,
        version: key.version + 1,
        ...content,
        createdAt: stamp,
      });
      const entry = { oleh: RESUBMISSION_ACTOR, uid: null, timestamp: stamp };
      batch.set(doc(collection(h.db, 'submissions', ticketId, 'events')), {
        ...entry,
        action: RESUBMISSION_EVENT,
      });
      batch.set(doc(collection(h.db, 'histori')), {
        ...entry,
        action: historiActionOf(RESUBMISSION_EVENT, ticketId),
      });
      await translated(() => batch.commit());
      return readTracking(ticketId);
    },
  };
}
