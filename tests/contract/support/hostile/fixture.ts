import { encodeUploadedFile } from '../../../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../../../src/server/seed/demo-seed';
import type { TempServer } from '../../../support/temp-server';
import type { Fixture } from './route-cases';

async function post(server: TempServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

export const signInMaster = async (server: TempServer): Promise<string> =>
  (
    (await post(server, '/api/auth/login', {
      email: 'master@bem.demo',
      password: DEMO_PASSWORD,
      client: 'desktop',
    })) as { token: string }
  ).token;

/** A valid submission of the demo form (for the fixture, and for the checker's self-test). */
export const validIntake = async (server: TempServer) =>
  (
    (await post(server, '/api/berkas/intake', {
      namaKegiatan: 'Seminar Reaktor',
      penyelenggara: 'Hima TKN',
      jenisBerkas: 'Proposal Kegiatan',
      tanggalKegiatan: '2026-12-05',
      kontak: '0812',
      berkasPengajuan: encodeUploadedFile(
        `data:application/pdf;base64,${btoa('%PDF-1.4 isi')}`,
        'proposal.pdf',
      ),
    })) as { data: { ticketId: string; revisionCode: string } }
  ).data;

/** Real records for the fuzz to aim at: a submission waiting for a correction, its file, ids. */
export async function prepareFixture(server: TempServer, masterToken: string): Promise<Fixture> {
  const { ticketId, revisionCode } = await validIntake(server);
  const submissionId = server.services.submissions.findByTicket(ticketId)!.id;
  await post(
    server,
    `/api/berkas/submissions/${submissionId}/verification`,
    { action: 'request-revision', catatan: 'Lengkapi.', verifier: 'kemenkeu' },
    masterToken,
  );
  const one = (sql: string, ...params: unknown[]) =>
    server.db
      .prepare(sql)
      .pluck()
      .get(...params) as string;
  const fields = server.services.formFields.list();
  return {
    submissionId,
    ticketId,
    revisionCode,
    fileId: one('SELECT id FROM stored_files WHERE submission_id = ?', submissionId),
    pendingUserId: one("SELECT id FROM users WHERE email = 'calon@bem.demo'"),
    formFieldId: fields[0]!.id,
    fields,
  };
}
