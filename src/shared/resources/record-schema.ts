import * as z from 'zod/mini';
import type { AnyResource, RecordOf } from './resource';

/**
 * A stored record as a backend sends it: the declaration's stored fields plus id and position.
 * Built as one object schema from the stored schema's shape (defineResource insists on an object),
 * not as an intersection: zod's intersection code would otherwise join every page's first load.
 */
export const recordSchema = <R extends AnyResource>(resource: R): z.ZodMiniType<RecordOf<R>> =>
  z.object({
    ...(resource.stored as unknown as z.ZodMiniObject).shape,
    id: z.string(),
    position: z.number(),
  }) as unknown as z.ZodMiniType<RecordOf<R>>;
