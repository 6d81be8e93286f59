import type { ElectionState } from '../../../../shared/evoting/election-state';
import { countBeleniosBallots } from './belenios-results-read';
import type { FirebaseHandles } from './firebase-app';

/** How often the committee's summary counts a Belenios election's ballots while it is open. */
export const BELENIOS_TURNOUT_INTERVAL_MS = 30_000;

export interface BeleniosTurnout {
  /** The ballots counted last (0 before the first count). */
  readonly count: number;
  /** Told the election's state at every emission: starts, keeps or ends the counting. */
  follow(state: ElectionState): void;
  stop(): void;
}

/**
 * The live turnout of a Belenios election for the committee's summary (`watchElection`). A
 * Belenios ballot leaves no receipt in `kotak`; its document in `surat_suara` holds the whole
 * ballot (up to 64 KiB), so a listener on that collection would download every ballot into the
 * committee's browser and again with each new one. Instead a count aggregation
 * (`countBeleniosBallots`: no document is downloaded, one read per thousand ballots) is polled
 * every BELENIOS_TURNOUT_INTERVAL_MS while the election is open, and made once more after the
 * close, when the rules accept no more ballots. Before the opening nobody may read the box
 * and nothing was cast: no query. A plaintext election's count is simply 0.
 */
export function beleniosTurnout(
  h: FirebaseHandles,
  eventId: string,
  changed: () => void,
  fail: (error: unknown) => void,
): BeleniosTurnout {
  let count = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let countedClosed = false;
  let stopped = false;

  const countNow = () => {
    countBeleniosBallots(h, eventId).then(
      (found) => {
        if (stopped || found === count) return;
        count = found;
        changed();
      },
      (error: unknown) => {
        if (!stopped) fail(error);
      },
    );
  };

  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return {
    get count() {
      return count;
    },
    follow(state) {
      if (stopped) return;
      if (state === 'berlangsung') {
        if (timer !== undefined) return;
        countNow();
        timer = setInterval(countNow, BELENIOS_TURNOUT_INTERVAL_MS);
        return;
      }
      stopTimer();
      if (state === 'selesai' && !countedClosed) {
        countedClosed = true;
        countNow();
      }
    },
    stop() {
      stopped = true;
      stopTimer();
    },
  };
}
