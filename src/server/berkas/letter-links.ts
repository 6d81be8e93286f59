import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { FILE_URL_PREFIX } from './file-store';

/** How long a reply-letter link from tracking opens the letter; tracking hands out a fresh one. */
export const LETTER_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** The link in the "Berkas selesai" mail: long enough to be read, and the mail links tracking too. */
export const MAIL_LETTER_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const KEY_NAME = 'file_link_key';
const FILE_LINK = new RegExp(`^${FILE_URL_PREFIX.replaceAll('/', '\\/')}([A-Za-z0-9_-]{10,40})$`);

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** The signing key: 32 random bytes made once per install and kept in `meta`. */
function signingKey(db: Db): Buffer {
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    KEY_NAME,
    randomBytes(32).toString('base64'),
  );
  const row = db
    .prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')
    .get(KEY_NAME);
  return Buffer.from(row!.value, 'base64');
}

/**
 * Reply-letter links that expire (issue 13, ticket guessing): tracking no longer hands out the
 * permanent `/api/files/{id}` but `/api/files/{id}?exp={unix seconds}&sig={HMAC-SHA256 of id and
 * exp}`. Someone who once saw a letter cannot keep or pass on a working link; staff of the
 * SI-BERKAS panel open every file by their session, as before.
 */
export function createLetterLinks(db: Db, now: () => number = Date.now) {
  const key = signingKey(db);
  const signature = (fileId: string, exp: string) =>
    createHmac('sha256', key).update(`${fileId}.${exp}`).digest();

  const link = (fileId: string, lifetimeMs: number): string => {
    const exp = String(Math.floor((now() + lifetimeMs) / 1000));
    return `${FILE_URL_PREFIX}${fileId}?exp=${exp}&sig=${signature(fileId, exp).toString('base64url')}`;
  };

  return {
    link,
    /** A stored file's link made into a signed one; any other link (a Drive URL) as it is. */
    publicUrl(fileUrl: string | null, lifetimeMs = LETTER_LINK_LIFETIME_MS): string | null {
      const fileId = fileUrl ? FILE_LINK.exec(fileUrl)?.[1] : undefined;
      return fileId ? link(fileId, lifetimeMs) : fileUrl;
    },
    check(fileId: string, exp: unknown, sig: unknown): LinkCheck {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp))
        return 'invalid';
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(fileId, exp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 > now() ? 'valid' : 'expired';
    },
  };
}

export type LetterLinks = ReturnType<typeof createLetterLinks>;
