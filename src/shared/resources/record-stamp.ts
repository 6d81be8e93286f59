import type { RecordMeta } from './record-meta';

/**
 * What only a backend may decide about a record being saved (its author, a publication date, a
 * slug unique among the others): a declaration's `stamp` gets the parsed input and this, and
 * returns the record to store. The embedded server and the Firebase adapter both apply it, after
 * the input schema and before the cross-record rules, so a value the client sent for one of these
 * fields is never trusted.
 */
export interface StampContext<Input> {
  /** Who saves: their ministry, or null (master, or an account without one). */
  actor: { kementerian: string | null };
  /** The stored record being updated; undefined on create. */
  previous: (Input & RecordMeta) | undefined;
  /** Every other stored record. */
  others: readonly (Input & RecordMeta)[];
  now: Date;
}

export type RecordStamp<Input> = (input: Input, context: StampContext<Input>) => Input;

/** The declaration's stamp applied to a parsed input (the input itself without one). */
export function stampRecord<Input>(
  resource: { stamp?: RecordStamp<Input> },
  input: Input,
  context: StampContext<Input>,
): Input {
  return resource.stamp ? resource.stamp(input, context) : input;
}

/** The context of a save among the stored records (`exceptId`: the record being updated). */
export function stampContextOf<Input>(
  actor: { kementerian: string | null },
  stored: readonly (Input & RecordMeta)[],
  exceptId: string | undefined,
  now: Date = new Date(),
): StampContext<Input> {
  return {
    actor,
    previous: exceptId === undefined ? undefined : stored.find((record) => record.id === exceptId),
    others: stored.filter((record) => record.id !== exceptId),
    now,
  };
}
