/**
 * Tells the portal's other tabs that the user is active here, so no tab signs the user out while
 * they work in another (issue 12, item 9). A BroadcastChannel, like auth-broadcast.ts: same-origin
 * only, no storage written, and a tab never hears its own messages. 'keep' is "Tetap Masuk":
 * other tabs close their warning too.
 */
export type ActivityKind = 'activity' | 'keep';

const CHANNEL = 'bem-activity';
let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

export function announceActivity(kind: ActivityKind): void {
  tabChannel()?.postMessage(kind);
}

export function onActivityElsewhere(handler: (kind: ActivityKind) => void): () => void {
  const shared = tabChannel();
  if (!shared) return () => {};
  const listener = (event: MessageEvent) => {
    if (event.data === 'activity' || event.data === 'keep') handler(event.data);
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
