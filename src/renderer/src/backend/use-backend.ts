import { useBackendContext } from './BackendProvider';
import type { Backend } from './contract';

/**
 * The backend for actions (sign in, save, approve…). A promise: the adapter's code may still be
 * downloading on first use. Live reads go through useLiveQuery instead.
 */
export function useBackend(): Promise<Backend> {
  return useBackendContext().backend;
}
