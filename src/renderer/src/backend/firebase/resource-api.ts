import {
  collection,
  doc,
  getDocs,
  onSnapshot,
  query,
  where,
  writeBatch,
  type Query,
} from 'firebase/firestore';
import {
  nextPosition,
  removeProblem,
  reorderProblem,
  resourceChanges,
  resourceHistoryText,
  saveProblem,
} from '../../../../shared/resources/resource-rules';
import type {
  AnyResource,
  InputOf,
  InputProblem,
  RecordOf,
  RemoveGuard,
} from '../../../../shared/resources/resource';
import { stampContextOf, stampRecord } from '../../../../shared/resources/record-stamp';
import { BackendError } from '../backend-error';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import type { ResourceApi } from '../resource-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { addCompanionWrites } from './companion-writes';
import { callerProfile, historiDoc } from './histori-writer';
import { firebaseUsageCounters } from './record-usages';
import { recordDocData, recordsFromDocs } from './resource-mapping';
import { summaryWrites } from './firestore-summaries';
import { validInput } from './validate-input';

type Docs = { docs: { id: string; data(): unknown }[] };

const refused = (problem: InputProblem) =>
  new BackendError(
    'VALIDATION',
    problem.message,
    400,
    problem.field ? { [problem.field]: problem.fieldMessage ?? problem.message } : undefined,
  );

/**
 * Declared collections on Firestore, one collection each (declaration.firestoreCollection). Each
 * change and its histori entry are one batch; the shared rules decide as on the embedded server,
 * and firestore.rules check the writer's area again. A cross-record rule (a unique name) is checked
 * against the records read just before: two editors saving in the same second could both pass,
 * which Firestore cannot prevent without a document per key — acceptable for lists a handful of
 * people edit.
 */
export function createFirebaseResourceApi(h: FirebaseHandles): ResourceApi {
  const records = <R extends AnyResource>(resource: R, snapshot: Docs) =>
    recordsFromDocs(
      resource,
      snapshot.docs.map((d) => ({ id: d.id, data: d.data() as Record<string, unknown> })),
    );
  const readAll = async <R extends AnyResource>(resource: R) =>
    records(
      resource,
      await translated(() => getDocs(collection(h.db, resource.firestoreCollection))),
    );
  const watchQuery = <R extends AnyResource>(
    resource: R,
    target: Query,
    observer: LiveObserver<RecordOf<R>[]>,
  ): Unsubscribe =>
    onSnapshot(
      target,
      (snapshot) => observer.next(records(resource, snapshot)),
      (error) => observer.error?.(toBackendError(error)),
    );
  const histori = () => doc(collection(h.db, 'histori'));
  /** The collection's summary documents (firestore-summaries.ts), rewritten in the same batch. */
  const summarise = (
    batch: ReturnType<typeof writeBatch>,
    resource: AnyResource,
    after: readonly object[],
  ) => {
    for (const summary of summaryWrites(resource, after))
      batch.set(doc(h.db, summary.collection, summary.id), summary.data);
  };
  const notFound = (resource: AnyResource) => new BackendError('NOT_FOUND', resource.notFound, 404);
  const checked = <R extends AnyResource>(
    resource: R,
    input: unknown,
    existing: readonly RecordOf<R>[],
    exceptId: string | undefined,
    actor: { kementerian: string | null },
  ): InputOf<R> => {
    const valid = validInput(resource.input, input) as InputOf<R>;
    const parsed = stampRecord(resource, valid, stampContextOf(actor, existing, exceptId));
    const problem = saveProblem(resource, parsed, existing, exceptId);
    if (problem) throw refused(problem);
    return parsed;
  };

  return {
    watch: (resource, observer) => {
      const all = collection(h.db, resource.firestoreCollection);
      // The rules let the public list only what this query asks for.
      const target =
        resource.publicRead === 'published' ? query(all, where('published', '==', true)) : all;
      return watchQuery(resource, target, observer);
    },
    watchAll: (resource, observer) =>
      watchQuery(resource, collection(h.db, resource.firestoreCollection), observer),

    create: async (resource, input) => {
      const profile = await callerProfile(h);
      const existing = await readAll(resource);
      const record = checked(resource, input, existing, undefined, profile);
      const position = nextPosition(existing);
      const ref = doc(collection(h.db, resource.firestoreCollection));
      const batch = writeBatch(h.db);
      batch.set(ref, recordDocData(record, position, resource));
      summarise(batch, resource, [...existing, record]);
      addCompanionWrites(h.db, batch, resource, { id: ref.id, before: null, after: record });
      batch.set(
        histori(),
        historiDoc(profile, profile.id, resourceHistoryText(resource, 'create', record)),
      );
      await translated(() => batch.commit());
      return { ...record, id: ref.id, position } as RecordOf<typeof resource>;
    },

    update: async (resource, id, input) => {
      const profile = await callerProfile(h);
      const existing = await readAll(resource);
      const current = existing.find((r) => r.id === id);
      if (!current) throw notFound(resource);
      const record = checked(resource, input, existing, id, profile);
      const batch = writeBatch(h.db);
      // The whole record but its position, which only a reorder changes.
      batch.set(
        doc(h.db, resource.firestoreCollection, id),
        recordDocData(record, current.position, resource),
      );
      summarise(
        batch,
        resource,
        existing.map((other) => (other.id === id ? record : other)),
      );
      addCompanionWrites(h.db, batch, resource, { id, before: current, after: record });
      batch.set(
        histori(),
        historiDoc(
          profile,
          profile.id,
          resourceHistoryText(resource, 'update', record),
          resourceChanges(resource, current, record),
        ),
      );
      await translated(() => batch.commit());
      return { ...record, id, position: current.position } as RecordOf<typeof resource>;
    },

    remove: async (resource, id) => {
      const profile = await callerProfile(h);
      const existing = await readAll(resource);
      const current = existing.find((r) => r.id === id);
      if (!current) throw notFound(resource);
      // The declaration's remove guards, asked with a query just before the batch. Rules cannot
      // query another collection, so they cannot enforce this: a member added by another admin
      // between this read and the commit is left without a division (not shown on /struktur, listed
      // under "Tanpa divisi" in Kelola Struktur until moved). docs/FIREBASE.md says so.
      const guards: readonly RemoveGuard[] = resource.removeGuards ?? [];
      const counts = await Promise.all(
        guards.map(async (guard) => {
          const referring = collection(h.db, guard.referencedBy().firestoreCollection);
          // A list of ids (a combined room's halves) is asked with array-contains.
          const refersTo =
            guard.match === 'contains'
              ? where(guard.field, 'array-contains', id)
              : where(guard.field, '==', id);
          const found = await translated(() => getDocs(query(referring, refersTo)));
          return found.size;
        }),
      );
      // Uses by a feature's own documents (record-usage.ts), counted the same way, just before.
      const usages = resource.usageGuards ?? [];
      const counters = firebaseUsageCounters(h);
      const used = await Promise.all(usages.map((guard) => counters[guard.usage](id)));
      const problem = removeProblem(
        resource,
        current,
        (guard) => counts[guards.indexOf(guard)] ?? 0,
        (guard) => used[usages.indexOf(guard)] ?? 0,
      );
      if (problem) throw new BackendError('CONFLICT', problem.message, 409);
      const batch = writeBatch(h.db);
      batch.delete(doc(h.db, resource.firestoreCollection, id));
      summarise(
        batch,
        resource,
        existing.filter((other) => other.id !== id),
      );
      addCompanionWrites(h.db, batch, resource, { id, before: current, after: null });
      batch.set(
        histori(),
        historiDoc(profile, profile.id, resourceHistoryText(resource, 'remove', current)),
      );
      await translated(() => batch.commit());
    },

    reorder: async (resource, ids) => {
      const profile = await callerProfile(h);
      const existing = await readAll(resource);
      const problem = reorderProblem(
        ids,
        existing.map((r) => r.id),
      );
      if (problem) throw refused(problem);
      // SPEC.md §7: one batch updating the position of every record.
      const batch = writeBatch(h.db);
      ids.forEach((id, position) =>
        batch.update(doc(h.db, resource.firestoreCollection, id), { position }),
      );
      batch.set(
        histori(),
        historiDoc(profile, profile.id, resourceHistoryText(resource, 'reorder')),
      );
      await translated(() => batch.commit());
      const byId = new Map(existing.map((r) => [r.id, r]));
      return ids.flatMap((id, position) => {
        const record = byId.get(id);
        return record ? [{ ...record, position }] : [];
      });
    },
  };
}
