import * as z from 'zod/mini';
import { publicTrackingSchema } from '../../shared/berkas/submission';

type JsonSchema = { [key: string]: unknown };

const isNullType = (node: unknown) =>
  typeof node === 'object' && node !== null && (node as JsonSchema)['type'] === 'null';

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes a nullable object) becomes X with `type: [.., 'null']`:
 * the serializer then writes X's properties and drops the rest, where with anyOf it would validate
 * the value against each branch and fail on an unexpected property.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableAsTypeList(value)]);
  const schema = Object.fromEntries(entries) as JsonSchema;
  const anyOf = schema['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2 && isNullType(anyOf[1])) {
    const { anyOf: _branches, ...rest } = schema;
    const branch = anyOf[0] as JsonSchema;
    if (typeof branch['type'] === 'string')
      return { ...rest, ...branch, type: [branch['type'], 'null'] };
  }
  return schema;
}

/**
 * The public tracking answer as a JSON schema, generated from the shared wire type
 * (publicTrackingSchema, which the Firebase adapter and the renderer use too), so the two cannot
 * differ. Fastify compiles it into a serializer that writes exactly these properties: an
 * allow-list, so a field added to the submission later cannot reach the public by accident — and
 * a faster serialisation than JSON.stringify on the busiest public route.
 */
const { $schema: _dialect, ...submission } = nullableAsTypeList(
  z.toJSONSchema(publicTrackingSchema, { target: 'draft-7', io: 'output' }),
) as JsonSchema;

export const TRACKING_RESPONSE_SCHEMA = {
  200: {
    type: 'object',
    required: ['submission'],
    properties: { submission },
  },
} as const;
