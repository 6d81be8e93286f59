import { expect, request, type APIRequestContext } from '@playwright/test';
import type { Prodi } from '../../../src/shared/evoting/prodi';

/**
 * The people of an election staged through the API, where a test is about what comes after (the
 * booth, the results): its committee, and voters of its own, so no other spec on the shared
 * server changes it. The election itself is made by ./belenios-election.ts.
 */

export const COMMITTEE_EMAIL = 'panitia@bem.demo';

export interface StageVoter {
  namaLengkap: string;
  nim: string;
  prodi: Prodi;
  email: string;
  password: string;
}

export interface StagedElection {
  eventId: string;
  nama: string;
  candidates: { id: string; nomor: number; nama: string }[];
}

/**
 * The `n`th voter of a stage: an Elektro Mekanika NIM of an intake `year` no other stage and no
 * demo voter uses (the tour's own voter is of year 99).
 */
export const stageVoter = (tag: string, year: number, n: number): StageVoter => ({
  namaLengkap: `Pemilih ${tag} ${n}`,
  nim: `03${year}${String(n).padStart(5, '0')}`,
  prodi: 'Elektro Mekanika',
  email: `pemilih-${tag.toLowerCase()}-${n}@uji.test`,
  password: `kunci-${tag.toLowerCase()}-${n}-2026`,
});

/** A voter's own API session (their cookie), as the booth's page would have it. */
export async function voterApi(baseURL: string, voter: StageVoter): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await api.post('/api/pemilih/login', {
    data: { email: voter.email, password: voter.password },
  });
  expect(signedIn.status()).toBe(200);
  return api;
}
