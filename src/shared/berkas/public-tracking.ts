import { VERIFIER_KEYS, type VerifierState } from './status';
import type { PublicTracking, Submission } from './submission';

/**
 * What the public sees of a submission (SPEC.md §2, Tracking page), the same on every backend:
 * no answers, and a verifier's note only while it asks for revision.
 */
export function publicVerifier<T>(state: Omit<VerifierState, 'updatedAt'> & { updatedAt: T }): {
  status: VerifierState['status'];
  updatedAt: T;
  catatan: string | null;
} {
  return {
    status: state.status,
    updatedAt: state.updatedAt,
    catatan: state.status === 'revisi' ? state.catatan : null,
  };
}

export function publicTracking(submission: Submission): PublicTracking {
  const verifiers = Object.fromEntries(
    VERIFIER_KEYS.map((key) => [key, publicVerifier(submission.verifiers[key])]),
  ) as PublicTracking['verifiers'];
  return {
    ticketId: submission.ticketId,
    namaKegiatan: submission.namaKegiatan,
    penyelenggara: submission.penyelenggara,
    currentStatus: submission.currentStatus,
    verifiers,
    finalResponse: submission.finalResponse,
    createdAt: submission.createdAt,
    updatedAt: submission.updatedAt,
  };
}
