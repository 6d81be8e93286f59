import { definePart } from '../berkas/parts/part';

/**
 * The detail dialog is its own chunk (Mantine's Modal brings its scroll area and focus trap):
 * fetched when a visitor points at or focuses a card's button, shown on the click.
 */
export const prokerDetailPart = definePart(() =>
  import('./ProkerDetail').then((m) => m.ProkerDetail),
);
