import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { AppError } from '../http/app-error';

const badParam = () => new AppError('VALIDATION', 400, 'Parameter tidak valid.');

/**
 * The parameter of a parameterised live topic (the renderer's liveQueryKey, as JSON), checked with
 * the topic's schema: anything else is a 400 before any data is read.
 */
export function parseLiveParam<S extends $ZodType>(
  schema: S,
  param: string | undefined,
): output<S> {
  if (param === undefined) throw badParam();
  let json: unknown;
  try {
    json = JSON.parse(param) as unknown;
  } catch {
    throw badParam();
  }
  const parsed = safeParse(schema, json);
  if (!parsed.success) throw badParam();
  return parsed.data;
}
