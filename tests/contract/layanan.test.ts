/**
 * Issue 16, item 6: the services of /layanan and the switch of the "Layanan Digital Terpadu"
 * group, on the embedded server over real HTTP. The generic resource contract and the
 * authorization matrix cover the collection's routes; this covers what is the services' own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../../src/shared/layanan/services';
import { featuredServicesHistoryText } from '../../src/shared/settings';
import { DEMO_SERVICES } from '../../src/server/seed/demo-layanan';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

const SERVICES = '/api/resources/layanan';
const SWITCH = '/api/settings/general/layanan-digital-terpadu';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
let admin: Caller;
let banggar: Caller;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  admin = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
  banggar = await api.signIn('banggar@bem.demo', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

const service = (link: string) => ({
  judul: `Layanan ${link.slice(0, 20)}`,
  deskripsi: '',
  kategori: 'Lainnya',
  ikon: 'formulir',
  link,
  published: true,
});

const items = (body: unknown) => (body as { items: { judul: string; published: boolean }[] }).items;

describe('services (Kelola Layanan)', () => {
  it('shows visitors the published demo services only, in order', async () => {
    const response = await api.call('GET', SERVICES);
    expect(response.status).toBe(200);
    expect(items(response.body).map((s) => s.judul)).toEqual(
      DEMO_SERVICES.filter((s) => s.published).map((s) => s.judul),
    );
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['plain http', 'http://docs.google.com/forms/d/e/x/viewform'],
    ['credentials in the address', 'https://user:sandi@docs.google.com/forms/d/e/x/viewform'],
    ['a relative link', '/layanan'],
  ])('refuses a %s form link, naming the field, and stores nothing', async (_, link) => {
    const before = items((await api.call('GET', `${SERVICES}/semua`, { as: admin })).body).length;
    const response = await api.call('POST', SERVICES, { as: admin, body: service(link) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'VALIDATION', fields: { link: SERVICE_MESSAGES.linkInvalid } },
    });
    const after = items((await api.call('GET', `${SERVICES}/semua`, { as: admin })).body).length;
    expect(after).toBe(before);
  });

  it('refuses an icon outside the fixed set', async () => {
    const response = await api.call('POST', SERVICES, {
      as: admin,
      body: { ...service('https://docs.google.com/forms/d/e/ikon/viewform'), ikon: 'IconSkull' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { fields: { ikon: SERVICE_MESSAGES.ikon } } });
  });

  it('keeps a draft from visitors until it is published', async () => {
    const draft = { ...service('https://forms.office.com/r/draf'), judul: 'Layanan Draf Uji' };
    const created = await api.call('POST', SERVICES, {
      as: admin,
      body: { ...draft, published: false },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { item: { id: string } }).item.id;
    const titles = async () => items((await api.call('GET', SERVICES)).body).map((s) => s.judul);
    expect(await titles()).not.toContain(draft.judul);
    const published = await api.call('PATCH', `${SERVICES}/${id}`, { as: admin, body: draft });
    expect(published.status).toBe(200);
    expect(await titles()).toContain(draft.judul);
  });
});

describe('the "Layanan Digital Terpadu" switch', () => {
  const general = async () =>
    (await api.call('GET', '/api/settings/general')).body as Record<string, boolean>;

  it('is shown by default', async () => {
    expect(await general()).toMatchObject({ isPublishedFeaturedServices: true });
  });

  it('is switched by an admin of Kelola Layanan, with its history entry', async () => {
    const off = await api.call('PUT', SWITCH, {
      as: admin,
      body: { isPublishedFeaturedServices: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ isEvotingPublished: true, isPublishedFeaturedServices: false });
    expect(await general()).toMatchObject({ isPublishedFeaturedServices: false });
    const { entries } = server.services.histori.page(
      { action: featuredServicesHistoryText(false) },
      1,
    );
    expect(entries[0]).toMatchObject({ oleh: 'Kementerian Pemuda dan Olahraga (PORA)' });

    const on = await api.call('PUT', SWITCH, {
      as: admin,
      body: { isPublishedFeaturedServices: true },
    });
    expect(on.status).toBe(200);
    expect(await general()).toMatchObject({ isPublishedFeaturedServices: true });
  });

  it('never lets that write touch another field of settings/general', async () => {
    const response = await api.call('PUT', SWITCH, {
      as: admin,
      body: { isPublishedFeaturedServices: false, isEvotingPublished: false },
    });
    expect(response.status).toBe(400);
    expect(await general()).toEqual({
      isEvotingPublished: true,
      isPublishedFeaturedServices: true,
    });
  });

  it('refuses a value that is not a boolean, naming the field in Indonesian', async () => {
    const response = await api.call('PUT', SWITCH, {
      as: admin,
      body: { isPublishedFeaturedServices: 'tidak' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: {
        code: 'VALIDATION',
        fields: {
          isPublishedFeaturedServices:
            'Tampilkan Layanan Digital Terpadu harus bernilai ya atau tidak.',
        },
      },
    });
  });

  it('refuses visitors and accounts outside the area, changing nothing', async () => {
    const anonymous = await api.call('PUT', SWITCH, {
      body: { isPublishedFeaturedServices: false },
    });
    expect(anonymous.status).toBe(401);
    const outside = await api.call('PUT', SWITCH, {
      as: banggar,
      body: { isPublishedFeaturedServices: false },
    });
    expect(outside.status).toBe(403);
    expect(await general()).toMatchObject({ isPublishedFeaturedServices: true });
  });
});
