import { useMemo } from 'react';
import type { AnyResource, InputOf, RecordOf } from '../../../shared/resources/resource';
import { adminTopicOf, sortRecords } from '../../../shared/resources/resource-rules';
import type { Backend, LiveObserver } from './contract';
import { useBackend } from './use-backend';
import { useLiveValue } from './use-live-value';

/** Which records: what the public may read, or all of them (the writers' manager). */
export type ResourceView = 'public' | 'all';

type Open<T> = (backend: Backend, observer: LiveObserver<T>) => () => void;
// One `open` per collection and view, so the live subscription is shared and never re-made.
const openers = new WeakMap<AnyResource, Partial<Record<ResourceView, Open<unknown>>>>();

function openerFor<R extends AnyResource>(resource: R, view: ResourceView): Open<RecordOf<R>[]> {
  const known = openers.get(resource) ?? {};
  openers.set(resource, known);
  known[view] ??= (backend, observer) =>
    view === 'all'
      ? backend.resources.watchAll(resource, observer as LiveObserver<RecordOf<R>[]>)
      : backend.resources.watch(resource, observer as LiveObserver<RecordOf<R>[]>);
  return known[view] as Open<RecordOf<R>[]>;
}

/**
 * A declared collection, live, in its declared order. The key comes from the declaration's live
 * topic, so two screens watching the same collection share one subscription.
 */
export function useResourceList<R extends AnyResource>(resource: R, view: ResourceView = 'public') {
  // Keyed by the topic the view reads, as useLiveQuery keys its topics: a collection the public
  // reads whole has one view, so its screens share one subscription whichever hook they use.
  const topic =
    view === 'all' && resource.publicRead !== 'all' ? adminTopicOf(resource) : resource.liveTopic;
  const state = useLiveValue(topic, openerFor(resource, view));
  // Backends send the declared order; sorting again keeps a screen right whatever answers.
  const records = useMemo(
    () => (state.value ? sortRecords(resource, state.value) : undefined),
    [resource, state.value],
  );
  return { records, error: state.error };
}

/** The writes of a declared collection; the backend refuses anyone outside its admin area. */
export function useResourceActions<R extends AnyResource>(resource: R) {
  const backend = useBackend();
  return useMemo(
    () => ({
      create: async (input: InputOf<R>) => (await backend).resources.create(resource, input),
      update: async (id: string, input: InputOf<R>) =>
        (await backend).resources.update(resource, id, input),
      remove: async (id: string) => (await backend).resources.remove(resource, id),
      reorder: async (ids: string[]) => (await backend).resources.reorder(resource, ids),
    }),
    [backend, resource],
  );
}
