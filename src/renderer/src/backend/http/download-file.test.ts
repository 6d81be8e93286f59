import { describe, expect, it, vi } from 'vitest';
import { contentDisposition } from '../../../../shared/berkas/stored-file';
import { createBerkasAdminApi } from './berkas-admin-api';
import { createHttpClient } from './http-client';

const api = (response: Response) =>
  createBerkasAdminApi(
    createHttpClient({ baseUrl: 'http://127.0.0.1:9', fetch: vi.fn(async () => response) }),
    () => () => () => undefined,
  );

describe('downloadFile over the embedded server', () => {
  it('reads the original name from Content-Disposition', async () => {
    const response = new Response('%PDF', {
      headers: { 'Content-Disposition': contentDisposition('Proposal Café.pdf') },
    });
    const { blob, name } = await api(response).downloadFile('/api/files/abcdefghijkl');
    expect(name).toBe('Proposal Café.pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it('says null when the answer names no file', async () => {
    const { name } = await api(new Response('x')).downloadFile('/api/files/abcdefghijkl');
    expect(name).toBeNull();
  });
});
