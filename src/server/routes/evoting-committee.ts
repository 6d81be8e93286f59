import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ELECTION_LIMITS } from '../../shared/evoting/election';
import { EVOTING_ROUTES } from '../../shared/evoting/evoting-paths';
import { committeeAccess } from '../evoting/committee-access';
import type { ElectionRepository } from '../evoting/election-repository';
import type { EvotingServices } from '../evoting/evoting-services';
import { parseInput } from '../http/app-error';
import { requireCaller } from '../http/auth-context';
import { SMALL_BODY_LIMIT } from '../http/body-limits';
import type { RateLimits } from '../http/rate-limits';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const eventParams = z.object({ eventId: id });
const itemParams = z.object({ eventId: id, id });
const voterParams = z.object({ eventId: id, voterId: id });

/** A roll import: the CSV file's text inside JSON (a newline costs two bytes there). */
const IMPORT_BODY_LIMIT = ELECTION_LIMITS.importBytesMax * 2 + 1024;

/**
 * The committee area `/panitia/{eventId}` (issue 18 item 4): every route under
 * `/api/panitia/:eventId`, each guarded by committeeAccess (that election's committee, or the
 * master) before its body is read. The services apply the state machine; what the committee
 * reads arrives over the live topics (evoting-live.ts).
 */
export function registerEvotingCommitteeRoutes(
  app: FastifyInstance,
  deps: { elections: ElectionRepository; evoting: EvotingServices; limits: RateLimits },
): void {
  const { committee, candidateService, rollService } = deps.evoting;
  const base = EVOTING_ROUTES.committee;
  const guarded = {
    config: { access: committeeAccess(deps.elections) },
    bodyLimit: SMALL_BODY_LIMIT,
  };
  const event = (request: FastifyRequest) => parseInput(eventParams, request.params).eventId;
  const item = (request: FastifyRequest) => parseInput(itemParams, request.params);
  const voter = (request: FastifyRequest) => parseInput(voterParams, request.params);

  // Pengaturan.
  app.patch(base, guarded, async (request) =>
    committee.updateDetails(requireCaller(request), event(request), request.body),
  );
  app.put(`${base}/jadwal`, guarded, async (request) =>
    committee.setSchedule(requireCaller(request), event(request), request.body),
  );
  app.put(`${base}/abstain`, guarded, async (request) =>
    committee.setAbstain(requireCaller(request), event(request), request.body),
  );
  app.post(`${base}/buka`, guarded, async (request) =>
    committee.openNow(requireCaller(request), event(request), request.body),
  );
  app.post(`${base}/tutup`, guarded, async (request) =>
    committee.closeNow(requireCaller(request), event(request)),
  );
  app.post(`${base}/perpanjang`, guarded, async (request) =>
    committee.extend(requireCaller(request), event(request), request.body),
  );
  app.post(`${base}/pengumuman`, guarded, async (request, reply) =>
    reply
      .status(201)
      .send(committee.addAnnouncement(requireCaller(request), event(request), request.body)),
  );
  app.delete(`${base}/pengumuman/:id`, guarded, async (request, reply) => {
    const { eventId, id: announcementId } = item(request);
    committee.removeAnnouncement(requireCaller(request), eventId, announcementId);
    return reply.status(204).send();
  });

  // Kandidat.
  app.post(`${base}/kandidat`, guarded, async (request, reply) =>
    reply
      .status(201)
      .send(candidateService.create(requireCaller(request), event(request), request.body)),
  );
  app.put(`${base}/kandidat/:id`, guarded, async (request) => {
    const { eventId, id: candidateId } = item(request);
    return candidateService.update(requireCaller(request), eventId, candidateId, request.body);
  });
  app.delete(`${base}/kandidat/:id`, guarded, async (request, reply) => {
    const { eventId, id: candidateId } = item(request);
    candidateService.remove(requireCaller(request), eventId, candidateId);
    return reply.status(204).send();
  });

  // Kelola Pemilih and Verifikasi Pemilih. Adding and importing are limited per committee account
  // (checked after the guard, before the body is read): what a committee can learn of the voter
  // register is bounded by how many NIM-and-name pairs it may try (issue 33 item 1).
  const adding = { ...guarded, onRequest: deps.limits.rollAdditions };
  app.post(`${base}/pemilih`, adding, async (request, reply) =>
    reply.status(201).send(rollService.add(requireCaller(request), event(request), request.body)),
  );
  const importing = {
    ...guarded,
    bodyLimit: IMPORT_BODY_LIMIT,
    onRequest: deps.limits.rollImports,
  };
  app.post(`${base}/pemilih/impor/pratinjau`, importing, async (request) => {
    requireCaller(request);
    return rollService.preview(event(request), request.body);
  });
  app.post(`${base}/pemilih/impor`, importing, async (request) =>
    rollService.commitImport(requireCaller(request), event(request), request.body),
  );
  app.delete(`${base}/pemilih/:voterId`, guarded, async (request, reply) => {
    const { eventId, voterId } = voter(request);
    rollService.remove(requireCaller(request), eventId, voterId);
    return reply.status(204).send();
  });
  app.post(`${base}/pemilih/:voterId/verifikasi`, guarded, async (request) => {
    const { eventId, voterId } = voter(request);
    return rollService.verify(requireCaller(request), eventId, voterId);
  });
  app.post(`${base}/pemilih/:voterId/tolak`, guarded, async (request) => {
    const { eventId, voterId } = voter(request);
    return rollService.reject(requireCaller(request), eventId, voterId, request.body);
  });
}
