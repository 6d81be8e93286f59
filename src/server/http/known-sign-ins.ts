import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a successful sign-in keeps an address "known" for its account (renewed on each one). */
export const KNOWN_SIGN_IN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashAddress = (address: string) =>
  createHash('sha256').update(`alamat:${address}`).digest('hex');

/**
 * Whose sign-ins a table remembers: accounts in `known_sign_ins` (migration 6), voters in
 * `voter_known_sign_ins` (migration 13), each row going with its owner.
 */
export interface KnownSignInTable {
  table: 'known_sign_ins' | 'voter_known_sign_ins';
  owner: 'user_id' | 'voter_id';
  owners: 'users' | 'voters';
}
export const ACCOUNT_SIGN_INS: KnownSignInTable = {
  table: 'known_sign_ins',
  owner: 'user_id',
  owners: 'users',
};
export const VOTER_SIGN_INS: KnownSignInTable = {
  table: 'voter_known_sign_ins',
  owner: 'voter_id',
  owners: 'voters',
};

/**
 * Addresses an account has signed in from (table known_sign_ins, migration 6). Only a correct
 * password adds a row, so an attacker cannot make their address known to someone else's account;
 * rows go with the account and expire after 30 days. The address is stored hashed.
 */
export function createKnownSignIns(
  db: Db,
  now: () => number = Date.now,
  { table, owner, owners }: KnownSignInTable = ACCOUNT_SIGN_INS,
) {
  const has = db.prepare<[string, string, number], { one: number }>(
    `SELECT 1 AS one FROM ${table} k JOIN ${owners} u ON u.id = k.${owner}
     WHERE u.email = ? AND k.address_hash = ? AND k.expires_at > ?`,
  );
  const remember = db.prepare<[string, string, number]>(
    `INSERT INTO ${table} (${owner}, address_hash, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (${owner}, address_hash) DO UPDATE SET expires_at = excluded.expires_at`,
  );
  const purge = db.prepare<[number]>(`DELETE FROM ${table} WHERE expires_at <= ?`);

  return {
    /** Whether the account with this (normalised) e-mail has signed in from this address. */
    has(email: string, address: string): boolean {
      return has.get(email, hashAddress(address), now()) !== undefined;
    },
    remember(userId: string, address: string): void {
      remember.run(userId, hashAddress(address), now() + KNOWN_SIGN_IN_TTL_MS);
    },
    purgeExpired(): number {
      return purge.run(now()).changes;
    },
  };
}

export type KnownSignIns = ReturnType<typeof createKnownSignIns>;
