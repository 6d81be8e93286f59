import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import type { RecordOf } from '../../../../shared/resources/resource';
import type { Backend } from '../../backend/contract';
import { useBackendQuery } from '../../backend/use-backend-query';

type Organisation = RecordOf<typeof organisationsResource>;

/** The directory's published organisations, read once: the first snapshot, then the stream ends. */
export function readOrganisationsOnce(backend: Backend): Promise<Organisation[]> {
  return new Promise((resolve, reject) => {
    // A backend may answer during watch() itself, before its stop function is known.
    const stream: { done: boolean; stop?: () => void } = { done: false };
    const finish = () => {
      stream.done = true;
      stream.stop?.();
    };
    stream.stop = backend.resources.watch(organisationsResource, {
      next: (records) => {
        if (stream.done) return;
        finish();
        resolve(records);
      },
      error: (error) => {
        if (stream.done) return;
        finish();
        reject(error);
      },
    });
    if (stream.done) stream.stop();
  });
}

/**
 * The request form's organisations, read once rather than watched: a browser gives a site six
 * connections, and the live streams of /request-pemilihan (kept a few seconds after leaving, for a
 * quick way back) would otherwise hold the one the committee area's next page needs.
 */
export function useOrganisationsOnce(): Organisation[] | undefined {
  return useBackendQuery(['organisasi-sekali'], (backend) => readOrganisationsOnce(backend)).value;
}
