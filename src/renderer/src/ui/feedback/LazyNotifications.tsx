import { useNotifications } from './notify';
import { lazy, Suspense, useState } from 'react';

// The renderer of notifications (transitions, drag to dismiss) is its own chunk: most visitors
// never see one. `notifications.show()` queues in the store, which is tiny, and this mounts the
// renderer the first time something is queued.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once mounted it stays, so closing transitions can finish (state adjusted during render).
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} />
    </Suspense>
  );
}
