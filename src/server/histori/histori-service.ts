import type { FastifyBaseLogger } from 'fastify';
import { actorName, type UserProfile } from '../../shared/accounts';
import { HISTORI_PAGE_SIZE } from '../../shared/auth-api';
import { fieldChangesSchema, type FieldChange } from '../../shared/histori/record-changes';
import type { Db } from '../db/database';
import { safeParse } from 'zod/mini';

export interface HistoriEntry {
  id: number;
  action: string;
  oleh: string;
  timestamp: string;
  /** What an edit changed; absent for entries that change no record's fields. */
  changes?: FieldChange[];
}

interface HistoriRow extends Omit<HistoriEntry, 'changes'> {
  changes: string | null;
}

/** A row as the API sends it: stored changes that no longer parse are left out, not fatal. */
function toEntry({ changes, ...entry }: HistoriRow): HistoriEntry {
  if (changes === null) return entry;
  let parsed: unknown;
  try {
    parsed = JSON.parse(changes);
  } catch {
    return entry;
  }
  const result = safeParse(fieldChangesSchema, parsed);
  return result.success && result.data.length > 0 ? { ...entry, changes: result.data } : entry;
}

export interface HistoriFilter {
  oleh?: string;
  action?: string;
  /** Inclusive dates (YYYY-MM-DD) in Asia/Jakarta. */
  from?: string;
  to?: string;
}

// Dates in the filter are Yogyakarta days; stored timestamps are UTC instants.
const jakartaDayStart = (date: string) => new Date(`${date}T00:00:00+07:00`).toISOString();
const jakartaDayEnd = (date: string) => new Date(`${date}T23:59:59.999+07:00`).toISOString();

export function createHistoriService(db: Db, log: () => FastifyBaseLogger) {
  const insert = db.prepare(
    'INSERT INTO histori (action, oleh, actor_id, timestamp, changes) VALUES (?, ?, ?, ?, ?)',
  );

  function where(filter: HistoriFilter): { sql: string; params: string[] } {
    const clauses: string[] = [];
    const params: string[] = [];
    if (filter.oleh) {
      clauses.push("oleh LIKE ? ESCAPE '\\'");
      params.push(`%${filter.oleh.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (filter.action) {
      clauses.push("action LIKE ? ESCAPE '\\'");
      params.push(`%${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (filter.from) {
      clauses.push('timestamp >= ?');
      params.push(jakartaDayStart(filter.from));
    }
    if (filter.to) {
      clauses.push('timestamp <= ?');
      params.push(jakartaDayEnd(filter.to));
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  return {
    /**
     * Records an admin change with the actor taken from the signed-in account and the server's
     * time. A failure is logged and swallowed: it never fails the user's action.
     */
    record(
      actor: Pick<UserProfile, 'id' | 'kementerian' | 'namaTampilan' | 'email'>,
      action: string,
      changes: readonly FieldChange[] = [],
    ): void {
      try {
        const stored = changes.length > 0 ? JSON.stringify(changes) : null;
        insert.run(action, actorName(actor), actor.id, new Date().toISOString(), stored);
      } catch (error) {
        log().error({ err: error }, 'Gagal mencatat aktivitas');
      }
    },
    page(
      filter: HistoriFilter,
      page: number,
    ): { entries: HistoriEntry[]; total: number; pageSize: number } {
      const { sql, params } = where(filter);
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM histori ${sql}`).get(...params) as { n: number }
      ).n;
      const entries = db
        .prepare<string[], HistoriRow>(
          `SELECT id, action, oleh, timestamp, changes FROM histori ${sql} ORDER BY timestamp DESC, id DESC LIMIT ${HISTORI_PAGE_SIZE} OFFSET ${(page - 1) * HISTORI_PAGE_SIZE}`,
        )
        .all(...params)
        .map(toEntry);
      return { entries, total, pageSize: HISTORI_PAGE_SIZE };
    },
    all(filter: HistoriFilter): HistoriEntry[] {
      const { sql, params } = where(filter);
      return db
        .prepare<string[], HistoriRow>(
          `SELECT id, action, oleh, timestamp, changes FROM histori ${sql} ORDER BY timestamp DESC, id DESC`,
        )
        .all(...params)
        .map(toEntry);
    },
  };
}

export type HistoriService = ReturnType<typeof createHistoriService>;
