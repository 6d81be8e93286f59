import { EVOTING_HISTORY } from '../../shared/evoting/election-history';
import { randomUUID } from 'node:crypto';
import {
  approveRequestInput,
  electionRequestInput,
  EVOTING_MESSAGES,
  rejectRequestInput,
  type ElectionRequest,
} from '../../shared/evoting/election';
import type { ElectionOverview } from '../../shared/evoting/election-views';
import { organisationsResource } from '../../shared/direktori/organisations-resource';
import { BEM_KM_ORGANISATION } from '../../shared/keterbukaan/anggaran-organisations';
import type { StoredUser, UserRepository } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import type { ResourceServices } from '../resources/resource-services';
import type { ElectionReads } from './election-reads';
import type { ElectionRepository } from './election-repository';
import type { EvotingEvents } from './evoting-events';
import type { RequestRepository } from './request-repository';

const notFound = () => new AppError('NOT_FOUND', 404, EVOTING_MESSAGES.requestNotFound);
const decided = () => new AppError('CONFLICT', 409, EVOTING_MESSAGES.requestDecided);
const notPanitia = () =>
  new AppError('VALIDATION', 400, EVOTING_MESSAGES.committeeNotPanitia, {
    panitiaTambahan: EVOTING_MESSAGES.committeeNotPanitia,
  });

/** An account the master may seat on a committee: approved as committee, not disabled. */
export const isCommitteeAccount = (user: StoredUser | undefined): user is StoredUser =>
  user !== undefined && user.role === 'panitia_requestor' && !user.disabled;

/**
 * /request-pemilihan and the master's decision (issue 18 item 3). The approval is one SQLite
 * transaction: the election (abstain on, no schedule), its committee, the request's decision and
 * its history entry all commit together or not at all; a second decision of the same request is
 * refused (the request's UPDATE only matches a waiting one, and elections.request_id is UNIQUE).
 */
export function createRequestService(deps: {
  db: Db;
  requests: RequestRepository;
  elections: ElectionRepository;
  reads: ElectionReads;
  users: UserRepository;
  resources: ResourceServices;
  histori: HistoriService;
  events: EvotingEvents;
}) {
  const { db, requests, histori, events } = deps;
  const iso = () => new Date(deps.elections.now()).toISOString();
  const insertElection = db.prepare(
    `INSERT INTO elections (id, request_id, nama, deskripsi, organisasi_id, penyelenggara, abstain,
       hasil_dipublikasikan, dibuat_pada, diperbarui_pada)
     VALUES (@id, @requestId, @nama, @deskripsi, @organisasiId, @penyelenggara, 1, 0, @at, @at)`,
  );
  const seat = db.prepare('INSERT INTO election_committee (election_id, user_id) VALUES (?, ?)');

  /** The organiser's name as the directory has it now (a later rename leaves the request be). */
  const organiserName = (organisasiId: string): string => {
    if (organisasiId === BEM_KM_ORGANISATION.id) return BEM_KM_ORGANISATION.nama;
    const record = deps.resources.of(organisationsResource).store.find(organisasiId);
    if (!record)
      throw new AppError('VALIDATION', 400, EVOTING_MESSAGES.organisationUnknown, {
        organisasiId: EVOTING_MESSAGES.organisationUnknown,
      });
    return record.nama;
  };

  return {
    submit(actor: StoredUser, body: unknown): ElectionRequest {
      const input = parseInput(electionRequestInput, body);
      const request = db.transaction(() => {
        const penyelenggara = organiserName(input.organisasiId);
        const id = requests.insert({ ...input, penyelenggara }, actor.id, iso());
        histori.record(actor, EVOTING_HISTORY.requestSubmitted(input.namaPemilihan, penyelenggara));
        return requests.find(id)!;
      })();
      events.changed('requests');
      return request;
    },

    approve(actor: StoredUser, requestId: string, body: unknown): ElectionOverview {
      const { panitiaTambahan } = parseInput(approveRequestInput, body);
      const electionId = db
        .transaction(() => {
          const request = requests.find(requestId);
          if (!request) throw notFound();
          if (request.status !== 'menunggu') throw decided();
          const at = iso();
          const id = randomUUID();
          insertElection.run({
            id,
            requestId,
            nama: request.namaPemilihan,
            deskripsi: request.deskripsi,
            organisasiId: request.organisasiId,
            penyelenggara: request.penyelenggara,
            at,
          });
          seat.run(id, request.diajukanOleh.id);
          // Checked after the election is written: a refused account rolls the whole step back.
          for (const userId of new Set(panitiaTambahan)) {
            if (userId === request.diajukanOleh.id) continue;
            if (!isCommitteeAccount(deps.users.findById(userId))) throw notPanitia();
            seat.run(id, userId);
          }
          const decision = { status: 'disetujui' as const, oleh: actor.id, at, alasan: null };
          if (!requests.decide(requestId, { ...decision, pemilihanId: id })) throw decided();
          histori.record(
            actor,
            EVOTING_HISTORY.requestApproved(request.namaPemilihan, request.penyelenggara),
          );
          return id;
        })
        .immediate();
      events.changed('requests', 'election');
      return deps.reads.overview(deps.elections.find(electionId)!);
    },

    reject(actor: StoredUser, requestId: string, body: unknown): ElectionRequest {
      const { alasan } = parseInput(rejectRequestInput, body);
      const request = db
        .transaction(() => {
          const found = requests.find(requestId);
          if (!found) throw notFound();
          const decision = { status: 'ditolak' as const, oleh: actor.id, at: iso(), alasan };
          if (!requests.decide(requestId, { ...decision, pemilihanId: null })) throw decided();
          histori.record(
            actor,
            EVOTING_HISTORY.requestRejected(found.namaPemilihan, found.penyelenggara, alasan),
          );
          return requests.find(requestId)!;
        })
        .immediate();
      events.changed('requests');
      return request;
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
