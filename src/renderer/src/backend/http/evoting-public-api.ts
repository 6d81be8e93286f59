import * as z from 'zod/mini';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { EvotingApi } from '../evoting-api';
import type { LiveFactory } from './live-factory';
import { withLiveParam } from './live-param';
import { publicElectionSchema } from './public-election-schema';

/** The public list of elections over the embedded server: the one e-voting read of the home page. */
export function createHttpEvotingPublicApi(live: LiveFactory): Pick<EvotingApi, 'watchPublicList'> {
  return {
    watchPublicList: (query, observer) =>
      live(
        withLiveParam(LIVE_TOPICS.electionsPublic, query),
        z.array(publicElectionSchema),
      )(observer),
  };
}
