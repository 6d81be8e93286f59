import { safeParse } from 'zod/mini';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import { apiErrorMessage, type ApiErrorCode } from '../../shared/errors';

/** An error the API answers with as-is: a code, its HTTP status and an Indonesian message. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly statusCode: number,
    message: string = apiErrorMessage(code),
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Maps zod issues to field paths → the first message for each, for forms to show inline. */
export function fieldErrors(error: Pick<$ZodError, 'issues'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses request input; bad input becomes a 400 VALIDATION answer that changes nothing. */
export function parseInput<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input);
  if (!result.success) {
    throw new AppError('VALIDATION', 400, undefined, fieldErrors(result.error));
  }
  return result.data;
}
