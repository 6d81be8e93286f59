import { randomUUID } from 'node:crypto';
import { safeParse } from 'zod/mini';
import {
  profilePhotoSchema,
  type Kementerian,
  type ProfilePhoto,
  type UserProfile,
  type UserRole,
} from '../../shared/accounts';
import type { Db } from '../db/database';

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: UserRole;
  kementerian: Kementerian | null;
  nama_tampilan: string;
  foto: string | null;
  organisasi: string | null;
  catatan: string | null;
  disabled: 0 | 1;
  created_at: string;
}

export interface StoredUser extends UserProfile {
  passwordHash: string;
}

/**
 * `users.foto` holds the photo's reference as JSON (migration 12 turned the old data URLs into
 * image files). Anything else reads as no photo rather than failing every read of the account.
 */
function photoFromColumn(value: string | null): ProfilePhoto | null {
  if (value === null) return null;
  try {
    const parsed = safeParse(profilePhotoSchema, JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toUser = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  kementerian: row.kementerian,
  namaTampilan: row.nama_tampilan,
  foto: photoFromColumn(row.foto),
  organisasi: row.organisasi,
  catatan: row.catatan,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
});

export function publicProfile(user: StoredUser): UserProfile {
  const { passwordHash: _hidden, ...profile } = user;
  return profile;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: UserRole;
  namaTampilan: string;
  kementerian?: Kementerian | null;
  organisasi?: string | null;
  catatan?: string | null;
}

export type UserChanges = Partial<
  Pick<StoredUser, 'role' | 'kementerian' | 'namaTampilan' | 'foto' | 'disabled' | 'passwordHash'>
>;

const COLUMNS: Record<keyof UserChanges, string> = {
  role: 'role',
  kementerian: 'kementerian',
  namaTampilan: 'nama_tampilan',
  foto: 'foto',
  disabled: 'disabled',
  passwordHash: 'password_hash',
};

export function createUserRepository(db: Db) {
  const byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  return {
    findById: (id: string) => {
      const row = byId.get(id);
      return row ? toUser(row) : undefined;
    },
    findByEmail: (email: string) => {
      const row = byEmail.get(email);
      return row ? toUser(row) : undefined;
    },
    list: () =>
      db.prepare<[], UserRow>('SELECT * FROM users ORDER BY created_at DESC').all().map(toUser),
    count: () => (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n,
    countByRole: () =>
      Object.fromEntries(
        db
          .prepare<[], { role: UserRole; n: number }>(
            'SELECT role, COUNT(*) AS n FROM users GROUP BY role',
          )
          .all()
          .map((r) => [r.role, r.n]),
      ) as Partial<Record<UserRole, number>>,
    insert(user: NewUser): StoredUser {
      const id = randomUUID();
      const now = new Date().toISOString();
      db.prepare(
        `INSERT INTO users (id, email, password_hash, role, kementerian, nama_tampilan, organisasi, catatan, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        user.email,
        user.passwordHash,
        user.role,
        user.kementerian ?? null,
        user.namaTampilan,
        user.organisasi ?? null,
        user.catatan ?? null,
        now,
        now,
      );
      return toUser(byId.get(id)!);
    },
    update(id: string, changes: UserChanges): StoredUser | undefined {
      const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
        keyof UserChanges,
        unknown,
      ][];
      if (entries.length > 0) {
        const sets = entries.map(([key]) => `${COLUMNS[key]} = ?`).join(', ');
        const values = entries.map(([key, value]) =>
          key === 'disabled'
            ? value
              ? 1
              : 0
            : key === 'foto' && value !== null
              ? JSON.stringify(value)
              : value,
        );
        db.prepare(`UPDATE users SET ${sets}, updated_at = ? WHERE id = ?`).run(
          ...(values as (string | number | null)[]),
          new Date().toISOString(),
          id,
        );
      }
      const row = byId.get(id);
      return row ? toUser(row) : undefined;
    },
    remove: (id: string) => db.prepare('DELETE FROM users WHERE id = ?').run(id).changes > 0,
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
