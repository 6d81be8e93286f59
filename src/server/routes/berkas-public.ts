import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import * as z from 'zod/mini';
import {
  RESUBMISSION_MESSAGES,
  resubmissionSchema,
  revisionAccessSchema,
} from '../../shared/berkas/resubmission';
import { BERKAS_MESSAGES } from '../../shared/berkas/status';
import { normaliseTicket } from '../../shared/berkas/ticket';
import type { FileStore } from '../berkas/file-store';
import type { FormFieldRepository } from '../berkas/form-field-repository';
import type { IntakeService } from '../berkas/intake-service';
import type { RevisionService } from '../berkas/revision-service';
import type { SubmissionRepository } from '../berkas/submission-repository';
import { AppError, parseInput } from '../http/app-error';
import type { RateLimits } from '../http/rate-limits';
import { access } from '../http/route-access';
import { TRACKING_RESPONSE_SCHEMA } from './tracking-response-schema';

/** Room for several 5 MB files sent as base64 in one JSON body (SPEC.md §7). */
export const INTAKE_BODY_LIMIT = 32 * 1024 * 1024;

/** Opening a correction sends a ticket and a code: a few bytes. */
const REVISION_OPEN_BODY_LIMIT = 16 * 1024;

const ticketParams = z.object({ ticket: z.string().check(z.maxLength(40)) });

export function registerBerkasPublicRoutes(
  app: FastifyInstance,
  deps: {
    fields: FormFieldRepository;
    submissions: SubmissionRepository;
    intake: IntakeService;
    files: FileStore;
    limits: RateLimits;
    revision: RevisionService;
  },
): void {
  /** The script-endpoint contract: `{status, message, data}` with the answers and file links. */
  const scriptError = (reply: FastifyReply, error: AppError) =>
    reply.status(error.statusCode).send({
      status: 'error',
      message: error.message,
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    });

  // Its limit's refusal in the same shape, so the wizard shows the too-many message.
  const intakeLimit: onRequestAsyncHookHandler = async function (request, reply) {
    try {
      await deps.limits.intake.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return scriptError(reply, error);
    }
  };

  app.post(
    '/api/berkas/intake',
    {
      config: { access: access.public('anyone may submit (SPEC.md §7); rate-limited per address') },
      bodyLimit: INTAKE_BODY_LIMIT,
      onRequest: intakeLimit,
    },
    async (request, reply) => {
      try {
        const submission = deps.intake.intake(request.body);
        return {
          status: 'success',
          message: 'Pengajuan berhasil dikirim.',
          data: {
            ...submission.answers,
            ticketId: submission.ticketId,
            revisionCode: submission.revisionCode,
          },
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return scriptError(reply, error);
      }
    },
  );

  app.get(
    '/api/berkas/track/:ticket',
    {
      config: {
        access: access.public(
          'the ticket is the key; misses rate-limited per address; the answer is an allow-list',
        ),
      },
      onRequest: deps.limits.tracking.check,
      schema: { response: TRACKING_RESPONSE_SCHEMA },
    },
    async (request, reply) => {
      const ticket = normaliseTicket(parseInput(ticketParams, request.params).ticket);
      const view = ticket ? deps.submissions.trackingView(ticket) : undefined;
      if (!view) {
        deps.limits.tracking.recordMiss(request);
        throw new AppError('NOT_FOUND', 404, BERKAS_MESSAGES.ticketNotFound);
      }
      reply.header('Cache-Control', 'no-store');
      return { submission: view };
    },
  );

  /**
   * Corrections (issue 12, item 6): ticket and revision code, never the ticket alone. A mismatch
   * counts as a tracking miss (the same limiter) and answers one message whatever was wrong, so
   * it tells nothing about the ticket that tracking does not already tell.
   */
  const openRevision = async (request: FastifyRequest, ticketId: string, code: string) => {
    const submission = deps.revision.verify(ticketId, code);
    if (!submission) {
      deps.limits.tracking.recordMiss(request);
      throw new AppError('FORBIDDEN', 403, RESUBMISSION_MESSAGES.wrongCode);
    }
    return submission;
  };
  const withCode = {
    config: {
      access: access.public(
        'needs the ticket and its revision code; a wrong pair counts as a tracking miss',
      ),
    },
  };

  app.post(
    '/api/berkas/revision/open',
    { ...withCode, bodyLimit: REVISION_OPEN_BODY_LIMIT, onRequest: deps.limits.tracking.check },
    async (request, reply) => {
      const input = parseInput(revisionAccessSchema, request.body);
      const submission = await openRevision(request, input.ticketId, input.revisionCode);
      reply.header('Cache-Control', 'no-store');
      return { draft: deps.revision.draft(submission) };
    },
  );

  app.post(
    '/api/berkas/revision',
    {
      ...withCode,
      bodyLimit: INTAKE_BODY_LIMIT,
      onRequest: [deps.limits.tracking.check, deps.limits.intake],
    },
    async (request) => {
      const input = parseInput(resubmissionSchema, request.body);
      const submission = await openRevision(request, input.ticketId, input.revisionCode);
      const updated = deps.revision.resubmit(submission, input.answers);
      return { submission: deps.submissions.trackingView(updated.ticketId) };
    },
  );
}
