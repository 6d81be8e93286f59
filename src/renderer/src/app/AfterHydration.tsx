import { useEffect } from 'react';

/**
 * Renders nothing; its effect runs once React has committed the hydration of the tree around it,
 * the moment the server's HTML has become the app.
 */
export function AfterHydration(props: { onDone: () => void }) {
  const { onDone } = props;
  useEffect(() => {
    onDone();
  }, [onDone]);
  return null;
}
