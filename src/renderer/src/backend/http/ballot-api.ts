import * as z from 'zod/mini';
import { EVOTING_PATHS } from '../../../../shared/evoting/evoting-paths';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { BallotApi } from '../ballot-api';
import type { HttpClient } from './http-client';
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
  };
}
