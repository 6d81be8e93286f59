import * as z from 'zod/mini';

/**
 * A zod schema as JSON Schema, by zod's own converter, with what the rules need and JSON Schema
 * does not say marked in `x-` keywords:
 * - `x-trimmed`: the schema trims the text before its length checks (z.trim), so a minimum
 *   length counts the text without its spaces, as the hand-written `isText` did;
 * - `x-refined`: a check JSON Schema cannot carry (z.refine): the generator refuses to go on until
 *   the entry says what the rules check for it (a format) or why they leave it (byHand).
 * Sub-schemas named in `names` (an image reference…) become `$ref`s to `$defs` of that name, so
 * their rules function is written once and called.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  $schema?: string;
  'x-trimmed'?: true;
  'x-refined'?: true;
  [keyword: string]: unknown;
}

interface CheckDef {
  check: string;
  tx?: (value: unknown) => unknown;
  pattern?: RegExp;
}

const checksOf = (schema: unknown): CheckDef[] =>
  (
    (schema as { _zod: { def: { checks?: { _zod: { def: CheckDef } }[] } } })._zod.def.checks ?? []
  ).map((c) => c._zod.def);

/** z.trim() is an overwrite; so are others (z.toLowerCase…): tell it by what it does. */
const isTrim = (check: CheckDef) =>
  check.check === 'overwrite' && check.tx?.(' \t a b \n') === 'a b';

export function toJsonSchema(
  schema: z.ZodMiniType,
  names: ReadonlyMap<z.ZodMiniType, string> = new Map(),
): JsonSchema {
  const registry = z.registry<{ id: string }>();
  for (const [named, id] of names) if (named !== schema) registry.add(named, { id });
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    metadata: registry,
    override: ({ zodSchema, jsonSchema }) => {
      const checks = checksOf(zodSchema);
      const json = jsonSchema as JsonSchema;
      if (checks.some(isTrim)) json['x-trimmed'] = true;
      if (checks.some((c) => c.check === 'custom')) json['x-refined'] = true;
      for (const c of checks)
        if (c.pattern && c.pattern.flags.replace('u', '') !== '')
          throw new Error(`/${c.pattern.source}/${c.pattern.flags}: the rules have no flags`);
    },
  }) as JsonSchema;
}
