import * as z from 'zod/mini';
import { ELECTION_STATES } from '../../../../shared/evoting/election-state';

/**
 * An election as the public reads it (/pemilihan, the home page's call to vote), checked on
 * arrival. Apart from evoting-schemas.ts so the home page's call loads none of the committee's
 * and the roll's shapes.
 */
export const publicElectionShape = {
  id: z.string(),
  nama: z.string(),
  deskripsi: z.string(),
  penyelenggara: z.string(),
  mulai: z.nullable(z.string()),
  selesai: z.nullable(z.string()),
  state: z.enum(ELECTION_STATES),
  hasilDipublikasikan: z.boolean(),
  jumlahKandidat: z.number(),
};
export const publicElectionSchema = z.object(publicElectionShape);
