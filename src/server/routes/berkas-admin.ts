import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { SUBMISSION_STATUSES } from '../../shared/berkas/status';
import { finalRequestSchema, verificationRequestSchema } from '../../shared/berkas/workflow-input';
import type { RevisionRepository } from '../berkas/revision-repository';
import type { FileStore } from '../berkas/file-store';
import { buildWorkQueue } from '../../shared/berkas/work-queue';
import type { SubmissionRepository } from '../berkas/submission-repository';
import type { WorkflowService } from '../berkas/workflow-service';
import { AppError, parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { FINAL_REPLY_BODY_LIMIT, SMALL_BODY_LIMIT } from '../http/body-limits';
import { access } from '../http/route-access';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const listQuery = z.object({
  status: z.optional(z.enum(SUBMISSION_STATUSES)),
  q: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
const countsQuery = z.object({ q: z.optional(z.string().check(z.maxLength(200))) });
// The bodies of the workflow steps and their limits are shared with the Firebase adapter.
const actionBody = verificationRequestSchema;
const finalBody = finalRequestSchema;

/** The SI-BERKAS panel: admin (of its ministries), banggar and master, as the menu rule says. */
export function registerBerkasAdminRoutes(
  app: FastifyInstance,
  deps: {
    submissions: SubmissionRepository;
    workflow: WorkflowService;
    revisions?: RevisionRepository;
    files: FileStore;
  },
): void {
  // Checked before the body is read (access-control.ts); the handlers check again and get the
  // actor from it.
  const panel = { config: { access: access.area('berkas') } };
  const small = { ...panel, bodyLimit: SMALL_BODY_LIMIT };

  app.get('/api/berkas/submissions', panel, async (request) => {
    requireAdminArea(request, 'berkas');
    const query = parseInput(listQuery, request.query);
    return deps.submissions.list({
      status: query.status,
      search: query.q,
      limit: query.limit ?? 10,
    });
  });

  // The filter counts, within the current search; the panel re-reads them on every change tick.
  app.get('/api/berkas/submission-counts', panel, async (request) => {
    requireAdminArea(request, 'berkas');
    return deps.submissions.statusCounts(parseInput(countsQuery, request.query).q);
  });

  // What waits for the caller (their verifier, and ACC / follow-up for those who finalise).
  app.get('/api/berkas/work-queue', panel, async (request) => {
    const actor = requireAdminArea(request, 'berkas');
    return buildWorkQueue(actor, deps.submissions.queueCandidates());
  });

  app.get('/api/berkas/submissions/:id', panel, async (request) => {
    requireAdminArea(request, 'berkas');
    const { id } = parseInput(idParams, request.params);
    const submission = deps.submissions.findById(id);
    if (!submission) throw new AppError('NOT_FOUND', 404, 'Pengajuan tidak ditemukan.');
    return {
      submission,
      events: deps.submissions.events(id),
      versions: deps.revisions?.versions(id) ?? [],
      files: deps.files.namesOf(id),
    };
  });

  app.post('/api/berkas/submissions/:id/verification', small, async (request) => {
    const actor = requireAdminArea(request, 'berkas');
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(actionBody, request.body);
    return {
      submission: deps.workflow.verifierAction(
        actor,
        id,
        input.action,
        input.catatan ?? '',
        input.verifier,
      ),
    };
  });

  app.post('/api/berkas/submissions/:id/approve', small, async (request) => {
    const actor = requireAdminArea(request, 'berkas');
    return { submission: deps.workflow.approve(actor, parseInput(idParams, request.params).id) };
  });

  app.post(
    '/api/berkas/submissions/:id/final',
    { ...panel, bodyLimit: FINAL_REPLY_BODY_LIMIT },
    async (request) => {
      const actor = requireAdminArea(request, 'berkas');
      const input = parseInput(finalBody, request.body);
      return {
        submission: deps.workflow.finish(actor, parseInput(idParams, request.params).id, {
          catatan: input.catatan ?? '',
          ...(input.letter ? { letter: input.letter } : {}),
          ...(input.letterUrl ? { letterUrl: input.letterUrl } : {}),
        }),
      };
    },
  );
}
