import { createHash, randomBytes } from 'node:crypto';

/** A secret for the client (256 random bits) and the hash the server keeps instead of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A database leak then reveals no usable session or reset token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
