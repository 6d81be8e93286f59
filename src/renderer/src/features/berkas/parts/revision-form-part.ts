import { definePart } from './part';

/** The revision form of SI-LAKAS: its own chunk, fetched when the revision code box gets focus. */
export const revisionFormPart = definePart(() =>
  import('../RevisionForm').then((m) => m.RevisionForm),
);
