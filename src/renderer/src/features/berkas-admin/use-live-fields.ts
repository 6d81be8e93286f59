import type { FormField } from '../../../../shared/berkas/form-fields';
import type { Backend, LiveObserver } from '../../backend/contract';
import { useLiveValue } from '../../backend/use-live-value';

const openFormFields = (backend: Backend, observer: LiveObserver<FormField[]>) =>
  backend.berkas.watchFormFields(observer);

/** The wizard's fields ordered by position, live (Kelola Form Berkas and the answers' labels). */
export function useLiveFields() {
  const state = useLiveValue('berkas-admin:form-fields', openFormFields);
  const fields = state.value ? [...state.value].sort((a, b) => a.position - b.position) : undefined;
  return { fields, error: state.error };
}
