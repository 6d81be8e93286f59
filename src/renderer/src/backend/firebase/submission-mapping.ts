import { serverTimestamp } from 'firebase/firestore';
import { safeParse } from 'zod/mini';
import {
  INITIAL_STATUS,
  initialVerifiers,
  VERIFIER_KEYS,
  type VerifierKey,
} from '../../../../shared/berkas/status';
import {
  publicTrackingSchema,
  submissionSchema,
  type PublicTracking,
  type Submission,
} from '../../../../shared/berkas/submission';
import { publicVerifier } from '../../../../shared/berkas/public-tracking';
import { plainFinalResponse } from '../../../../shared/berkas/stored-file';
import { timestampToIso } from './timestamps';

/**
 * `submissions/{ticketId}` and its public mirror `publicStatus/{ticketId}` (docs/FIREBASE.md) ↔
 * the domain types. Reading, every Timestamp becomes an ISO string and the result is parsed with
 * the shared schema: a document that does not fit is treated as absent rather than half-trusted.
 * A reply letter's name is made plain (file-name.ts), also when it was stored before the rules
 * required it.
 */

type DocData = Record<string, unknown> | undefined;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Each verifier's `updatedAt` Timestamp as ISO; anything else is left for the schema to judge. */
function verifiersFromDoc(raw: unknown): Record<string, unknown> {
  const verifiers = record(raw);
  return Object.fromEntries(
    VERIFIER_KEYS.map((key) => {
      const state = record(verifiers[key]);
      return [key, { ...state, updatedAt: timestampToIso(state['updatedAt']) }];
    }),
  );
}

/** The document id is the ticket; a document whose `ticketId` says otherwise is not trusted. */
export function submissionFromDoc(id: string, data: DocData): Submission | null {
  if (!data || data['ticketId'] !== id) return null;
  const parsed = safeParse(submissionSchema, {
    id,
    ticketId: data['ticketId'],
    answers: data['answers'],
    namaKegiatan: data['namaKegiatan'],
    penyelenggara: data['penyelenggara'],
    currentStatus: data['currentStatus'],
    verifiers: verifiersFromDoc(data['verifiers']),
    finalResponse: data['finalResponse'] ?? null,
    createdAt: timestampToIso(data['createdAt']),
    updatedAt: timestampToIso(data['updatedAt']),
  });
  return parsed.success
    ? { ...parsed.data, finalResponse: plainFinalResponse(parsed.data.finalResponse) }
    : null;
}

export function publicTrackingFromDoc(id: string, data: DocData): PublicTracking | null {
  if (!data || data['ticketId'] !== id) return null;
  const parsed = safeParse(publicTrackingSchema, {
    ticketId: data['ticketId'],
    namaKegiatan: data['namaKegiatan'],
    penyelenggara: data['penyelenggara'],
    currentStatus: data['currentStatus'],
    verifiers: verifiersFromDoc(data['verifiers']),
    finalResponse: data['finalResponse'] ?? null,
    createdAt: timestampToIso(data['createdAt']),
    updatedAt: timestampToIso(data['updatedAt']),
  });
  return parsed.success
    ? { ...parsed.data, finalResponse: plainFinalResponse(parsed.data.finalResponse) }
    : null;
}

/**
 * The two documents a public create writes in one batch, in the initial state the rules require:
 * Diajukan, every verifier menunggu, no final response, both timestamps the server's time
 * (`stamp`; tests pass a marker to compare against).
 */
export function initialSubmissionDocs(
  ticketId: string,
  answers: Record<string, string>,
  stamp: unknown = serverTimestamp(),
): { submission: Record<string, unknown>; publicStatus: Record<string, unknown> } {
  const verifiers = initialVerifiers();
  const common = {
    ticketId,
    namaKegiatan: answers['namaKegiatan'] ?? '',
    penyelenggara: answers['penyelenggara'] ?? '',
    currentStatus: INITIAL_STATUS,
    finalResponse: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const publicVerifiers = Object.fromEntries(
    VERIFIER_KEYS.map((key: VerifierKey) => [key, publicVerifier(verifiers[key])]),
  );
  return {
    submission: { ...common, answers, verifiers },
    publicStatus: { ...common, verifiers: publicVerifiers },
  };
}
