/**
 * How a committee's Nama Lengkap is compared with the name a voter registered (issue 33 item 1):
 * a committee finds a voter only by their NIM and their name together, so that a NIM alone
 * tells nothing. The comparison forgives what a committee's spreadsheet changes without meaning
 * to — letter case, spaces around and between words, and how a letter with a diacritic is
 * encoded (Unicode NFC) — and nothing else: a different spelling is a different name.
 */

/** The form two names are compared in: NFC, whitespace runs as one space, trimmed, lower case. */
export function normaliseVoterName(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** Whether a name typed by the committee is the voter's registered one. */
export const sameVoterName = (registered: string, typed: string): boolean =>
  normaliseVoterName(registered) === normaliseVoterName(typed);

/**
 * The text the Firebase lookup document's id is the SHA-256 of (docs/FIREBASE.md, "E-voting"):
 * the NIM and the normalised name, so that the committee finds the document only with both.
 */
export const voterLookupSource = (nim: string, name: string): string =>
  `${nim}:${normaliseVoterName(name)}`;
