import * as z from 'zod/mini';
import { submissionVersionSchema } from '../../../../shared/berkas/resubmission';
import {
  fileNameFromContentDisposition,
  storedFilesSchema,
} from '../../../../shared/berkas/stored-file';
import { submissionSchema } from '../../../../shared/berkas/submission';
import { statusCountsSchema, workQueueSchema } from '../../../../shared/berkas/work-queue-schema';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import type { Backend } from '../contract';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

const submissionEnvelope = z.object({ submission: submissionSchema });

/** The SI-BERKAS panel and Kelola Form Berkas over the embedded server's API. */
export function createBerkasAdminApi(
  client: HttpClient,
  live: LiveFactory,
): Backend['berkasAdmin'] {
  const id = encodeURIComponent;
  return {
    list: (filter) => {
      const params = new URLSearchParams({ limit: String(filter.limit) });
      if (filter.status) params.set('status', filter.status);
      if (filter.search?.trim()) params.set('q', filter.search.trim());
      return client.get(
        `/api/berkas/submissions?${params}`,
        z.object({ items: z.array(submissionSchema), total: z.number() }),
      );
    },
    counts: (filter) => {
      const params = new URLSearchParams();
      if (filter.search?.trim()) params.set('q', filter.search.trim());
      return client.get(`/api/berkas/submission-counts?${params}`, statusCountsSchema);
    },
    workQueue: () => client.get('/api/berkas/work-queue', workQueueSchema),
    watchChanges: live(liveTopicPath(LIVE_TOPICS.submissions), z.object({ version: z.number() })),
    detail: (submissionId) =>
      client.get(
        `/api/berkas/submissions/${id(submissionId)}`,
        z.object({
          submission: submissionSchema,
          events: z.array(
            z.object({ action: z.string(), oleh: z.string(), timestamp: z.string() }),
          ),
          versions: z.array(submissionVersionSchema),
          files: storedFilesSchema,
        }),
      ),
    verify: async (submissionId, action, catatan, verifier) =>
      (
        await client.send(
          'POST',
          `/api/berkas/submissions/${id(submissionId)}/verification`,
          { action, catatan, ...(verifier ? { verifier } : {}) },
          submissionEnvelope,
        )
      ).submission,
    approve: async (submissionId) =>
      (
        await client.send(
          'POST',
          `/api/berkas/submissions/${id(submissionId)}/approve`,
          {},
          submissionEnvelope,
        )
      ).submission,
    finish: async (submissionId, input) =>
      (
        await client.send(
          'POST',
          `/api/berkas/submissions/${id(submissionId)}/final`,
          input,
          submissionEnvelope,
        )
      ).submission,
    downloadFile: async (url) => {
      const response = await client.download(url);
      return {
        blob: await response.blob(),
        name: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
      };
    },
  };
}
