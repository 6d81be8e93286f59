import type * as z from 'zod/mini';
import type { AdminAreaKey } from '../admin-menu';
import type { AnyPublicList } from '../public-lists/public-list';
import type { RecordMeta } from './record-meta';
import type { RecordStamp } from './record-stamp';
import type { RecordUsage } from './record-usage';

/**
 * A collection declared once (docs/ADDING-A-FEATURE.md). The declaration drives the embedded
 * server's storage, routes, validation, authorization, history and live updates, both Backend
 * adapters, the renderer's hooks, the generic contract suite and the authorization matrix.
 */

/** What the public may read: every record, only those marked `published`, or nothing. */
export type PublicRead = 'all' | 'published' | 'none';

/** Stored order: by the drag order the managers set, or by one field of the record. */
export type ResourceOrder<Input> =
  { by: 'position' } | { by: keyof Input & string; direction: 'asc' | 'desc' };

/** A problem with one input, as every backend reports it: a message and the field it is about. */
export interface InputProblem {
  message: string;
  /** The input the problem is about, and what the form shows next to it (default: `message`). */
  field?: string;
  fieldMessage?: string;
}

/**
 * Records of another collection that refer to this one's records by id in one field (members to
 * their division): a record still referred to is not removed, with `message`, so no record is
 * left pointing at nothing. Every backend checks it (the embedded server in the delete's
 * transaction; Firebase with a query just before, docs/FIREBASE.md).
 */
export interface RemoveGuard<Input = unknown> {
  /** The referring collection: a function, so declarations may refer to one declared later. */
  referencedBy: () => AnyResource;
  /** The referring collection's field holding this record's id. */
  field: string;
  /**
   * 'equals' (the default): the field holds one id. 'contains': the field is a list of ids (a
   * combined room's halves); the embedded server looks inside the list, Firebase asks with
   * `array-contains`.
   */
  match?: 'equals' | 'contains';
  /** Why the record stays, naming it and how many records still refer to it. */
  message: (record: Input, count: number) => string;
}

/**
 * Records of a feature's own store (not a declared collection) that still use this one's record:
 * the loans' active bookings of a room. The usage is named (record-usage.ts) and each backend
 * counts it its own way, so a usage without a counter does not compile on the embedded server.
 */
export interface UsageGuard<Input = unknown> {
  usage: RecordUsage;
  /** Why the record stays, naming it and how many uses remain. */
  message: (record: Input, count: number) => string;
}

// Its own file, so record-stamp.ts can name it without importing this one (no import cycle).
export type { RecordMeta } from './record-meta';

export interface ResourceDeclaration<Name extends string = string, Input = unknown> {
  /** Stable key: URL segment of new collections, document key of the store, matrix row label. */
  name: Name;
  /** The API path of the collection on the embedded server. */
  path: string;
  /** The Firestore collection holding it (docs/FIREBASE.md). */
  firestoreCollection: string;
  /** The live topic of its public view (`resources/{name}` unless an older topic is kept). */
  liveTopic: string;
  /** What a save sends; every backend parses it with this schema. */
  input: z.ZodMiniType<Input>;
  /** A stored record as read back (may be laxer than `input`, so older records still load). */
  stored: z.ZodMiniType<Input>;
  /** The admin area (SPEC.md §6) whose users may write it; the menu rule decides who that is. */
  writeArea: AdminAreaKey;
  publicRead: PublicRead;
  order: ResourceOrder<Input>;
  /** At most this many records (a reorder sends them all; a list is read whole). */
  maxRecords: number;
  /** Largest request body a write may send, in bytes. */
  maxBodyBytes: number;
  /**
   * Activity-history wording: `Tambah {noun} "{title}"`, `Ubah urutan {noun}`; an edit's entry
   * also names the fields it changed, by these labels (the form's), else from their keys.
   */
  history: {
    noun: string;
    title: (input: Input) => string;
    fieldLabels?: Partial<Record<keyof Input & string, string>>;
    /**
     * Fields an edit's entry never names: a timestamp the backend sets at every change says
     * nothing the entry's own time does not.
     */
    omit?: readonly (keyof Input & string)[];
  };
  /** The message of a missing record. */
  notFound: string;
  /**
   * Rules across records (a unique name…) or between fields, decided here for every backend.
   * `others` are the stored records except the one being saved.
   */
  check?: (input: Input, others: readonly (Input & RecordMeta)[]) => InputProblem | null;
  /** Fields only the backend sets (author, publication date, slug): record-stamp.ts. */
  stamp?: RecordStamp<Input>;
  /** Collections whose records refer to this one's: a record they refer to is not removed. */
  removeGuards?: readonly RemoveGuard<Input>[];
  /** Uses of a record outside the declared collections: a record still in use is not removed. */
  usageGuards?: readonly UsageGuard<Input>[];
  /** Its public list: search, filters, order, pages and open data (src/shared/public-lists). */
  publicList?: AnyPublicList;
}

export type AnyResource = ResourceDeclaration<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type InputOf<R> = R extends ResourceDeclaration<string, infer I> ? I : never;
export type RecordOf<R> = InputOf<R> & RecordMeta;

/** Declares a collection; `liveTopic` defaults to `resources/{name}`. */
export function defineResource<const Name extends string, Input>(
  declaration: Omit<ResourceDeclaration<Name, Input>, 'liveTopic' | 'path'> & {
    liveTopic?: string;
    path?: string;
  },
): ResourceDeclaration<Name, Input> {
  const shapeOf = (schema: unknown) => (schema as { shape?: Record<string, unknown> }).shape;
  // Records are objects: the backends add their id and position to the stored schema's shape.
  if (!shapeOf(declaration.input) || !shapeOf(declaration.stored))
    throw new Error(`${declaration.name}: input and stored must be object schemas`);
  if (declaration.publicRead === 'published' && !shapeOf(declaration.input)?.['published'])
    throw new Error(`${declaration.name}: publicRead 'published' needs a boolean 'published'`);
  if (declaration.publicList) checkPublicList(declaration, shapeOf(declaration.stored) ?? {});
  return {
    ...declaration,
    liveTopic: declaration.liveTopic ?? `resources/${declaration.name}`,
    path: declaration.path ?? `/api/resources/${declaration.name}`,
  };
}

/** A public list belongs to its collection: the same name and store, the same public records. */
function checkPublicList(
  declaration: {
    name: string;
    firestoreCollection: string;
    publicRead: PublicRead;
    publicList?: AnyPublicList;
  },
  stored: Record<string, unknown>,
): void {
  const list = declaration.publicList!;
  // `id` and `position` are every record's (RecordMeta): the drag order is a list's order too.
  const unknownField = Object.keys(list.row.shape).find(
    (key) => key !== 'id' && key !== 'position' && !(key in stored),
  );
  const problem =
    list.resource !== declaration.name
      ? 'another collection'
      : list.firestoreCollection !== declaration.firestoreCollection
        ? 'another Firestore collection'
        : declaration.publicRead === 'none'
          ? 'a collection the public may not read'
          : list.publishedOnly !== (declaration.publicRead === 'published')
            ? 'other records than the public may read'
            : unknownField && `a field the record lacks (${unknownField})`;
  if (problem) throw new Error(`${declaration.name}: its public list names ${problem}`);
}
