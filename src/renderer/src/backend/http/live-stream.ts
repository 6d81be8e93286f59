import { createParser } from 'eventsource-parser';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { LIVE_EVENTS } from '../../../../shared/live';
import { LIVE_HEARTBEAT_MS } from '../../../../shared/limits';
import { BackendError } from '../backend-error';
import type { LiveObserver, Unsubscribe } from '../contract';
import { toBackendError, type HttpClient } from './http-client';

export interface LiveStreamOptions<S extends $ZodType> {
  client: HttpClient;
  path: string;
  schema: S;
  observer: LiveObserver<output<S>>;
  /** A stream silent for this long (no snapshot, no heartbeat) is treated as dead. */
  silenceTimeoutMs?: number;
  retryInitialMs?: number;
  retryMaxMs?: number;
}

const TERMINAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Follows a Server-Sent Events stream of the embedded server over fetch (so it works in every
 * browser, in Electron and in Node, and can carry credentials). On any interruption it reports
 * the error, waits with exponential backoff and reconnects; the server answers every new
 * connection with a fresh snapshot, so nothing missed while away stays missed.
 */
export function openLiveStream<S extends $ZodType>(options: LiveStreamOptions<S>): Unsubscribe {
  const silenceTimeoutMs = options.silenceTimeoutMs ?? LIVE_HEARTBEAT_MS * 2.5;
  const retryInitialMs = options.retryInitialMs ?? 500;
  const retryMaxMs = options.retryMaxMs ?? 15_000;
  let stopped = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const fail = (error: BackendError): void => {
    if (stopped) return;
    options.observer.error?.(error);
  };

  const connect = async (): Promise<void> => {
    let lastError: BackendError | undefined;
    // The server ended the stream on purpose (its age limit): reconnect at once, report nothing.
    let renewed = false;
    const current = new AbortController();
    controller = current;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feedWatchdog = (): void => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => current.abort(), silenceTimeoutMs);
    };
    try {
      const response = await options.client.fetch(`${options.client.baseUrl}${options.path}`, {
        headers: options.client.headers({ Accept: 'text/event-stream' }),
        credentials: options.client.credentials,
        signal: current.signal,
      });
      if (!response.ok || !response.body) throw await toBackendError(response);
      feedWatchdog();
      const parser = createParser({
        onEvent(message) {
          feedWatchdog();
          if (message.event === LIVE_EVENTS.reconnect) {
            renewed = true;
            return;
          }
          if (message.event === LIVE_EVENTS.error) {
            const code = (parseJson(message.data) as { code?: unknown } | undefined)?.code;
            if (typeof code === 'string') lastError = BackendError.fromCode(code);
            return;
          }
          if (message.event !== LIVE_EVENTS.snapshot) return;
          const parsed = safeParse(options.schema, parseJson(message.data));
          if (!parsed.success) {
            fail(BackendError.invalidResponse());
            return;
          }
          failures = 0;
          options.observer.next(parsed.data);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      if (!renewed) fail(lastError ?? BackendError.network());
    } catch (error) {
      lastError = error instanceof BackendError ? error : BackendError.network();
      fail(lastError);
    } finally {
      clearTimeout(watchdog);
    }
    // Signed out or not allowed: trying again would only be refused again.
    if (stopped || (lastError && TERMINAL_CODES.has(lastError.code))) return;
    if (renewed && !lastError) {
      void connect();
      return;
    }
    const delay = Math.min(retryMaxMs, retryInitialMs * 2 ** failures);
    failures += 1;
    // Jitter keeps many clients from reconnecting in the same instant after a restart.
    retryTimer = setTimeout(() => void connect(), delay * (0.75 + Math.random() * 0.5));
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
