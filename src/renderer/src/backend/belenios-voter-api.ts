/**
 * A Belenios election's voter side (issue 34 items 2 and 3) and its public ballot box. Only
 * public values cross it: the voter's browser keeps the private credential, registers g^s, and
 * sends the ballot it encrypted, proved and signed itself.
 */

/** `GET /api/pemilih/pemilihan/:eventId/belenios` for the signed-in voter. */
export interface BeleniosVoterView {
  /** The election's Belenios UUID: the salt of every credential of this election. */
  uuid: string;
  /** election.json's exact text once the election opened (the booth encrypts under it). */
  pemilihan: string | null;
  /** A public credential is registered for this voter. */
  kredensial: boolean;
  /** That public credential (decimal g^s), so a typed code can be checked before encrypting. */
  kredensialPublik: string | null;
  /** The voter's own ballot's tracker once cast. */
  tracker: string | null;
}

/** `GET /api/pemilihan/:eventId/kotak-suara`: every ballot's tracker, for anyone. */
export interface BallotBoxView {
  uuid: string;
  /** The election's fingerprint (Base64 SHA-256 of election.json), which every ballot names. */
  sidikJari: string | null;
  /** Sorted. */
  tracker: string[];
}

export interface BeleniosVoterApi {
  /** The voter's view, or null when the election is not a Belenios election (or not theirs to see). */
  view(eventId: string): Promise<BeleniosVoterView | null>;
  /** Registers (or, before opening, replaces) the voter's public credential. */
  registerCredential(eventId: string, publik: string): Promise<void>;
  /** Sends the ballot's exact text (its hash is the tracker); resolves with the tracker. */
  castBallot(eventId: string, ballotText: string): Promise<{ tracker: string }>;
  /** The public ballot box; rejects NOT_FOUND before the election opens. */
  ballotBox(eventId: string): Promise<BallotBoxView>;
}

export const BELENIOS_VOTER_METHODS = {
  view: true,
  registerCredential: true,
  castBallot: true,
  ballotBox: true,
} as const satisfies Record<keyof BeleniosVoterApi, true>;
