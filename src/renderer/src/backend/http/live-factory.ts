import type * as z from 'zod/mini';
import type { LiveObserver, Unsubscribe } from '../contract';

/** Makes a `watch…` method from a live topic and the schema its values must match (http-backend.ts). */
export type LiveFactory = <S extends z.ZodMiniType>(
  path: string,
  schema: S,
) => (observer: LiveObserver<z.infer<S>>) => Unsubscribe;
