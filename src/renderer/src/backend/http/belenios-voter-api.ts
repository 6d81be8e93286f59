import * as z from 'zod/mini';
import { beleniosPath } from '../../../../shared/evoting/belenios-paths';
import { BackendError } from '../backend-error';
import type { BeleniosVoterApi } from '../belenios-voter-api';
import { toBackendError, type HttpClient } from './http-client';

/** A tracker: Base64 SHA-256 without padding (shared/evoting/belenios/tracker.ts). */
const tracker = z.string().check(z.regex(/^[A-Za-z0-9+/]{43}$/));

const voterViewSchema = z.object({
  uuid: z.string(),
  pemilihan: z.nullable(z.string()),
  kredensial: z.boolean(),
  kredensialPublik: z.nullable(z.string().check(z.regex(/^[0-9]+$/))),
  tracker: z.nullable(tracker),
});

const ballotBoxSchema = z.object({
  uuid: z.string(),
  sidikJari: z.nullable(z.string()),
  tracker: z.array(tracker),
});

const castSchema = z.object({ tracker });
const registeredSchema = z.object({ kredensial: z.literal(true) });

/** The voter's Belenios routes and the public ballot box of the embedded server. */
export function createHttpBeleniosVoterApi(client: HttpClient): BeleniosVoterApi {
  return {
    async view(eventId) {
      try {
        return await client.get(beleniosPath('voterElection', eventId), voterViewSchema);
      } catch (error) {
        // A plaintext election (or one the voter may not see) has no Belenios side.
        if (error instanceof BackendError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    async registerCredential(eventId, publik) {
      await client.send(
        'PUT',
        beleniosPath('voterCredential', eventId),
        { publik },
        registeredSchema,
      );
    },
    async castBallot(eventId, ballotText) {
      // The exact text, not re-serialised: the server hashes what it receives into the tracker.
      let response: Response;
      try {
        response = await client.fetch(`${client.baseUrl}${beleniosPath('ballot', eventId)}`, {
          method: 'POST',
          headers: client.headers({ 'Content-Type': 'application/json' }),
          credentials: client.credentials,
          body: ballotText,
        });
      } catch {
        throw BackendError.network();
      }
      if (!response.ok) throw await toBackendError(response);
      const parsed = z.safeParse(castSchema, await response.json().catch(() => undefined));
      if (!parsed.success) throw BackendError.invalidResponse();
      return parsed.data;
    },
    ballotBox: (eventId) => client.get(beleniosPath('ballotBox', eventId), ballotBoxSchema),
  };
}
