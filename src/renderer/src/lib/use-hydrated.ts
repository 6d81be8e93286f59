import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates the server's HTML, true after: state that
 * only the browser has (storage) must wait for it, or the hydrating render would differ from the
 * HTML and React would throw that HTML away. A client-side render sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
