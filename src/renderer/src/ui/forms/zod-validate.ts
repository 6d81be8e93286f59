import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * Adapts a shared zod schema to @mantine/form's `validate`: the same rules as the server, with
 * the first message of each field shown under that field.
 */
export function zodValidate<Values>(schema: $ZodType) {
  return (values: Values): Record<string, string> => {
    const result = safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
