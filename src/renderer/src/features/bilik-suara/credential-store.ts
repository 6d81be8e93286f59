/**
 * Where this browser keeps a voter's private credential: localStorage, under a key naming the
 * election's Belenios UUID and the voter, so another voter on a shared device never picks it up.
 * The backend never sees it; a browser that cannot store (private mode, a full quota) simply
 * does not remember, and the voter types the code from their card.
 */
const keyOf = (uuid: string, voterId: string) => `bem-kredensial:${uuid}:${voterId}`;

export function loadCredential(uuid: string, voterId: string): string | null {
  try {
    return localStorage.getItem(keyOf(uuid, voterId));
  } catch {
    return null;
  }
}

export function saveCredential(uuid: string, voterId: string, credential: string): void {
  try {
    localStorage.setItem(keyOf(uuid, voterId), credential);
  } catch {
    // Not remembered here: the card shown next is the voter's copy.
  }
}
