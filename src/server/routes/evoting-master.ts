import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { EVOTING_ROUTES } from '../../shared/evoting/evoting-paths';
import type { GeneralSettings } from '../../shared/settings';
import type { EvotingServices } from '../evoting/evoting-services';
import { parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { SMALL_BODY_LIMIT } from '../http/body-limits';
import { access } from '../http/route-access';
import type { SettingsService } from '../settings/settings-service';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * Manajemen E-Voting (issue 18 item 3): the master's decisions on requests, the cancel of an
 * election and the E-Voting menu switch; the lists are live topics (evoting-live.ts). The menu's
 * rule for 'manajemen-voting' (master only) decides, before the body is read and in each handler.
 */
export function registerEvotingMasterRoutes(
  app: FastifyInstance,
  deps: { evoting: EvotingServices; settings: SettingsService },
): void {
  const master = (request: FastifyRequest) => requireAdminArea(request, 'manajemen-voting');
  const early = {
    config: { access: access.area('manajemen-voting') },
    bodyLimit: SMALL_BODY_LIMIT,
  };
  const idOf = (request: FastifyRequest) => parseInput(idParams, request.params).id;

  app.post(EVOTING_ROUTES.approve, early, async (request) =>
    deps.evoting.requestService.approve(master(request), idOf(request), request.body),
  );
  app.post(EVOTING_ROUTES.reject, early, async (request) =>
    deps.evoting.requestService.reject(master(request), idOf(request), request.body),
  );
  app.post(EVOTING_ROUTES.cancel, early, async (request) =>
    deps.evoting.committee.cancel(master(request), idOf(request)),
  );
  app.put(
    EVOTING_ROUTES.publishedSwitch,
    { ...early, bodyLimit: 1024 },
    (request): GeneralSettings => deps.settings.setEvotingPublished(master(request), request.body),
  );
}
