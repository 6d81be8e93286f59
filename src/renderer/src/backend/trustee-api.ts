import type { TrusteeStep, TrusteeView } from '../../../shared/evoting/belenios-election';

export type { TrusteeStep, TrusteeView };

/**
 * How a witness signs in: `kode`, the e-mail and the "Kode Masuk Wali" the committee handed over
 * (the embedded server checks it); `tautan`, a sign-in link mailed to the address the committee
 * named (Firebase, which has no server to check a code: its Auth verifies the address).
 */
export type WitnessSignInFlow = 'kode' | 'tautan';

/** The election and position a witness's sign-in link is for, as its address names them. */
export interface WitnessLink {
  eventId: string;
  posisi: number;
  /** The page was opened from the link itself (not only an address naming the election). */
  masuk: boolean;
  /** The address this browser asked a link for, when it remembers it (else the page asks). */
  email: string | null;
}

/**
 * The trustees' side of a Belenios election (issue 34 items 1 and 4): a committee member named
 * trustee uses their own session; a witness signs in as `witnessSignIn` says. Each call reaches
 * only the caller's own position; the backend checks every message.
 */
export interface TrusteeApi {
  /** Which of the witness sign-ins below this backend offers; the other one refuses. */
  readonly witnessSignIn: WitnessSignInFlow;
  /** `kode`: a witness's sign-in for the one election they guard. */
  signIn(email: string, kode: string): Promise<{ eventId: string; posisi: number }>;
  /** `tautan`: what the page's address says of a sign-in link, or null when it names none. */
  witnessLink(href: string): WitnessLink | null;
  /** `tautan`: mails a new sign-in link for that election and position to the address. */
  sendSignInLink(email: string, eventId: string, posisi: number): Promise<void>;
  /** `tautan`: signs the witness in with the link opened (`href`) and their address. */
  completeSignInLink(href: string, email: string): Promise<{ eventId: string; posisi: number }>;
  /** Ends the witness session (a committee account's own session is left alone). */
  signOut(): Promise<void>;
  view(eventId: string): Promise<TrusteeView>;
  /** Sends one step's message text, exactly as computed; answers with the new view. */
  send(eventId: string, step: TrusteeStep, text: string): Promise<TrusteeView>;
}
