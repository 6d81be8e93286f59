import type { TrusteeStep, TrusteeView } from '../../../shared/evoting/belenios-election';

export type { TrusteeStep, TrusteeView };

/**
 * The trustees' side of a Belenios election (issue 34 items 1 and 4): a committee member named
 * trustee uses their own session; a witness signs in with the code the committee handed over.
 * Each call reaches only the caller's own position; the backend checks every message.
 */
export interface TrusteeApi {
  /** A witness's sign-in for the one election they guard. */
  signIn(email: string, kode: string): Promise<{ eventId: string; posisi: number }>;
  /** Ends the witness session (a committee account's own session is left alone). */
  signOut(): Promise<void>;
  view(eventId: string): Promise<TrusteeView>;
  /** Sends one step's message text, exactly as computed; answers with the new view. */
  send(eventId: string, step: TrusteeStep, text: string): Promise<TrusteeView>;
}
