import { BELENIOS_2048 } from '../../../src/shared/evoting/belenios/group';
import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../../../src/shared/evoting/belenios/credential';
import type { TempServer } from '../../support/temp-server';
import { apiClient, type Caller } from './api-client';
import { BELENIOS_API, expectOk, trusteeActor, type TrusteeStatus } from './belenios-actors';

/**
 * A new election's Belenios preparation, the cheapest real way (issue 34): the committee account
 * names itself the only trustee (threshold 1 of 1), which is what scheduling needs; for opening,
 * it also runs that trustee's three key-generation steps from Node as its browser would, and acts
 * as the credential authority for every verified voter. For tests of the committee's general
 * behaviour, whose subject is not Belenios itself.
 */
export async function nameSelfAsTrustee(
  server: TempServer,
  panitia: { user: { id: string }; caller: Caller },
  eventId: string,
): Promise<TrusteeStatus> {
  const api = apiClient(server.url);
  const answer = await api.call('PUT', BELENIOS_API.committee(eventId, 'wali'), {
    as: panitia.caller,
    body: { ambang: 1, panitia: [panitia.user.id], saksi: [] },
  });
  return expectOk<TrusteeStatus>(answer, 200, 'wali');
}

/** After nameSelfAsTrustee: the key generated and every verified voter given a credential. */
export async function prepareToOpen(
  server: TempServer,
  panitia: { caller: Caller },
  eventId: string,
): Promise<void> {
  const api = apiClient(server.url);
  const trustee = trusteeActor({ api, url: server.url }, panitia.caller, eventId);
  await trustee.certify();
  await trustee.sharePolynomial();
  await trustee.verifyShares();
  const path = BELENIOS_API.committee(eventId, 'kredensial');
  const status = expectOk<{ tanpaKredensial: { voterId: string }[] }>(
    await api.call('GET', path, { as: panitia.caller }),
  );
  if (status.tanpaKredensial.length === 0) return;
  const { uuid } = expectOk<TrusteeStatus>(
    await api.call('GET', BELENIOS_API.committee(eventId, 'wali'), { as: panitia.caller }),
  );
  const kredensial = status.tanpaKredensial.map(({ voterId }) => ({
    voterId,
    publik: publicCredentialToString(
      derivePublicCredential(BELENIOS_2048, uuid, generatePrivateCredential()),
    ),
  }));
  expectOk(await api.call('POST', path, { as: panitia.caller, body: { kredensial } }), 200);
}
