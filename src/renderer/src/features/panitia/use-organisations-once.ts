import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import type { RecordOf } from '../../../../shared/resources/resource';
import type { Backend } from '../../backend/contract';
import { readLiveOnce } from '../../backend/read-live-once';
import { useBackendQuery } from '../../backend/use-backend-query';

type Organisation = RecordOf<typeof organisationsResource>;

/** The directory's published organisations, read once: the first snapshot, then the stream ends. */
export function readOrganisationsOnce(backend: Backend): Promise<Organisation[]> {
  return readLiveOnce((observer) => backend.resources.watch(organisationsResource, observer));
}

/**
 * The request form's organisations, read once rather than watched: a browser gives a site six
 * connections, and the live streams of /request-pemilihan (kept a few seconds after leaving, for a
 * quick way back) would otherwise hold the one the committee area's next page needs.
 */
export function useOrganisationsOnce(): Organisation[] | undefined {
  return useBackendQuery(['organisasi-sekali'], (backend) => readOrganisationsOnce(backend)).value;
}
