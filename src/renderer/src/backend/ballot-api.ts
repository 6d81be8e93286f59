import type { BoothView, CastReceipt } from '../../../shared/evoting/ballot';
import type { ElectionResults } from '../../../shared/evoting/results';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * E-voting, part 2 (issue 19): the booth, the ballot and the results. Every check is the
 * backend's (its clock, the roll, the has-voted record); the page only shows what it answers.
 */
export interface BallotApi {
  /** /voting/{eventId} for the signed-in voter: their ballot, or why not (live: opens, closes). */
  watchBooth(eventId: string, observer: LiveObserver<BoothView>): Unsubscribe;
  /** One atomic cast; a second one, however concurrent, is refused (CONFLICT, sudah-memilih). */
  cast(eventId: string, pilihan: string): Promise<CastReceipt>;
  /** /hasil/{eventId}: the published results, or null ("Hasil Belum Tersedia"), live. Anyone. */
  watchResults(eventId: string, observer: LiveObserver<ElectionResults | null>): Unsubscribe;
  /** The committee or the master, once the election has closed: results become public. */
  publishResults(eventId: string): Promise<ElectionResults>;
  /**
   * A Belenios election's public record, `UUID.bel` (issue 34 item 5), for anyone: the setup and
   * ballots from the opening, the encrypted tally after the close, the partial decryptions and
   * the result once published. Null when the election has no record (yet).
   */
  record(eventId: string): Promise<Uint8Array | null>;
}
