import * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { revisionDraftSchema } from '../../../../shared/berkas/resubmission';
import { publicTrackingSchema } from '../../../../shared/berkas/submission';
import { apiErrorBodySchema } from '../../../../shared/errors';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import { postWithProgress } from './post-with-progress';
import type { HttpClient } from './http-client';

const trackingEnvelope = z.object({ submission: publicTrackingSchema });

/** Corrections after "Revisi Diperlukan": ticket and revision code, over the embedded server. */
export function createBerkasRevisionApi(
  client: HttpClient,
): Pick<Backend['berkas'], 'openRevision' | 'resubmit'> {
  return {
    openRevision: async (ticketId, revisionCode) =>
      (
        await client.send(
          'POST',
          '/api/berkas/revision/open',
          { ticketId, revisionCode },
          z.object({ draft: revisionDraftSchema }),
        )
      ).draft,

    // Upload progress like the intake: corrected files can be several megabytes.
    resubmit: async (ticketId, revisionCode, answers, onProgress) => {
      let reply: { status: number; text: string };
      try {
        reply = await postWithProgress(
          client,
          `${client.baseUrl}/api/berkas/revision`,
          JSON.stringify({ ticketId, revisionCode, answers }),
          onProgress,
        );
      } catch {
        throw BackendError.network();
      }
      let json: unknown;
      try {
        json = JSON.parse(reply.text);
      } catch {
        throw BackendError.fromCode('INTERNAL', reply.status);
      }
      if (reply.status >= 200 && reply.status < 300) {
        const parsed = safeParse(trackingEnvelope, json);
        if (parsed.success) return parsed.data.submission;
        throw BackendError.fromCode('INTERNAL', reply.status);
      }
      const error = safeParse(apiErrorBodySchema, json);
      if (!error.success) throw BackendError.fromCode('INTERNAL', reply.status);
      const { code, message, fields } = error.data.error;
      throw new BackendError(code, message, reply.status, fields);
    },
  };
}
