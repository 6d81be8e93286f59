import { definePart } from './part';

/**
 * SI-LAKAS shows only the ticket search until a ticket is found: the result (with its dates and
 * the revision panel) and the revision form are their own chunks.
 */
export const trackingResultPart = definePart(() =>
  import('../TrackingResult').then((m) => m.TrackingResult),
);

export const revisionFormPart = definePart(() =>
  import('../RevisionForm').then((m) => m.RevisionForm),
);
