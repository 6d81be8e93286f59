import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';

/** SPEC.md §8: a failed send shows the backend's message, or its generic one, in one sentence. */
export function submitErrorMessage(caught: unknown): string {
  return BERKAS_MESSAGES.submitError(
    caught instanceof Error && caught.message ? caught.message : BERKAS_MESSAGES.backendFailed,
  );
}
