import { definePart } from '../berkas/parts/part';

/**
 * The detail dialog is its own chunk (Mantine's Modal brings its scroll area and focus trap,
 * about 30 KB gzip): fetched when a visitor points at or focuses a card, shown on the click.
 */
export const personDetailPart = definePart(() =>
  import('./PersonDetail').then((m) => m.PersonDetail),
);
