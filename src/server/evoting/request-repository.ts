import { randomUUID } from 'node:crypto';
import type {
  ElectionRequest,
  ElectionRequestInput,
  RequestStatus,
} from '../../shared/evoting/election';
import type { Db } from '../db/database';

interface RequestRow {
  id: string;
  organisasi_id: string;
  penyelenggara: string;
  nama_pemilihan: string;
  deskripsi: string;
  tautan_dokumen: string;
  status: RequestStatus;
  diajukan_oleh: string;
  diajukan_pada: string;
  diputuskan_pada: string | null;
  alasan_penolakan: string | null;
  pemilihan_id: string | null;
  /** The requester's account, joined: shown to the master and the requester only. */
  oleh_nama: string;
  oleh_email: string;
}

const toRequest = (row: RequestRow): ElectionRequest => ({
  id: row.id,
  organisasiId: row.organisasi_id,
  penyelenggara: row.penyelenggara,
  namaPemilihan: row.nama_pemilihan,
  deskripsi: row.deskripsi,
  tautanDokumen: row.tautan_dokumen,
  status: row.status,
  diajukanOleh: { id: row.diajukan_oleh, nama: row.oleh_nama, email: row.oleh_email },
  diajukanPada: row.diajukan_pada,
  diputuskanPada: row.diputuskan_pada,
  alasanPenolakan: row.alasan_penolakan,
  pemilihanId: row.pemilihan_id,
});

const SELECT = `SELECT r.*, u.nama_tampilan AS oleh_nama, u.email AS oleh_email
  FROM election_requests r JOIN users u ON u.id = r.diajukan_oleh`;
// Waiting requests first (the master's work), then the newest.
const ORDER = `ORDER BY r.status = 'menunggu' DESC, r.diajukan_pada DESC, r.id`;

/**
 * The committee's requests for an election (migration 13). A decision is written once, on a
 * request still waiting (the UPDATE's own condition, so two decisions cannot both apply); decided
 * requests are kept for the record, never deleted.
 */
export function createRequestRepository(db: Db) {
  const byId = db.prepare<[string], RequestRow>(`${SELECT} WHERE r.id = ?`);
  const all = db.prepare<[], RequestRow>(`${SELECT} ${ORDER}`);
  const byRequester = db.prepare<[string], RequestRow>(
    `${SELECT} WHERE r.diajukan_oleh = ? ${ORDER}`,
  );
  const insert = db.prepare(
    `INSERT INTO election_requests (id, organisasi_id, penyelenggara, nama_pemilihan, deskripsi,
       tautan_dokumen, status, diajukan_oleh, diajukan_pada)
     VALUES (@id, @organisasiId, @penyelenggara, @namaPemilihan, @deskripsi, @tautanDokumen,
       'menunggu', @oleh, @at)`,
  );
  const decide = db.prepare(
    `UPDATE election_requests SET status = @status, diputuskan_oleh = @oleh, diputuskan_pada = @at,
       alasan_penolakan = @alasan, pemilihan_id = @pemilihanId
     WHERE id = @id AND status = 'menunggu'`,
  );
  return {
    find: (id: string): ElectionRequest | undefined => {
      const row = byId.get(id);
      return row ? toRequest(row) : undefined;
    },
    list: (): ElectionRequest[] => all.all().map(toRequest),
    listByRequester: (userId: string): ElectionRequest[] => byRequester.all(userId).map(toRequest),
    insert(
      input: ElectionRequestInput & { penyelenggara: string },
      requesterId: string,
      at: string,
    ): string {
      const id = randomUUID();
      insert.run({ ...input, id, oleh: requesterId, at });
      return id;
    },
    /** False when the request was decided already (by this call's rival, say). */
    decide(
      id: string,
      decision: {
        status: Exclude<RequestStatus, 'menunggu'>;
        oleh: string;
        at: string;
        alasan: string | null;
        pemilihanId: string | null;
      },
    ): boolean {
      return decide.run({ id, ...decision }).changes === 1;
    },
  };
}

export type RequestRepository = ReturnType<typeof createRequestRepository>;
