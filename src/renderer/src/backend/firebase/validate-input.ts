import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { apiErrorMessage } from '../../../../shared/errors';
import { BackendError } from '../backend-error';

/**
 * Checks input with the shared request schema before anything is sent, and refuses it the way the
 * embedded server does (VALIDATION, with the first message per field path), so forms show the
 * same inline errors whichever backend answers. The rules check again; this only spares the user
 * a round trip and a vaguer message.
 */
export function validInput<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new BackendError('VALIDATION', apiErrorMessage('VALIDATION'), 400, fields);
}
