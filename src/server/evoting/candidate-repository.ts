import { randomUUID } from 'node:crypto';
import { safeParse } from 'zod/mini';
import type { Announcement, Candidate, CandidateInput } from '../../shared/evoting/election';
import { imageRefSchema, type ImageRef } from '../../shared/images/image-ref';
import type { Db } from '../db/database';

interface CandidateRow {
  id: string;
  election_id: string;
  nomor: number;
  nama: string;
  nama_wakil: string | null;
  foto: string | null;
  visi: string;
  misi: string;
}

/** A stored photo reference that no longer parses reads as no photo, not as a failed read. */
function photoOf(value: string | null): ImageRef | null {
  if (value === null) return null;
  try {
    const parsed = safeParse(imageRefSchema, JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toCandidate = (row: CandidateRow): Candidate => ({
  id: row.id,
  nomor: row.nomor,
  nama: row.nama,
  namaWakil: row.nama_wakil,
  foto: photoOf(row.foto),
  visi: row.visi,
  misi: row.misi,
});

/** Whether a write collided with another candidate's number (UNIQUE (election_id, nomor)). */
export const isNumberTaken = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('candidates.nomor');

/**
 * An election's candidates and announcements (migration 13). A candidate's number is unique per
 * election by the table itself; a photo is a reference to a stored image file, kept as JSON
 * (image-cleanup.ts counts it as a use of the image).
 */
export function createCandidateRepository(db: Db) {
  const list = db.prepare<[string], CandidateRow>(
    'SELECT * FROM candidates WHERE election_id = ? ORDER BY nomor',
  );
  const one = db.prepare<[string, string], CandidateRow>(
    'SELECT * FROM candidates WHERE election_id = ? AND id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO candidates (id, election_id, nomor, nama, nama_wakil, foto, visi, misi)
     VALUES (@id, @electionId, @nomor, @nama, @namaWakil, @foto, @visi, @misi)`,
  );
  const update = db.prepare(
    `UPDATE candidates SET nomor = @nomor, nama = @nama, nama_wakil = @namaWakil, foto = @foto,
       visi = @visi, misi = @misi WHERE election_id = @electionId AND id = @id`,
  );
  const remove = db.prepare('DELETE FROM candidates WHERE election_id = ? AND id = ?');
  const announcements = db.prepare<[string], Announcement>(
    `SELECT id, teks, dibuat_pada AS dibuatPada FROM election_announcements
     WHERE election_id = ? ORDER BY dibuat_pada DESC, id`,
  );
  const announcementCount = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM election_announcements WHERE election_id = ?',
  );
  const insertAnnouncement = db.prepare(
    `INSERT INTO election_announcements (id, election_id, teks, dibuat_oleh, dibuat_pada)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const removeAnnouncement = db.prepare(
    'DELETE FROM election_announcements WHERE election_id = ? AND id = ?',
  );
  const row = (electionId: string, input: CandidateInput) => ({
    electionId,
    nomor: input.nomor,
    nama: input.nama,
    namaWakil: input.namaWakil || null,
    foto: input.foto ? JSON.stringify(input.foto) : null,
    visi: input.visi,
    misi: input.misi,
  });
  return {
    list: (electionId: string): Candidate[] => list.all(electionId).map(toCandidate),
    find: (electionId: string, id: string): Candidate | undefined => {
      const found = one.get(electionId, id);
      return found ? toCandidate(found) : undefined;
    },
    /** Throws SQLite's UNIQUE error when the number is taken (isNumberTaken). */
    insert(electionId: string, input: CandidateInput): Candidate {
      const id = randomUUID();
      insert.run({ ...row(electionId, input), id });
      return toCandidate(one.get(electionId, id)!);
    },
    update(electionId: string, id: string, input: CandidateInput): Candidate | undefined {
      if (update.run({ ...row(electionId, input), id }).changes === 0) return undefined;
      return toCandidate(one.get(electionId, id)!);
    },
    remove: (electionId: string, id: string): boolean => remove.run(electionId, id).changes === 1,

    announcements: (electionId: string): Announcement[] => announcements.all(electionId),
    announcementCount: (electionId: string): number => announcementCount.get(electionId)!.n,
    addAnnouncement(electionId: string, teks: string, userId: string, at: string): Announcement {
      const id = randomUUID();
      insertAnnouncement.run(id, electionId, teks, userId, at);
      return { id, teks, dibuatPada: at };
    },
    removeAnnouncement: (electionId: string, id: string): boolean =>
      removeAnnouncement.run(electionId, id).changes === 1,
  };
}

export type CandidateRepository = ReturnType<typeof createCandidateRepository>;
