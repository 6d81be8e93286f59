import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate } from '../db/migrations';
import { createLetterLinks, LETTER_LINK_LIFETIME_MS } from './letter-links';

const open = () => {
  const db = new Database(':memory:');
  migrate(db);
  return db;
};
const dbs: Database.Database[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
const parts = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return {
    id: parsed.pathname.split('/').pop()!,
    exp: parsed.searchParams.get('exp') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  };
};

describe('reply-letter links that expire', () => {
  it('signs a stored letter link for an hour and leaves other links alone', () => {
    const db = open();
    dbs.push(db);
    let now = 1_800_000_000_000;
    const links = createLetterLinks(db, () => now);
    const url = links.publicUrl('/api/files/abcdefghijklmnop')!;
    const { id, exp, sig } = parts(url);
    expect(Number(exp) * 1000).toBe(now + LETTER_LINK_LIFETIME_MS);
    expect(links.check(id, exp, sig)).toBe('valid');
    expect(links.publicUrl('https://drive.google.com/x')).toBe('https://drive.google.com/x');
    expect(links.publicUrl(null)).toBeNull();

    now += LETTER_LINK_LIFETIME_MS;
    expect(links.check(id, exp, sig)).toBe('expired');
  });

  it('refuses a changed expiry, another file, a missing or malformed signature', () => {
    const db = open();
    dbs.push(db);
    const links = createLetterLinks(db);
    const { id, exp, sig } = parts(links.link('abcdefghijklmnop', 60_000));
    expect(links.check(id, String(Number(exp) + 1), sig)).toBe('invalid');
    expect(links.check('qrstuvwxyzabcdef', exp, sig)).toBe('invalid');
    expect(links.check(id, exp, undefined)).toBe('invalid');
    expect(links.check(id, exp, 'x')).toBe('invalid');
    expect(links.check(id, '1e99', sig)).toBe('invalid');
  });

  it('keeps one key per install: links survive a restart, another install rejects them', () => {
    const db = open();
    dbs.push(db);
    const { id, exp, sig } = parts(createLetterLinks(db).link('abcdefghijklmnop', 60_000));
    expect(createLetterLinks(db).check(id, exp, sig)).toBe('valid');
    const other = open();
    dbs.push(other);
    expect(createLetterLinks(other).check(id, exp, sig)).toBe('invalid');
  });
});
