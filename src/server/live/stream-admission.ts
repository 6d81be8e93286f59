import fs from 'node:fs';
import { AppError } from '../http/app-error';

/** How many live streams the server holds, and for how long. */
export interface LiveLimits {
  /** Open streams in all: each holds a file descriptor for as long as it is open. */
  maxStreams: number;
  /** Open streams per client address (a browser tab holds one or two). */
  maxStreamsPerAddress: number;
  maxAgeMs: number;
  /** Unsent bytes a stream may queue before it is cut (a client that does not read). */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxStreams: 2_000,
  maxStreamsPerAddress: 20,
  maxAgeMs: 30 * 60_000,
  maxBufferedBytes: 256 * 1024,
};

export type Admission =
  { ok: true; release: () => void } | { ok: false; error: AppError; retryAfterSeconds: number };

/** The soft limit of open files of this process (Node raises it to the hard limit), when known. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/** Streams may take at most half the descriptors: requests, files and the database need the rest. */
export function streamCapFor(maxStreams: number, fileLimit: number | undefined): number {
  return fileLimit === undefined
    ? maxStreams
    : Math.max(1, Math.min(maxStreams, Math.floor(fileLimit / 2)));
}

/** Counts open streams per address and in all; a new one past either cap is refused. */
export class StreamAdmission {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: Pick<LiveLimits, 'maxStreams' | 'maxStreamsPerAddress'>) {}

  get open(): number {
    return this.total;
  }

  admit(address: string): Admission {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.maxStreamsPerAddress)
      return { ok: false, error: new AppError('TOO_MANY_STREAMS', 429), retryAfterSeconds: 30 };
    if (this.total >= this.limits.maxStreams)
      return { ok: false, error: new AppError('SERVER_BUSY', 503), retryAfterSeconds: 15 };
    this.total += 1;
    this.byAddress.set(address, mine + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.byAddress.get(address) ?? 1) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }
}
