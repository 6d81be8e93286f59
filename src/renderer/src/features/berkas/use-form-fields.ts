import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';

/** The wizard's field definitions ordered by position, live. */
export function useFormFields() {
  return useLiveQuery(LIVE_TOPICS.formFields);
}
