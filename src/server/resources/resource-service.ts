import * as z from 'zod/mini';
import {
  adminTopicOf,
  removeProblem,
  reorderProblem,
  resourceChanges,
  resourceHistoryText,
  saveProblem,
} from '../../shared/resources/resource-rules';
import type { AnyResource, InputOf, InputProblem, RecordOf } from '../../shared/resources/resource';
import type { UsageCounters } from '../../shared/resources/record-usage';
import { stampContextOf, stampRecord } from '../../shared/resources/record-stamp';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';
import { createResourceStore, type ResourceStore } from './resource-store';

const reorderBody = z.object({
  ids: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(1000)),
});

const refused = (problem: InputProblem): AppError =>
  new AppError(
    'VALIDATION',
    400,
    problem.message,
    problem.field ? { [problem.field]: problem.fieldMessage ?? problem.message } : undefined,
  );

/**
 * A declared collection's writes: validated with the declaration's schema and rules, stored with
 * its activity-history entry in one transaction, then its live topics told.
 */
export function createResourceService<R extends AnyResource>(
  resource: R,
  deps: { db: Db; histori: HistoriService; hub: LiveHub; usages: UsageCounters },
) {
  const store: ResourceStore<R> = createResourceStore(deps.db, resource);
  const changed = () => {
    deps.hub.publish(resource.liveTopic);
    if (resource.publicRead === 'published') deps.hub.publish(adminTopicOf(resource));
    if (resource.publicList) deps.hub.publish(resource.publicList.liveTopic);
    if (resource.publicList?.item) deps.hub.publish(resource.publicList.item.liveTopic);
    if (resource.publicList?.choices?.length) deps.hub.publish(resource.publicList.choicesTopic);
  };
  const checked = (actor: StoredUser, body: unknown, exceptId?: string): InputOf<R> => {
    const stored = store.list();
    const parsed = parseInput(resource.input, body) as InputOf<R>;
    const input = stampRecord(resource, parsed, stampContextOf(actor, stored, exceptId));
    const problem = saveProblem(resource, input, stored, exceptId);
    if (problem) throw refused(problem);
    return input;
  };
  // The stores of collections referring to this one (remove guards), made when first asked.
  const referringStores = new Map<string, ResourceStore<AnyResource>>();
  const referringStore = (other: AnyResource) => {
    let found = referringStores.get(other.name);
    if (!found) referringStores.set(other.name, (found = createResourceStore(deps.db, other)));
    return found;
  };
  const notFound = () => new AppError('NOT_FOUND', 404, resource.notFound);
  const inTransaction = <T>(work: () => T): T => deps.db.transaction(work)();

  return {
    store,
    list: store.list,
    create(actor: StoredUser, body: unknown): RecordOf<R> {
      const record = inTransaction(() => {
        const created = store.create(checked(actor, body));
        deps.histori.record(actor, resourceHistoryText(resource, 'create', created));
        return created;
      });
      changed();
      return record;
    },
    update(actor: StoredUser, id: string, body: unknown): RecordOf<R> {
      const record = inTransaction(() => {
        const current = store.find(id);
        if (!current) throw notFound();
        const updated = store.update(id, checked(actor, body, id))!;
        deps.histori.record(
          actor,
          resourceHistoryText(resource, 'update', updated),
          resourceChanges(resource, current, updated),
        );
        return updated;
      });
      changed();
      return record;
    },
    remove(actor: StoredUser, id: string): void {
      inTransaction(() => {
        const current = store.find(id);
        if (!current) throw notFound();
        // In the delete's transaction: no member can be added between the count and the delete.
        const problem = removeProblem(
          resource,
          current,
          (guard) => {
            const referring = referringStore(guard.referencedBy());
            return guard.match === 'contains'
              ? referring.countContaining(guard.field, id)
              : referring.countWhere(guard.field, id);
          },
          (guard) => deps.usages[guard.usage](id),
        );
        if (problem) throw new AppError('CONFLICT', 409, problem.message);
        if (!store.remove(id)) throw notFound();
        deps.histori.record(actor, resourceHistoryText(resource, 'remove', current));
      });
      changed();
    },
    reorder(actor: StoredUser, body: unknown): RecordOf<R>[] {
      const { ids } = parseInput(reorderBody, body);
      const records = inTransaction(() => {
        const problem = reorderProblem(
          ids,
          store.list().map((record) => record.id),
        );
        if (problem) throw refused(problem);
        store.reorder(ids);
        deps.histori.record(actor, resourceHistoryText(resource, 'reorder'));
        return store.list();
      });
      changed();
      return records;
    },
  };
}

export type ResourceService<R extends AnyResource> = ReturnType<typeof createResourceService<R>>;
