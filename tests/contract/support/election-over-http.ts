import { DEMO_PASSWORD } from '../../../src/server/seed/demo-seed';
import { EVOTING_PATHS } from '../../../src/shared/evoting/evoting-paths';
import type { apiClient, Caller } from './api-client';

type Api = ReturnType<typeof apiClient>;

export interface ElectionOverHttp {
  eventId: string;
  /** The candidates' ids, by number (1 first). */
  candidateIds: string[];
  master: Caller;
  panitia: Caller;
  /** `/api/panitia/{eventId}/…` of this election. */
  committee: (...rest: string[]) => string;
}

/**
 * An election prepared over HTTP as the pages make it, for tests of a server in a process of its
 * own (nothing reached through its services): the demo committee asks for it, the demo master
 * approves it, and the committee adds `candidates` numbered candidates. Its roll and opening are
 * the test's own.
 */
export async function electionOverHttp(
  api: Api,
  election: { nama: string; deskripsi: string; candidates: number },
): Promise<ElectionOverHttp> {
  const ok = async (url: string, as: Caller, body: unknown, status = 200) => {
    const answer = await api.call('POST', url, { as, body });
    if (answer.status !== status)
      throw new Error(`POST ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as { id: string };
  };
  const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  const panitia = await api.signIn('panitia@bem.demo', DEMO_PASSWORD);
  const request = await ok(
    EVOTING_PATHS.requests,
    panitia,
    {
      organisasiId: 'bem-km',
      namaPemilihan: election.nama,
      deskripsi: election.deskripsi,
      tautanDokumen: 'https://contoh.id/surat',
    },
    201,
  );
  const { id: eventId } = await ok(EVOTING_PATHS.approve(request.id), master, {
    panitiaTambahan: [],
  });
  const committee = (...rest: string[]) => EVOTING_PATHS.committee(eventId, ...rest);
  const candidateIds: string[] = [];
  for (let nomor = 1; nomor <= election.candidates; nomor += 1) {
    const candidate = await ok(
      committee('kandidat'),
      panitia,
      { nomor, nama: `Calon ${nomor}`, namaWakil: null, foto: null, visi: 'Visi', misi: 'Misi' },
      201,
    );
    candidateIds.push(candidate.id);
  }
  return { eventId, candidateIds, master, panitia, committee };
}
