import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { fileNameFromContentDisposition } from '../../src/shared/berkas/stored-file';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { submittedIntake } from './support/berkas-journeys';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.dispose();
});

const pdf = (name: string) =>
  encodeUploadedFile(
    `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
    name,
  );

const submitWith = (fileName: string) => submittedIntake(api, server, pdf(fileName));

describe('downloads keep their names (issue 12, item 4)', () => {
  it('the detail names each stored file, and the file answers with that name', async () => {
    const sekjen = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    const { id, link } = await submitWith('proposal.pdf');
    const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: sekjen });
    expect(detail.status).toBe(200);
    expect((detail.body as { files: unknown }).files).toEqual({
      [link]: { name: 'proposal.pdf', bytes: 8, mimeType: 'application/pdf' },
    });
    const file = await api.call('GET', link, { as: sekjen });
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="proposal.pdf"; filename*=UTF-8''proposal.pdf`,
    );
  });

  it('encodes a hostile or non-ASCII name safely, keeping it readable', async () => {
    const banggar = await api.signIn('banggar@bem.demo', DEMO_PASSWORD);
    const name = `..\\Proposal "Akhir"\r\nSet-Cookie: a=1 Café (1).pdf`;
    const { link } = await submitWith(name);
    const file = await api.call('GET', link, { as: banggar });
    expect(file.status).toBe(200);
    const header = file.headers.get('content-disposition')!;
    // One header, two quotes, ASCII only: nothing injected, nothing unbalanced.
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[\w%.~-]+$/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(file.headers.get('set-cookie')).toBeNull();
    // Plain (issue 33, item 4): separators, quotes and colons as `_`, the line break a space.
    expect(fileNameFromContentDisposition(header)).toBe(
      '_Proposal _Akhir_ Set-Cookie_ a=1 Café (1).pdf',
    );
  });

  it('the reply letter is served under the name it was sent with', async () => {
    const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
    const { id, ticketId } = await submitWith('proposal.pdf');
    for (const verifier of ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'])
      expect(
        (
          await api.call('POST', `/api/berkas/submissions/${id}/verification`, {
            as: master,
            body: { action: 'verify', verifier },
          })
        ).status,
      ).toBe(200);
    await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: master, body: {} });
    const finished = await api.call('POST', `/api/berkas/submissions/${id}/final`, {
      as: master,
      body: { catatan: 'Terlampir.', letter: pdf('Surat Balasan BEM.pdf') },
    });
    expect(finished.status).toBe(200);
    const letterUrl = (finished.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse.fileUrl;
    // Public by the expiring link tracking shows, with its name; the staff by their session.
    const tracked = await api.call('GET', `/api/berkas/track/${ticketId}`);
    const signed = (tracked.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse.fileUrl;
    for (const letter of [
      await api.call('GET', signed),
      await api.call('GET', letterUrl, { as: master }),
    ]) {
      expect(letter.status).toBe(200);
      expect(fileNameFromContentDisposition(letter.headers.get('content-disposition'))).toBe(
        'Surat Balasan BEM.pdf',
      );
    }
    const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: master });
    expect(
      (detail.body as { files: Record<string, { name: string }> }).files[letterUrl]?.name,
    ).toBe('Surat Balasan BEM.pdf');
  });
});
