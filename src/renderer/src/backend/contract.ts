import type { GeneralSettings } from '../../../shared/settings';
import type { Health } from '../../../shared/health';
import type { BackendError } from './backend-error';

export type Unsubscribe = () => void;

/** A live read: the first call delivers a snapshot, later calls deliver changes. */
export interface LiveObserver<T> {
  next(value: T): void;
  /** The stream is interrupted; the backend keeps trying and calls `next` again when it is back. */
  error?(error: BackendError): void;
}

export type BackendKind = 'http';

/**
 * Everything the renderer asks of a backend. Screens reach it only through hooks; which
 * implementation answers is decided once, by the registry.
 */
export interface Backend {
  kind: BackendKind;
  health(): Promise<Health>;
  settings: {
    getGeneral(): Promise<GeneralSettings>;
    watchGeneral(observer: LiveObserver<GeneralSettings>): Unsubscribe;
  };
}
