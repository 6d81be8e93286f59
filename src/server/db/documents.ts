import type { Db } from './database';

/**
 * Singleton JSON documents addressed by path (e.g. `settings/general`), the embedded counterpart
 * of a Firestore document. Callers validate what they store and what they read back.
 */
export interface DocumentRepository {
  read(path: string): unknown;
  write(path: string, data: unknown): void;
}

export function createDocumentRepository(db: Db): DocumentRepository {
  const select = db.prepare<[string], { data: string }>(
    'SELECT data FROM documents WHERE path = ?',
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO documents (path, data, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  return {
    read(path) {
      const row = select.get(path);
      return row ? (JSON.parse(row.data) as unknown) : undefined;
    },
    write(path, data) {
      upsert.run(path, JSON.stringify(data), new Date().toISOString());
    },
  };
}
