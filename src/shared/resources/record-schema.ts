import * as z from 'zod/mini';
import type { AnyResource, RecordOf } from './resource';

const metaSchema = z.object({ id: z.string(), position: z.number() });

/** A stored record as a backend sends it: the declaration's stored schema plus id and position. */
export const recordSchema = <R extends AnyResource>(resource: R): z.ZodMiniType<RecordOf<R>> =>
  z.intersection(resource.stored, metaSchema) as unknown as z.ZodMiniType<RecordOf<R>>;
