import { useEffect, useRef, useState } from 'react';
import type { WorkQueue } from '../../../../shared/berkas/work-queue';
import { useBackend } from '../../backend/use-backend';
import { errorMessage } from './berkas-admin-ui';

export type WorkQueueState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; queue: WorkQueue };

/** What waits for the signed-in user, re-read on every change tick (the last answer stays shown). */
export function useWorkQueue(ticks: number): WorkQueueState {
  const backend = useBackend();
  const [state, setState] = useState<WorkQueueState>({ status: 'loading' });
  const request = useRef(0);
  useEffect(() => {
    const id = ++request.current;
    backend
      .then((b) => b.berkasAdmin.workQueue())
      .then(
        (queue) => id === request.current && setState({ status: 'ready', queue }),
        (error: unknown) =>
          id === request.current && setState({ status: 'error', message: errorMessage(error) }),
      );
  }, [backend, ticks]);
  return state;
}
