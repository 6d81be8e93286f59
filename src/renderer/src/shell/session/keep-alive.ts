/** An active user tells the server at most this often (far inside its 15-minute idle limit). */
export const KEEP_ALIVE_EVERY_MS = 60_000;

export interface KeepAlive {
  /** The user did something in this tab (mouse, keyboard, "Tetap Masuk"). */
  activity(): void;
  stop(): void;
}

/**
 * The server ends a session 15 minutes after its last request (SPEC.md §9), but a user reading a
 * page or typing a long form makes none. Activity therefore calls `send` (a light request) at
 * once when the last one is `everyMs` old, otherwise once when that time is up, so the latest
 * activity always reaches the server and no more than one request goes out per `everyMs`.
 * Loaded only once someone signs in: the home page does not carry it.
 */
export function createKeepAlive(send: () => void, everyMs = KEEP_ALIVE_EVERY_MS): KeepAlive {
  let lastSent = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    lastSent = Date.now();
    send();
  };
  return {
    activity() {
      if (timer !== undefined) return;
      const wait = lastSent + everyMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
