import type { TempServer } from '../../support/temp-server';
import type { apiClient, Caller } from './api-client';

type Api = ReturnType<typeof apiClient>;

/** A complete SI-BERKAS intake whose submitted file is `berkasPengajuan` (a link or a data URL). */
export const intakeAnswers = (berkasPengajuan: string) => ({
  namaKegiatan: 'Seminar Keselamatan Radiasi',
  penyelenggara: 'Hima TKN',
  jenisBerkas: 'Proposal Kegiatan',
  tanggalKegiatan: '2026-12-05',
  kontak: '081234567890',
  berkasPengajuan,
});

/** Submits the intake; the answer as it came, with the file's link and the ticket when accepted. */
export async function submitIntake(api: Api, file: string) {
  const response = await api.call('POST', '/api/berkas/intake', { body: intakeAnswers(file) });
  const data = (response.body as { data?: Record<string, string> }).data;
  return { response, link: data?.berkasPengajuan, ticketId: data?.ticketId };
}

/** Submits the intake, which must be accepted: its submission's id, ticket and file link. */
export async function submittedIntake(api: Api, server: TempServer, file: string) {
  const { response, link, ticketId } = await submitIntake(api, file);
  if (response.status !== 200 || !link || !ticketId)
    throw new Error(`intake: ${response.status} ${JSON.stringify(response.body)}`);
  const id = server.services.submissions.findByTicket(ticketId)!.id;
  return { id, ticketId, link };
}

/**
 * A submission taken to Selesai by `master` (the four verifiers, the ACC, the final response)
 * with `letter` as its reply letter; the final step's answer is returned as it came.
 */
export async function finishWithLetter(
  api: Api,
  server: TempServer,
  master: Caller,
  letter: string,
) {
  const { id, ticketId } = await submittedIntake(api, server, 'https://drive.google.com/x');
  for (const verifier of ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'])
    await api.call('POST', `/api/berkas/submissions/${id}/verification`, {
      as: master,
      body: { action: 'verify', verifier },
    });
  await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: master, body: {} });
  const finished = await api.call('POST', `/api/berkas/submissions/${id}/final`, {
    as: master,
    body: { catatan: 'Terlampir.', letter },
  });
  return { id, ticketId, finished };
}
