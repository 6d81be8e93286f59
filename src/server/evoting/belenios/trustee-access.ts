import type { FastifyRequest } from 'fastify';
import { BELENIOS_MESSAGES } from '../../../shared/evoting/belenios-election';
import { AppError } from '../../http/app-error';
import { access, type RouteAccess } from '../../http/route-access';
import type { BeleniosRepository } from './belenios-repository';
import type { TrusteeCaller } from './trustee-steps-service';
import type { WitnessSessions } from './witness-sessions';

/** The name the trustee routes declare (the authorization matrix's rows use it). */
export const TRUSTEE_ACCESS_NAME =
  "a trustee of the election (a committee member named, or a witness's session)";

const resolved = new WeakMap<FastifyRequest, TrusteeCaller>();

/**
 * `/api/wali/:eventId/…` (issue 34 item 1): a committee account named as one of that election's
 * trustees (its own session), or a witness signed in for that election with their code. Each
 * reaches only its own position; refused before the body is read.
 */
export function trusteeAccess(deps: {
  belenios: BeleniosRepository;
  witnesses: WitnessSessions;
  cookieName: string;
}): RouteAccess {
  return access.custom(TRUSTEE_ACCESS_NAME, (request: FastifyRequest) => {
    const { eventId } = (request.params ?? {}) as { eventId?: unknown };
    if (typeof eventId !== 'string') throw new AppError('FORBIDDEN', 403);
    const caller = request.caller;
    if (caller) {
      const me = deps.belenios.trustees(eventId).find((t) => t.userId === caller.id);
      if (me) return void resolved.set(request, { eventId, posisi: me.posisi });
    }
    const token = request.cookies[deps.cookieName];
    const witness = token ? deps.witnesses.find(token) : null;
    if (witness && witness.eventId === eventId) return void resolved.set(request, witness);
    if (!caller && !witness) throw new AppError('UNAUTHENTICATED', 401);
    throw new AppError('FORBIDDEN', 403, BELENIOS_MESSAGES.notTrustee);
  });
}

/** The trustee the access check resolved for this request. */
export function requireTrustee(request: FastifyRequest): TrusteeCaller {
  const trustee = resolved.get(request);
  if (!trustee) throw new AppError('FORBIDDEN', 403);
  return trustee;
}
