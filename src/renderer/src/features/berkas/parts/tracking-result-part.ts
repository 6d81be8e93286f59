import { definePart } from './part';

/**
 * SI-LAKAS shows only the ticket search until a ticket is found: the result (with its dates and
 * the revision panel) is its own chunk. The revision form is another (revision-form-part.ts, a
 * file of its own: the result imports it, so one file for both would be an import cycle).
 */
export const trackingResultPart = definePart(() =>
  import('../TrackingResult').then((m) => m.TrackingResult),
);
