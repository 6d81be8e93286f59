import * as z from 'zod/mini';
import { beleniosPath } from '../../../../shared/evoting/belenios-paths';
import { EVOTING_PATHS } from '../../../../shared/evoting/evoting-paths';
import { LIVE_TOPICS } from '../../../../shared/live';
import { BackendError } from '../backend-error';
import type { BallotApi } from '../ballot-api';
import { toBackendError, type HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import { withLiveParam } from './live-param';
import { boothViewSchema, castReceiptSchema, electionResultsSchema } from './ballot-schemas';

/**
 * The booth, the ballot and the results over the embedded server: the booth on the voter's own
 * session (the voter cookie), the publication on the committee's, the results for anyone.
 */
export function createHttpBallotApi(client: HttpClient, live: LiveFactory): BallotApi {
  return {
    watchBooth: (eventId, observer) =>
      live(withLiveParam(LIVE_TOPICS.booth, eventId), boothViewSchema)(observer),
    cast: (eventId, pilihan) =>
      client.send('POST', EVOTING_PATHS.cast(eventId), { pilihan }, castReceiptSchema),
    watchResults: (eventId, observer) =>
      live(
        withLiveParam(LIVE_TOPICS.electionResults, eventId),
        z.nullable(electionResultsSchema),
      )(observer),
    publishResults: (eventId) =>
      client.send('POST', EVOTING_PATHS.publishResults(eventId), {}, electionResultsSchema),
    record: (eventId) => fetchRecord(client, eventId),
  };
}

/**
 * `GET /api/pemilihan/:eventId/arsip`. 404 means the election has no record yet; so does an HTML
 * answer, which is what a static host's fallback page gives for an address it does not serve.
 */
async function fetchRecord(client: HttpClient, eventId: string): Promise<Uint8Array | null> {
  let response: Response;
  try {
    response = await client.fetch(`${client.baseUrl}${beleniosPath('archive', eventId)}`, {
      headers: client.headers({ Accept: 'application/octet-stream' }),
      credentials: client.credentials,
    });
  } catch {
    throw BackendError.network();
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || (response.ok && type.includes('text/html'))) return null;
  if (!response.ok) throw await toBackendError(response);
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    throw BackendError.network();
  }
}
