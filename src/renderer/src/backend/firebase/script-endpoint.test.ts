import { describe, expect, it, vi } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { postToScriptEndpoint } from './script-endpoint';

const URL_ = 'https://script.google.com/macros/s/abc/exec';
const reply = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'text/plain' },
      }),
  );

describe('postToScriptEndpoint', () => {
  it('posts the answers as a simple text/plain request and returns the data', async () => {
    const fake = reply({ status: 'success', message: 'ok', data: { berkas: 'https://drive/x' } });
    const progress: number[] = [];
    const answers = {
      namaKegiatan: 'Seminar',
      berkas: 'data:application/pdf;base64,AA==;name=a.pdf',
    };
    await expect(
      postToScriptEndpoint(URL_, answers, { fetch: fake, onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ message: 'ok', data: { berkas: 'https://drive/x' } });
    const [url, init] = fake.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'text/plain;charset=utf-8' });
    expect(JSON.parse(String(init?.body))).toEqual(answers);
    expect(progress).toEqual([0, 1]);
  });

  it("carries the script's failure message, or the §8 default", async () => {
    await expect(
      postToScriptEndpoint(
        URL_,
        {},
        { fetch: reply({ status: 'error', message: 'Folder hilang.' }) },
      ),
    ).rejects.toMatchObject({ code: 'BACKEND_FAILED', message: 'Folder hilang.' });
    await expect(
      postToScriptEndpoint(URL_, {}, { fetch: reply({ status: 'error' }) }),
    ).rejects.toMatchObject({ message: BERKAS_MESSAGES.backendFailed });
    await expect(
      postToScriptEndpoint(URL_, {}, { fetch: reply({ status: 'success' }) }),
    ).rejects.toMatchObject({ message: BERKAS_MESSAGES.backendFailed });
  });

  it('treats an unusable or non-ok reply as an unreachable backend', async () => {
    await expect(
      postToScriptEndpoint(URL_, {}, { fetch: reply('<html>Script function not found</html>') }),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY', message: BERKAS_MESSAGES.backendUnreachable });
    await expect(
      postToScriptEndpoint(URL_, {}, { fetch: reply({ status: 'success', data: {} }, 500) }),
    ).rejects.toMatchObject({ message: BERKAS_MESSAGES.backendUnreachable });
    await expect(
      postToScriptEndpoint(URL_, {}, { fetch: reply({ unexpected: true }) }),
    ).rejects.toMatchObject({ message: BERKAS_MESSAGES.backendUnreachable });
  });

  it('reports a network failure as NETWORK', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postToScriptEndpoint(URL_, {}, { fetch: failing })).rejects.toMatchObject({
      code: 'NETWORK',
      message: BERKAS_MESSAGES.backendUnreachable,
    });
  });
});
