import { publicTracking } from '../../shared/berkas/public-tracking';
import { plainFinalResponse } from '../../shared/berkas/stored-file';
import type { FinalResponse, PublicTracking, Submission } from '../../shared/berkas/submission';
import type { SubmissionStatus, Verifiers } from '../../shared/berkas/status';
import {
  emptyStatusCounts,
  type StatusCounts,
  type WorkQueueItem,
} from '../../shared/berkas/work-queue';
import type { Db } from '../db/database';

interface SubmissionRow {
  id: string;
  ticket_id: string;
  answers: string;
  nama_kegiatan: string;
  penyelenggara: string;
  current_status: SubmissionStatus;
  verifiers: string;
  final_response: string | null;
  created_at: string;
  updated_at: string;
}

const toSubmission = (row: SubmissionRow): Submission => ({
  id: row.id,
  ticketId: row.ticket_id,
  answers: JSON.parse(row.answers) as Record<string, string>,
  namaKegiatan: row.nama_kegiatan,
  penyelenggara: row.penyelenggara,
  currentStatus: row.current_status,
  verifiers: JSON.parse(row.verifiers) as Verifiers,
  // The letter's name plain (file-name.ts), also when it was stored before names were.
  finalResponse: row.final_response
    ? plainFinalResponse(JSON.parse(row.final_response) as FinalResponse)
    : null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * `letterLink` turns the stored reply letter's permanent link into the expiring one tracking
 * hands out (letter-links.ts); without it tracking shows the stored link.
 */
export function createSubmissionRepository(
  db: Db,
  letterLink: (fileUrl: string | null) => string | null = (url) => url,
) {
  const byTicket = db.prepare<[string], SubmissionRow>(
    'SELECT * FROM submissions WHERE ticket_id = ?',
  );
  const trackingRow = db.prepare<[string], Omit<SubmissionRow, 'answers'>>(
    `SELECT id, ticket_id, nama_kegiatan, penyelenggara, current_status, verifiers, final_response, created_at, updated_at
     FROM submissions WHERE ticket_id = ?`,
  );
  return {
    insert(submission: Submission): void {
      db.prepare(
        `INSERT INTO submissions (id, ticket_id, answers, nama_kegiatan, penyelenggara, current_status, verifiers, final_response, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        submission.id,
        submission.ticketId,
        JSON.stringify(submission.answers),
        submission.namaKegiatan,
        submission.penyelenggara,
        submission.currentStatus,
        JSON.stringify(submission.verifiers),
        submission.finalResponse ? JSON.stringify(submission.finalResponse) : null,
        submission.createdAt,
        submission.updatedAt,
      );
    },
    /**
     * Only what tracking shows: the answers (personal data, and large) are not even read; a
     * stored reply letter by a link that expires.
     */
    trackingView(ticketId: string): PublicTracking | undefined {
      const row = trackingRow.get(ticketId);
      if (!row) return undefined;
      const view = publicTracking(toSubmission({ ...row, answers: '{}' }));
      return view.finalResponse
        ? {
            ...view,
            finalResponse: {
              ...view.finalResponse,
              fileUrl: letterLink(view.finalResponse.fileUrl),
            },
          }
        : view;
    },
    findByTicket(ticketId: string): Submission | undefined {
      const row = byTicket.get(ticketId);
      return row ? toSubmission(row) : undefined;
    },
    count: () => (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n,
    findById(id: string): Submission | undefined {
      const row = db
        .prepare<[string], SubmissionRow>('SELECT * FROM submissions WHERE id = ?')
        .get(id);
      return row ? toSubmission(row) : undefined;
    },
    /**
     * The admin list: newest first, optionally one status and a case-insensitive search over
     * namaKegiatan and penyelenggara, the first `limit` rows and the total.
     */
    list(filter: { status?: SubmissionStatus; search?: string; limit: number }): {
      items: Submission[];
      total: number;
    } {
      const clauses: string[] = [];
      const params: (string | number)[] = [];
      if (filter.status) {
        clauses.push('current_status = ?');
        params.push(filter.status);
      }
      const search = filter.search?.trim().toLowerCase();
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        clauses.push(
          "(lower(nama_kegiatan) LIKE ? ESCAPE '\\' OR lower(penyelenggara) LIKE ? ESCAPE '\\')",
        );
        params.push(like, like);
      }
      const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM submissions ${where}`).get(...params) as { n: number }
      ).n;
      const items = db
        .prepare<(string | number)[], SubmissionRow>(
          `SELECT * FROM submissions ${where} ORDER BY created_at DESC, id DESC LIMIT ?`,
        )
        .all(...params, filter.limit)
        .map(toSubmission);
      return { items, total };
    },
    update(
      id: string,
      changes: {
        currentStatus: SubmissionStatus;
        verifiers: Verifiers;
        finalResponse?: FinalResponse | null;
      },
      now: string,
    ): void {
      db.prepare(
        'UPDATE submissions SET current_status = ?, verifiers = ?, final_response = COALESCE(?, final_response), updated_at = ? WHERE id = ?',
      ).run(
        changes.currentStatus,
        JSON.stringify(changes.verifiers),
        changes.finalResponse ? JSON.stringify(changes.finalResponse) : null,
        now,
        id,
      );
    },
    addEvent(submissionId: string, action: string, oleh: string, timestamp: string): void {
      db.prepare(
        'INSERT INTO submission_events (submission_id, action, oleh, timestamp) VALUES (?, ?, ?, ?)',
      ).run(submissionId, action, oleh, timestamp);
    },
    events: (submissionId: string) =>
      db
        .prepare<[string], { action: string; oleh: string; timestamp: string }>(
          'SELECT action, oleh, timestamp FROM submission_events WHERE submission_id = ? ORDER BY id',
        )
        .all(submissionId),
    /** The panel's filter counts (issue 12, item 11): every status and the total, within a search. */
    statusCounts(search?: string): StatusCounts {
      const { where, params } = searchClause(search);
      const counts = emptyStatusCounts();
      const rows = db
        .prepare<string[], { status: SubmissionStatus; n: number }>(
          `SELECT current_status AS status, COUNT(*) AS n FROM submissions ${where} GROUP BY current_status`,
        )
        .all(...params);
      for (const row of rows) {
        counts[row.status] = row.n;
        counts.total += row.n;
      }
      return counts;
    },
    /**
     * What a work queue can hold: every submission not yet Selesai, without its answers. The
     * shared rules (work-queue.ts) pick each user's buckets from these.
     */
    queueCandidates: (): (WorkQueueItem & { verifiers: Verifiers })[] =>
      db
        .prepare<[], Omit<SubmissionRow, 'answers' | 'final_response' | 'updated_at'>>(
          `SELECT id, ticket_id, nama_kegiatan, penyelenggara, current_status, verifiers, created_at
           FROM submissions WHERE current_status != 'Selesai'`,
        )
        .all()
        .map((row) => ({
          id: row.id,
          ticketId: row.ticket_id,
          namaKegiatan: row.nama_kegiatan,
          penyelenggara: row.penyelenggara,
          currentStatus: row.current_status,
          verifiers: JSON.parse(row.verifiers) as Verifiers,
          createdAt: row.created_at,
        })),
  };
}

/** The list's search as SQL: a case-insensitive substring of the activity or its organiser. */
function searchClause(search: string | undefined): { where: string; params: string[] } {
  const needle = search?.trim().toLowerCase();
  if (!needle) return { where: '', params: [] };
  const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    where:
      "WHERE (lower(nama_kegiatan) LIKE ? ESCAPE '\\' OR lower(penyelenggara) LIKE ? ESCAPE '\\')",
    params: [like, like],
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
