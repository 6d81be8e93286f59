import { lazy } from 'react';

/**
 * An account's ProfileAvatar, loaded on first use: only a signed-in user is shown one, so
 * Mantine's Avatar is no public visitor's download. It suspends while loading; the caller's
 * Suspense decides what stands in its place meanwhile (nothing, so that it does not flash, or a
 * box of its size).
 */
export const LazyUserAvatar = lazy(() =>
  import('./ProfileAvatar').then((m) => ({ default: m.ProfileAvatar })),
);
