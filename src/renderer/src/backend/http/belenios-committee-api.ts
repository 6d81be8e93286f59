import * as z from 'zod/mini';
import { BELENIOS_MESSAGES, TRUSTEE_STAGES } from '../../../../shared/evoting/belenios-election';
import { beleniosPath } from '../../../../shared/evoting/belenios-paths';
import { BackendError } from '../backend-error';
import type { BeleniosCommitteeApi } from '../belenios-committee-api';
import type { HttpClient } from './http-client';

const count = z.number().check(z.int(), z.minimum(0));

const trusteeStatusSchema = z.object({
  uuid: z.string(),
  ambang: count,
  tahap: z.enum(TRUSTEE_STAGES),
  wali: z.array(
    z.object({
      posisi: count,
      nama: z.string(),
      jenis: z.enum(['panitia', 'saksi']),
      sertifikat: z.boolean(),
      polinomial: z.boolean(),
      verifikasi: z.boolean(),
      dekripsi: z.boolean(),
    }),
  ),
});

const namedTrusteesSchema = z.object({
  ...trusteeStatusSchema.def.shape,
  saksi: z.array(z.object({ posisi: count, email: z.string(), kodeMasuk: z.string() })),
});

const credentialStatusSchema = z.object({
  tanpaKredensial: z.array(z.object({ voterId: z.string(), nim: z.string(), nama: z.string() })),
  jumlahKredensial: count,
});

const issuedSchema = z.object({ jumlahKredensial: count });

/** The committee's Belenios routes of the embedded server (src/shared/evoting/belenios-paths.ts). */
export function createHttpBeleniosCommitteeApi(client: HttpClient): BeleniosCommitteeApi {
  return {
    async trusteeStatus(eventId) {
      try {
        return await client.get(beleniosPath('trustees', eventId), trusteeStatusSchema);
      } catch (error) {
        // Not a Belenios election (yet): nothing to show, not a failure.
        if (error instanceof BackendError && error.message === BELENIOS_MESSAGES.notBelenios)
          return null;
        throw error;
      }
    },
    nameTrustees: (eventId, input) =>
      client.send('PUT', beleniosPath('trustees', eventId), input, namedTrusteesSchema),
    credentialStatus: (eventId) =>
      client.get(beleniosPath('committeeCredentials', eventId), credentialStatusSchema),
    issueCredentials: (eventId, kredensial) =>
      client.send(
        'POST',
        beleniosPath('committeeCredentials', eventId),
        { kredensial },
        issuedSchema,
      ),
  };
}
