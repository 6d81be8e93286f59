import { lazy } from 'react';

/**
 * UserAvatar, loaded on first use: only a signed-in user is shown one, so Mantine's Avatar is no
 * public visitor's download. It suspends while loading; the caller's Suspense decides what stands
 * in its place meanwhile (nothing, so that it does not flash, or a box of its size).
 */
export const LazyUserAvatar = lazy(() =>
  import('./UserAvatar').then((m) => ({ default: m.UserAvatar })),
);
