import * as z from 'zod/mini';
import { publicTrackingSchema } from '../../../../shared/berkas/submission';
import type { Backend } from '../contract';
import { createBerkasRevisionApi } from './berkas-revision-api';
import { submitBerkas } from './berkas-submit';
import type { HttpClient } from './http-client';

/**
 * SI-BERKAS and SI-LAKAS for the public, over the embedded server's API: everything but the
 * questions (berkas-form-fields-api.ts), loaded when a visitor submits, tracks or revises.
 */
export function createBerkasPublicApi(
  client: HttpClient,
): Omit<Backend['berkas'], 'watchFormFields'> {
  return {
    submit: (answers, onProgress) => submitBerkas(client, answers, onProgress),
    ...createBerkasRevisionApi(client),
    track: async (ticketId) => {
      const { submission } = await client.get(
        `/api/berkas/track/${encodeURIComponent(ticketId)}`,
        z.object({ submission: publicTrackingSchema }),
      );
      const letter = submission.finalResponse;
      // The server links its stored reply letter by path; a page served from elsewhere (the
      // desktop app, a site built for another server) must link the server itself.
      return letter?.fileUrl?.startsWith('/')
        ? {
            ...submission,
            finalResponse: { ...letter, fileUrl: `${client.baseUrl}${letter.fileUrl}` },
          }
        : submission;
    },
  };
}
