import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVOTING_ROUTES } from '../../shared/evoting/evoting-paths';
import type { EvotingServices } from '../evoting/evoting-services';
import { AppError } from '../http/app-error';
import { requireCaller } from '../http/auth-context';
import { SMALL_BODY_LIMIT } from '../http/body-limits';
import { access } from '../http/route-access';

/** The name the request route declares (the authorization matrix's row uses it). */
export const REQUESTER_ACCESS_NAME = 'an approved committee account, or the master';

/** /request-pemilihan's senders: approved committee accounts (panitia_requestor) and the master. */
export function requesterOnly(request: FastifyRequest) {
  const caller = requireCaller(request);
  if (caller.role !== 'panitia_requestor' && caller.role !== 'master')
    throw new AppError('FORBIDDEN', 403);
  return caller;
}

/** /request-pemilihan (issue 18 item 3): a request for an election, for the master to decide. */
export function registerEvotingRequestRoutes(app: FastifyInstance, evoting: EvotingServices): void {
  app.post(
    EVOTING_ROUTES.requests,
    {
      config: { access: access.custom(REQUESTER_ACCESS_NAME, requesterOnly) },
      bodyLimit: SMALL_BODY_LIMIT,
    },
    async (request, reply) =>
      reply.status(201).send(evoting.requestService.submit(requesterOnly(request), request.body)),
  );
}
