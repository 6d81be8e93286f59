import type * as z from 'zod/mini';
import type { Format } from './formats';
import type { Named } from './ir';

/**
 * One record shape the generator writes: a rules function made from a zod object schema, plus
 * what the schema cannot say and the rules need. A path names a field as the JSON Schema nests
 * it: `namaRapat`, `lampiran` (the list), `gabungan[]` (its items), `realisasi.total`.
 */
export interface ShapeEntry {
  /** The rules function (`isRisalah`); the hand-written match blocks call it. */
  fn: string;
  schema: z.ZodMiniObject;
  /** Where the schema lives, for the comment above the function. */
  from: string;
  /** The declared collection whose records it checks (its `name`), if it is one's. */
  resource?: string;
  /**
   * Keys the Firebase adapter writes besides the schema's (the drag `position`, search keys,
   * derived totals: firestore-derived-fields.ts), as schemas of what it writes there.
   */
  adds?: Record<string, z.ZodMiniType>;
  /** Optional in the input, always written: the declaration's stamp sets them on every save. */
  stamped?: readonly string[];
  /**
   * The marked function that holds each limit or list (`'namaRapat.maxLength'`): the rules
   * write no number of their own (firestore-rules-shared.test.ts). A number above 2 without a
   * name stops the generator, which names the path to add here.
   */
  names?: Record<string, Named<number> | Named<readonly (string | number)[]>>;
  /** What the rules check for a refined field (a z.refine JSON Schema cannot carry). */
  formats?: Record<string, Format>;
  /**
   * Checks of the schema the generated function leaves out, by path (a refinement) or
   * `path.keyword` (one limit), each with where the hand-written rules decide it or why the
   * rules cannot.
   */
  byHand?: Record<string, string>;
}
