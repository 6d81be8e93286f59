import * as z from 'zod/mini';
import { voterProfileSchema } from '../../../../shared/evoting/voter';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import type { VoterApi } from '../voter-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

const voterEnvelope = z.object({ voter: voterProfileSchema });
const sessionEnvelope = z.object({ voter: z.nullable(voterProfileSchema) });
const messageEnvelope = z.object({ message: z.string() });

/**
 * Voters' own accounts on the embedded server (/api/pemilih, routes/voters.ts): the voter cookie
 * travels with every request of the website (credentials 'include'), apart from the admin one.
 */
export function createHttpVoterApi(client: HttpClient, live: LiveFactory): VoterApi {
  const session = () => client.get('/api/pemilih/session', sessionEnvelope);
  const watchProfile = live(liveTopicPath(LIVE_TOPICS.myVoter), voterProfileSchema);
  return {
    current: async () => (await session()).voter,
    // A stream refused or ended for want of a voter session means: nobody (signed out here, in
    // another tab, or by a password reset); the stream stops after that (live-stream.ts).
    watchCurrent: (observer) =>
      watchProfile({
        next: (voter) => observer.next(voter),
        error: (error) =>
          error.code === 'UNAUTHENTICATED' ? observer.next(null) : observer.error?.(error),
      }),
    register: async (input) =>
      (await client.send('POST', '/api/pemilih/register', input, voterEnvelope)).voter,
    signIn: async (email, password) =>
      (await client.send('POST', '/api/pemilih/login', { email, password }, voterEnvelope)).voter,
    signOut: () => client.sendEmpty('POST', '/api/pemilih/logout'),
    // Any request but a live stream counts as the voter's activity on the server.
    keepAlive: async () => {
      await session();
    },
    requestPasswordReset: async (email) =>
      (await client.send('POST', '/api/pemilih/forgot-password', { email }, messageEnvelope))
        .message,
    resetPassword: async (token, password) =>
      (
        await client.send(
          'POST',
          '/api/pemilih/reset-password',
          { token, password },
          messageEnvelope,
        )
      ).message,
    updateProfile: async (changes) =>
      (await client.send('PATCH', '/api/pemilih/profile', changes, voterEnvelope)).voter,
  };
}
