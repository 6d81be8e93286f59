import { describeChanges, type FieldChange } from '../histori/record-changes';
import type {
  AnyResource,
  InputOf,
  InputProblem,
  RecordMeta,
  RecordOf,
  RemoveGuard,
  ResourceDeclaration,
  UsageGuard,
} from './resource';

/** What every backend decides the same way for a declared collection. */

export const RESOURCE_MESSAGES = {
  reorderMismatch: 'Urutan harus memuat setiap data tepat satu kali.',
  tooMany: (max: number) => `Jumlah data sudah mencapai batas (${max}). Hapus data lama dahulu.`,
} as const;

export type ResourceChange = 'create' | 'update' | 'remove' | 'reorder';

/** The activity-history text of a change (the actor and time are added by the backend). */
export function resourceHistoryText<R extends AnyResource>(
  resource: R,
  change: ResourceChange,
  record?: InputOf<R>,
): string {
  const { noun, title } = resource.history;
  if (change === 'reorder' || record === undefined) return `Ubah urutan ${noun}`;
  const verb = change === 'create' ? 'Tambah' : change === 'update' ? 'Edit' : 'Hapus';
  return `${verb} ${noun} "${title(record)}"`;
}

/** What an edit changed, field by field, for its activity-history entry. */
export function resourceChanges<R extends AnyResource>(
  resource: R,
  before: InputOf<R>,
  after: InputOf<R>,
): FieldChange[] {
  const labels: Partial<Record<string, string>> = resource.history.fieldLabels ?? {};
  const omitted: readonly string[] = resource.history.omit ?? [];
  const named = (record: InputOf<R>) =>
    Object.fromEntries(
      Object.entries(record as Record<string, unknown>).filter(([key]) => !omitted.includes(key)),
    );
  return describeChanges(named(before), named(after), labels);
}

/** A new record goes last in the drag order. */
export const nextPosition = (existing: readonly Pick<RecordMeta, 'position'>[]): number =>
  existing.reduce((max, record) => Math.max(max, record.position), -1) + 1;

/** A reorder must name every stored record exactly once. */
export function reorderProblem(
  ids: readonly string[],
  existingIds: readonly string[],
): InputProblem | null {
  const stored = new Set(existingIds);
  const same =
    ids.length === existingIds.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => stored.has(id));
  return same ? null : { message: RESOURCE_MESSAGES.reorderMismatch };
}

/** The declaration's own cross-record rule plus the collection's size limit, for a save. */
export function saveProblem<I>(
  resource: ResourceDeclaration<string, I>,
  input: I,
  stored: readonly (I & RecordMeta)[],
  exceptId?: string,
): InputProblem | null {
  if (exceptId === undefined && stored.length >= resource.maxRecords)
    return { message: RESOURCE_MESSAGES.tooMany(resource.maxRecords) };
  const others = stored.filter((record) => record.id !== exceptId);
  return resource.check?.(input, others) ?? null;
}

/**
 * Why a record may not be removed: the first of the declaration's remove guards that other records
 * still satisfy, then the first of its usage guards. `countReferring` counts the referring
 * collection's records whose `field` holds the record's id (or, `match: 'contains'`, lists it);
 * `countUsage` the uses of the record by a feature's own store (record-usage.ts). Each backend
 * reads them its own way, synchronously, so the embedded server can ask inside its transaction;
 * null when nothing refers to the record.
 */
export function removeProblem<I>(
  resource: ResourceDeclaration<string, I>,
  record: I & RecordMeta,
  countReferring: (guard: RemoveGuard<I>) => number,
  countUsage: (guard: UsageGuard<I>) => number = () => 0,
): InputProblem | null {
  for (const guard of resource.removeGuards ?? []) {
    const count = countReferring(guard);
    if (count > 0) return { message: guard.message(record, count) };
  }
  for (const guard of resource.usageGuards ?? []) {
    const count = countUsage(guard);
    if (count > 0) return { message: guard.message(record, count) };
  }
  return null;
}

const compare = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a ?? '').localeCompare(String(b ?? ''), 'id');

/** The declared order (ties by id, so every backend lists equal keys the same way). */
export function sortRecords<R extends AnyResource>(
  resource: R,
  records: readonly RecordOf<R>[],
): RecordOf<R>[] {
  const order = resource.order;
  const key = order.by;
  const sign = 'direction' in order && order.direction === 'desc' ? -1 : 1;
  return [...records].sort((a, b) => {
    const byKey = sign * compare(a[key], b[key]);
    return byKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** What the public sees of the collection; null when it sees nothing. */
export function publicRecords<R extends AnyResource>(
  resource: R,
  records: readonly RecordOf<R>[],
): RecordOf<R>[] | null {
  if (resource.publicRead === 'none') return null;
  if (resource.publicRead === 'all') return [...records];
  return records.filter((record) => (record as { published?: unknown }).published === true);
}

/** The live topic of the writers' view (every record) of a collection the public reads only part of. */
export const adminTopicOf = (resource: AnyResource): string => `${resource.liveTopic}/semua`;
