import type { FormField } from '../../../../shared/berkas/form-fields';
import type { Backend, LiveObserver } from '../../backend/contract';
import type { LiveState } from '../../backend/live-value-cache';
import { useLiveValue } from '../../backend/use-live-value';

const openFormFields = (backend: Backend, observer: LiveObserver<FormField[]>) =>
  backend.berkas.watchFormFields(observer);

/** The wizard's field definitions ordered by position, live. */
export function useFormFields(): LiveState<FormField[]> {
  return useLiveValue('berkas/form-fields', openFormFields);
}
