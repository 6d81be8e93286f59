import { useCallback, useEffect } from 'react';
import type { FormFields } from '../forms/form-helpers';

// In memory only, and only across a visit to the terms page: never written to storage, gone on
// reload, and used once.
const drafts = new Map<string, object>();

/** The values to start a form with: the defaults, with the kept draft (if any) on top. */
export function restoreDraft<Values extends object>(key: string, defaults: Values): Values {
  const draft = drafts.get(key);
  return draft ? { ...defaults, ...draft } : defaults;
}

/**
 * Lets a registration form keep what was typed while the user reads the terms. Returns `keep`,
 * to call when leaving for the terms page; the `secret` fields (passwords) are never kept. The
 * draft is forgotten once the form has been shown again.
 */
export function useFormDraft<Values extends object>(
  key: string,
  form: FormFields<Values>,
  secret: readonly (keyof Values & string)[],
): () => void {
  const { getValues } = form;
  useEffect(() => {
    drafts.delete(key);
  }, [key]);
  const secretKey = secret.join(',');
  return useCallback(() => {
    const values: Record<string, unknown> = { ...(getValues() as Record<string, unknown>) };
    for (const field of secretKey.split(',')) delete values[field];
    drafts.set(key, values);
  }, [key, getValues, secretKey]);
}
