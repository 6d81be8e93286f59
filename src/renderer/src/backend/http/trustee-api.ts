import * as z from 'zod/mini';
import { BELENIOS_MESSAGES, TRUSTEE_STAGES } from '../../../../shared/evoting/belenios-election';
import { BELENIOS_ROUTES, beleniosPath } from '../../../../shared/evoting/belenios-paths';
import { BackendError } from '../backend-error';
import type { TrusteeApi, TrusteeStep } from '../trustee-api';
import type { HttpClient } from './http-client';

const nullableText = z.nullable(z.string());
const done = z.boolean();

const trusteeViewSchema = z.object({
  uuid: z.string(),
  posisi: z.number(),
  n: z.number(),
  ambang: z.number(),
  nama: z.string(),
  namaPemilihan: z.string(),
  tahap: z.enum(TRUSTEE_STAGES),
  sertifikat: z.nullable(z.array(z.string())),
  vinput: nullableText,
  dkey: nullableText,
  tallyTerenkripsi: nullableText,
  pemilihan: nullableText,
  sudah: z.object({ sertifikat: done, polinomial: done, verifikasi: done, dekripsi: done }),
});

const signedInSchema = z.object({ eventId: z.string(), posisi: z.number() });

const STEP_ROUTES = {
  sertifikat: 'trusteeCertificate',
  polinomial: 'trusteePolynomial',
  verifikasi: 'trusteeVerification',
  dekripsi: 'trusteeDecryption',
} as const satisfies Record<TrusteeStep, string>;

/** The link sign-in is Firebase's; the embedded server checks the committee's code instead. */
const noLinks = () =>
  Promise.reject(new BackendError('UNAVAILABLE', BELENIOS_MESSAGES.witnessSignInUnavailable, 503));

/**
 * The trustee routes of the embedded server. The witness's session is its `bem_wali` cookie,
 * which the website's requests carry; a committee member's is their usual one.
 */
export function createHttpTrusteeApi(client: HttpClient): TrusteeApi {
  return {
    witnessSignIn: 'kode',
    witnessLink: () => null,
    sendSignInLink: noLinks,
    completeSignInLink: noLinks,
    signIn: (email, kode) =>
      client.send('POST', BELENIOS_ROUTES.witnessSignIn, { email, kode }, signedInSchema),
    signOut: () => client.sendEmpty('POST', BELENIOS_ROUTES.witnessSignOut),
    view: (eventId) => client.get(beleniosPath('trustee', eventId), trusteeViewSchema),
    send: (eventId, step, text) =>
      client.send(
        'POST',
        beleniosPath(STEP_ROUTES[step], eventId),
        { [step]: text },
        trusteeViewSchema,
      ),
  };
}
