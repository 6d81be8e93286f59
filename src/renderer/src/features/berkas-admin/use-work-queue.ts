import type { WorkQueue } from '../../../../shared/berkas/work-queue';
import { useBackendQuery, type BackendQueryState } from '../../backend/use-backend-query';

/** What waits for the signed-in user, re-read on every change tick (the last answer stays shown). */
export function useWorkQueue(ticks: number): BackendQueryState<WorkQueue> {
  return useBackendQuery([ticks], (b) => b.berkasAdmin.workQueue());
}
