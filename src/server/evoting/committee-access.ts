import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { access, type RouteAccess } from '../http/route-access';
import type { ElectionRepository } from './election-repository';

/** The name the committee routes declare (the authorization matrix's rows use it). */
export const COMMITTEE_ACCESS_NAME = "the election's committee, or the master";

/**
 * `/api/panitia/:eventId/…` (issue 18 item 4): the committee of that election and the master,
 * nobody else; refused before the body is read. A committee account of another election gets
 * 403, as does a request for an election that does not exist unless the caller is the master (who
 * then gets the handler's 404): whether an election id exists is nobody else's business.
 */
export function committeeAccess(elections: ElectionRepository): RouteAccess {
  return access.custom(COMMITTEE_ACCESS_NAME, (request: FastifyRequest) => {
    const caller = request.caller;
    if (!caller) throw new AppError('UNAUTHENTICATED', 401);
    if (caller.role === 'master') return;
    const { eventId } = (request.params ?? {}) as { eventId?: unknown };
    if (
      caller.role === 'panitia_requestor' &&
      typeof eventId === 'string' &&
      elections.isCommittee(caller.id, eventId)
    )
      return;
    throw new AppError('FORBIDDEN', 403);
  });
}
