import type { AnyResource, InputOf, RecordOf } from '../../../shared/resources/resource';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * A declared collection (src/shared/resources) on any backend. Methods take the declaration
 * itself, so an adapter needs no list of collections and a page downloads only the schemas it uses.
 * Writes are refused by the backend (rules or routes) for anyone outside the declared admin area.
 */
export interface ResourceApi {
  /** What the public may read (all, or the published records), live, in the declared order. */
  watch<R extends AnyResource>(resource: R, observer: LiveObserver<RecordOf<R>[]>): Unsubscribe;
  /** Every record, live, for the writers' area. */
  watchAll<R extends AnyResource>(resource: R, observer: LiveObserver<RecordOf<R>[]>): Unsubscribe;
  /** Stores a new record (last in the drag order); resolves with it as stored. */
  create<R extends AnyResource>(resource: R, input: InputOf<R>): Promise<RecordOf<R>>;
  update<R extends AnyResource>(resource: R, id: string, input: InputOf<R>): Promise<RecordOf<R>>;
  remove<R extends AnyResource>(resource: R, id: string): Promise<void>;
  /** The new drag order: every record's id exactly once. */
  reorder<R extends AnyResource>(resource: R, ids: string[]): Promise<RecordOf<R>[]>;
}
