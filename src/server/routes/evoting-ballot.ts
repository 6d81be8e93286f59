import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { EVOTING_ROUTES } from '../../shared/evoting/evoting-paths';
import { committeeAccess } from '../evoting/committee-access';
import type { ElectionRepository } from '../evoting/election-repository';
import type { EvotingServices } from '../evoting/evoting-services';
import { parseInput } from '../http/app-error';
import { requireCaller, requireVoter } from '../http/auth-context';
import { access } from '../http/route-access';

const eventParams = z.object({ eventId: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `{"pilihan": "<a candidate's id, 64 characters at most>"}` and nothing more. */
const CAST_BODY_LIMIT = 256;

/**
 * The ballot (issue 19): the voter's cast and the committee's publication of the results. The
 * booth and the results are live topics (ballot-live.ts). Neither route's body reaches a log:
 * Fastify's request log holds the method, the address and the status, never a body, and a
 * refusal is answered, not logged.
 */
export function registerEvotingBallotRoutes(
  app: FastifyInstance,
  deps: { elections: ElectionRepository; evoting: EvotingServices },
): void {
  const eventOf = (params: unknown) => parseInput(eventParams, params).eventId;

  app.post(
    EVOTING_ROUTES.cast,
    { config: { access: access.voter() }, bodyLimit: CAST_BODY_LIMIT },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          deps.evoting.ballots.cast(requireVoter(request), eventOf(request.params), request.body),
        ),
  );

  app.post(
    EVOTING_ROUTES.publishResults,
    { config: { access: committeeAccess(deps.elections) }, bodyLimit: 1024 },
    async (request) =>
      deps.evoting.ballots.publish(requireCaller(request), eventOf(request.params)),
  );
}
