import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { EVOTING_ROUTES } from '../../shared/evoting/evoting-paths';
import type { EvotingServices } from '../evoting/evoting-services';
import { parseInput } from '../http/app-error';
import { requireVoter } from '../http/auth-context';
import { access } from '../http/route-access';

const eventParams = z.object({ eventId: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * The voter's side of elections (their dashboard): the request to join a roll. Their elections
 * are a live topic (evoting-live.ts). A signed-in voter only, by their own cookie.
 */
export function registerEvotingVoterRoutes(app: FastifyInstance, evoting: EvotingServices): void {
  app.post(
    EVOTING_ROUTES.join,
    { config: { access: access.voter() }, bodyLimit: 1024 },
    async (request) =>
      evoting.voterElections.join(
        requireVoter(request),
        parseInput(eventParams, request.params).eventId,
      ),
  );
}
