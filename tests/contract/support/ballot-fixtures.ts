import { createHttpBackend } from '../../../src/renderer/src/backend/http/http-backend';
import type { Backend } from '../../../src/renderer/src/backend/contract';
import { EVOTING_PATHS } from '../../../src/shared/evoting/evoting-paths';
import type { Candidate } from '../../../src/shared/evoting/election';
import type { TempServer } from '../../support/temp-server';
import type { apiClient, ApiResponse } from './api-client';
import {
  electionFor,
  scheduleDirectly,
  voterOf,
  type Account,
  type Voter,
} from './evoting-fixtures';
import { markPlaintextLegacy } from './legacy-election';

/** Records of the ballot's tests (issue 19), made through the services and the committee's API. */

let serial = 0;
/** A new voter with a live session: NIMs of intake year 77 and a test domain, unique in a run. */
export function newBallotVoter(server: TempServer, nama = 'Pemilih Bilik'): Voter {
  serial += 1;
  const n = String(serial).padStart(5, '0');
  return voterOf(server, {
    nim: `0177${n}`,
    namaLengkap: `${nama} ${n}`,
    email: `bilik-${n}-${process.pid}@uji.test`,
    prodi: 'Teknokimia Nuklir',
  });
}

export interface BallotElection {
  id: string;
  candidates: Candidate[];
}

/**
 * An election of `panitia` with `candidates` candidates, abstain on or off, these voters verified
 * on its roll, then scheduled directly (a schedule in the past is no route's to set). The subject
 * of these tests is the plaintext ballot, so it stands for an election created before the upgrade
 * to mandatory trustees (markPlaintextLegacy, as migration 18 marks one).
 */
export async function electionWithBallot(
  server: TempServer,
  panitia: Account,
  options: {
    candidates: number;
    abstain: boolean;
    roll: readonly Voter[];
    mulai: number;
    selesai: number;
    nama?: string;
  },
): Promise<BallotElection> {
  const id = electionFor(server, panitia.user, options.nama);
  const candidates: Candidate[] = [];
  for (let nomor = 1; nomor <= options.candidates; nomor += 1)
    candidates.push(
      await panitia.backend.committee.createCandidate(id, {
        nomor,
        nama: `Kandidat ${nomor}`,
        namaWakil: null,
        foto: null,
        visi: 'Visi',
        misi: 'Misi',
      }),
    );
  if (!options.abstain) await panitia.backend.committee.setAbstain(id, false);
  for (const voter of options.roll) await panitia.backend.committee.addToRoll(id, voter);
  markPlaintextLegacy(server.db, id);
  scheduleDirectly(server, id, options.mulai, options.selesai);
  return { id, candidates };
}

/** The voter's cast over HTTP, as their browser sends it (their cookie, JSON). */
export const castAs = (
  api: ReturnType<typeof apiClient>,
  voter: Voter,
  eventId: string,
  body: unknown,
): Promise<ApiResponse> =>
  api.call('POST', EVOTING_PATHS.cast(eventId), { as: voter.caller, body });

/** The http Backend of a signed-in voter: their cookie on every request (the browser's). */
export function voterBackend(server: TempServer, voter: Voter): Backend {
  const cookie = voter.caller.cookie!;
  return createHttpBackend({
    baseUrl: server.url,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return fetch(input, { ...init, headers });
    },
  });
}

/** The box's three tables for one election, as stored. */
export function boxOf(server: TempServer, electionId: string) {
  const db = server.db;
  return {
    voted: db
      .prepare('SELECT voter_id FROM election_voted WHERE election_id = ?')
      .pluck()
      .all(electionId) as string[],
    receipts: db
      .prepare('SELECT kode_tanda FROM election_receipts WHERE election_id = ?')
      .pluck()
      .all(electionId) as string[],
    tally: Object.fromEntries(
      (
        db
          .prepare('SELECT pilihan, suara FROM election_tally WHERE election_id = ?')
          .all(electionId) as { pilihan: string; suara: number }[]
      ).map((row) => [row.pilihan, row.suara]),
    ),
  };
}
