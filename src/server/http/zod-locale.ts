import { config } from 'zod/mini';
import id from 'zod/v4/locales/id.js';

/**
 * zod's own messages (a field of the wrong type, say) reach API clients in `error.fields`; they
 * are given in Indonesian like every other message. Global to the process, set once.
 */
export function useIndonesianValidationMessages(): void {
  config(id());
}
