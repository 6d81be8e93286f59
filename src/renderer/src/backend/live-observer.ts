import type { BackendError } from './backend-error';

export type Unsubscribe = () => void;

/** A live read: the first call delivers a snapshot, later calls deliver changes. */
export interface LiveObserver<T> {
  next(value: T): void;
  /**
   * The stream is interrupted; the backend keeps trying and calls `next` again when it is back —
   * except for UNAUTHENTICATED and FORBIDDEN, after which it stops.
   */
  error?(error: BackendError): void;
}
