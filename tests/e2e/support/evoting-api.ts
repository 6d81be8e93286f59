import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { EVOTING_PATHS } from '../../../src/shared/evoting/evoting-paths';
import type { Prodi } from '../../../src/shared/evoting/prodi';
import { staffApi } from './berkas';

/**
 * Setting an election's stage through the API, where a test is about what comes after (the booth,
 * the results): an election of its own, so no other spec on the shared server changes it, with
 * its own voters, candidates and roll, opened now.
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

async function ok<T>(response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Registers the voters, has the committee ask for an election and the master approve it, then
 * schedules it, adds the candidates and the voters (verified), and opens it now. */
export async function openElectionThroughApi(
  baseURL: string,
  options: { nama: string; candidates: string[]; voters: StageVoter[]; abstain: boolean },
): Promise<StagedElection> {
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const committee = await staffApi(baseURL, COMMITTEE_EMAIL);
  const master = await staffApi(baseURL, 'master@bem.demo');
  try {
    for (const voter of options.voters) {
      const made = await visitor.post('/api/pemilih/register', {
        data: { ...voter, setujuSyarat: true },
      });
      expect([201, 409]).toContain(made.status());
    }
    const asked = await ok<{ id: string }>(
      await committee.post(EVOTING_PATHS.requests, {
        data: {
          organisasiId: 'bem-km',
          namaPemilihan: options.nama,
          deskripsi: 'Pemilihan uji bilik suara.',
          tautanDokumen: 'https://drive.google.com/file/d/surat-uji/view',
        },
      }),
      201,
    );
    const election = await ok<{ id: string }>(
      await master.post(EVOTING_PATHS.approve(asked.id), { data: { panitiaTambahan: [] } }),
    );
    const eventId = election.id;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await ok(
      await committee.put(EVOTING_PATHS.committee(eventId, 'jadwal'), {
        data: { mulai: at(60 * 60_000), selesai: at(3 * 60 * 60_000) },
      }),
    );
    await ok(
      await committee.put(EVOTING_PATHS.committee(eventId, 'abstain'), {
        data: { abstain: options.abstain },
      }),
    );
    const candidates: StagedElection['candidates'] = [];
    for (const [i, nama] of options.candidates.entries()) {
      const made = await ok<{ id: string; nomor: number; nama: string }>(
        await committee.post(EVOTING_PATHS.committee(eventId, 'kandidat'), {
          data: {
            nomor: i + 1,
            nama,
            namaWakil: null,
            foto: null,
            visi: `Visi ${nama}.`,
            misi: `Misi ${nama}.`,
          },
        }),
        201,
      );
      candidates.push({ id: made.id, nomor: made.nomor, nama: made.nama });
    }
    for (const voter of options.voters)
      await ok(
        await committee.post(EVOTING_PATHS.committee(eventId, 'pemilih'), {
          data: { nim: voter.nim, namaLengkap: voter.namaLengkap },
        }),
        201,
      );
    await ok(
      await committee.post(EVOTING_PATHS.committee(eventId, 'buka'), { data: { selesai: null } }),
    );
    return { eventId, nama: options.nama, candidates };
  } finally {
    await Promise.all([visitor.dispose(), committee.dispose(), master.dispose()]);
  }
}

/** A voter's own API session (their cookie), as the booth's page would have it. */
export async function voterApi(baseURL: string, voter: StageVoter): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await api.post('/api/pemilih/login', {
    data: { email: voter.email, password: voter.password },
  });
  expect(signedIn.status()).toBe(200);
  return api;
}
