/**
 * Tells the portal's other tabs that this one signed in or out (they reload to match). One
 * channel object per tab sends and listens: a channel never receives its own messages, while a
 * second object in the same tab would, and the tab would reload itself.
 */
const CHANNEL = 'bem-auth';
let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

export function announceAuthChange(kind: 'login' | 'logout'): void {
  tabChannel()?.postMessage(kind);
}

export function onAuthChangeElsewhere(handler: () => void): () => void {
  const shared = tabChannel();
  if (!shared) return () => {};
  const listener = (event: MessageEvent) => {
    if (event.data === 'login' || event.data === 'logout') handler();
  };
  shared.addEventListener('message', listener);
  return () => shared.removeEventListener('message', listener);
}
