import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { BackendError } from '../../src/renderer/src/backend/backend-error';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { resourceHistoryText } from '../../src/shared/resources/resource-rules';
import { STRUKTUR_MESSAGES, type AnggotaInput } from '../../src/shared/struktur/struktur';
import {
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../src/shared/struktur/struktur-resources';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';

const member = (divisiId: string, nama: string): AnggotaInput => ({
  divisiId,
  nama,
  jabatan: 'Staf',
  prodi: '',
  angkatan: '',
  instagram: '',
  linkedin: '',
  foto: null,
});

/**
 * A declaration's remove guard on the embedded server (issue 16): a division that still has
 * members is refused by the backend, not only by Kelola Struktur, and the refusal changes nothing.
 */
describe('removing a record other records refer to (removeGuards)', () => {
  let server: TempServer;
  let api: ReturnType<typeof apiClient>;
  let master: Caller;
  beforeAll(async () => {
    server = await startTempServer();
    api = apiClient(server.url);
    master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await server.dispose();
  });

  const create = async (path: string, body: unknown) => {
    const response = await api.call('POST', path, { as: master, body });
    expect(response.status).toBe(201);
    return (response.body as { item: { id: string } }).item;
  };
  const list = async (path: string) =>
    ((await api.call('GET', path)).body as { items: { id: string }[] }).items;
  const historiActions = () => server.services.histori.all({}).map((entry) => entry.action);

  it('refuses a division with members with 409 and Kelola Struktur’s message, changing nothing', async () => {
    const divisi = await create(strukturDivisiResource.path, {
      nama: 'Kementerian Uji Hapus',
      deskripsi: '',
    });
    await create(strukturAnggotaResource.path, member(divisi.id, 'Ayu Uji'));
    await create(strukturAnggotaResource.path, member(divisi.id, 'Bima Uji'));
    const divisionsBefore = await list(strukturDivisiResource.path);
    const membersBefore = await list(strukturAnggotaResource.path);
    const historiBefore = historiActions();

    const refused = await api.call('DELETE', `${strukturDivisiResource.path}/${divisi.id}`, {
      as: master,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'CONFLICT',
        message: STRUKTUR_MESSAGES.divisiHasMembers('Kementerian Uji Hapus', 2),
      },
    });
    expect(await list(strukturDivisiResource.path)).toEqual(divisionsBefore);
    expect(await list(strukturAnggotaResource.path)).toEqual(membersBefore);
    expect(historiActions()).toEqual(historiBefore);
  });

  it('gives the renderer the refusal as a BackendError carrying the message (what the manager shows)', async () => {
    const divisi = await create(strukturDivisiResource.path, {
      nama: 'Kementerian Uji Balapan',
      deskripsi: '',
    });
    await create(strukturAnggotaResource.path, member(divisi.id, 'Citra Uji'));
    const { token } = server.services.sessions.create(
      server.services.users.findByEmail('master@bem.demo')!.id,
      'desktop',
    );
    const backend = createHttpBackend({
      baseUrl: server.url,
      authToken: () => token,
      credentials: 'omit',
    });
    const error = await backend.resources.remove(strukturDivisiResource, divisi.id).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'Pindahkan atau hapus 1 pengurus "Kementerian Uji Balapan" terlebih dahulu.',
    });
  });

  it('removes the division once its members are moved or removed', async () => {
    const divisi = await create(strukturDivisiResource.path, {
      nama: 'Kementerian Uji Pindah',
      deskripsi: '',
    });
    const other = await create(strukturDivisiResource.path, {
      nama: 'Kementerian Uji Tujuan',
      deskripsi: '',
    });
    const moved = await create(strukturAnggotaResource.path, member(divisi.id, 'Dewi Uji'));
    const removed = await create(strukturAnggotaResource.path, member(divisi.id, 'Eko Uji'));
    const path = `${strukturDivisiResource.path}/${divisi.id}`;

    const patch = await api.call('PATCH', `${strukturAnggotaResource.path}/${moved.id}`, {
      as: master,
      body: member(other.id, 'Dewi Uji'),
    });
    expect(patch.status).toBe(200);
    // One member is left: still refused, now naming one.
    const stillRefused = await api.call('DELETE', path, { as: master });
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body).toMatchObject({
      error: { message: STRUKTUR_MESSAGES.divisiHasMembers('Kementerian Uji Pindah', 1) },
    });

    const memberGone = await api.call('DELETE', `${strukturAnggotaResource.path}/${removed.id}`, {
      as: master,
    });
    expect(memberGone.status).toBe(204);
    const allowed = await api.call('DELETE', path, { as: master });
    expect(allowed.status).toBe(204);
    const ids = (await list(strukturDivisiResource.path)).map((d) => d.id);
    expect(ids).not.toContain(divisi.id);
    expect(ids).toContain(other.id);
    expect(historiActions()).toContain(
      resourceHistoryText(strukturDivisiResource, 'remove', {
        nama: 'Kementerian Uji Pindah',
        deskripsi: '',
      }),
    );
  });
});
