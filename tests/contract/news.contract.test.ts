import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { NewsInput } from '../../src/shared/content/news';
import { NEWS_MESSAGES } from '../../src/shared/content/news';
import { NEWS_PAGE_SIZE, newsList, type NewsCard } from '../../src/shared/content/news-list';
import { newsResource } from '../../src/shared/content/news-resource';
import type { ListPage } from '../../src/shared/open-data/paging';
import { firstListQuery } from '../../src/shared/public-lists/list-address';
import type { ListQuery } from '../../src/shared/public-lists/public-list';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue } from './support/live-value';

/**
 * Berita's own behaviour on the embedded server, over real HTTP and live streams (the generic
 * suite of declared public lists covers the rest: search, category, orders, pages, the item by its
 * address, drafts): the backend stamps the author and the address, a card never carries the body,
 * the article's page is a 404 until it is published, and bad links are refused.
 */
type NewsPage = ListPage<NewsCard>;
const FIRST_NEWS_PAGE = firstListQuery(newsList);
const pageOf = (
  backend: Backend,
  query: ListQuery<typeof newsList>,
  until?: (page: NewsPage) => boolean,
) => liveValue<NewsPage>((o) => backend.lists.watchPage(newsList, query, o), until);

let server: TempServer;
let psdm: Backend;
let visitor: Backend;

const news = (judul: string, over: Partial<NewsInput> = {}): NewsInput => ({
  judul,
  kategori: 'Kegiatan',
  tanggalKegiatan: '2025-09-12',
  ringkasan: `Ringkasan ${judul}.`,
  isi: `Isi ${judul}.`,
  gambar: [],
  linkInstagram: '',
  published: true,
  ...over,
});

beforeAll(async () => {
  server = await startTempServer();
  psdm = backendAs(server, 'admin', 'Kementerian PSDM');
  visitor = createHttpBackend({ baseUrl: server.url, credentials: 'omit' });
});
afterAll(async () => {
  await server.dispose();
});

describe('Berita on the embedded server', () => {
  it('sets the author, address and publication date itself, whatever the client sends', async () => {
    const before = Date.now();
    const created = await psdm.resources.create(newsResource, {
      ...news('Rapat Kerja Kementerian PSDM'),
      penulis: 'Pengurus Harian',
      slug: 'alamat-palsu',
      tanggalTerbit: '2000-01-01T00:00:00.000Z',
    });
    expect(created.penulis).toBe('Kementerian PSDM');
    expect(created.slug).toBe('rapat-kerja-kementerian-psdm');
    expect(Date.parse(created.tanggalTerbit ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const master = backendAs(server, 'master');
    const same = await master.resources.create(newsResource, news('Rapat Kerja Kementerian PSDM'));
    expect(same).toMatchObject({ penulis: 'BEM KM', slug: 'rapat-kerja-kementerian-psdm-2' });
    // An edit by another ministry keeps the author and the address (links stay valid).
    const edited = await master.resources.update(newsResource, created.id, {
      ...news('Rapat Kerja PSDM (ralat judul)'),
    });
    expect(edited).toMatchObject({ penulis: 'Kementerian PSDM', slug: created.slug });
  });

  it('keeps a draft from visitors until it is published, then shows it within a second', async () => {
    const draft = await psdm.resources.create(
      newsResource,
      news('Draf Rahasia Studi Banding', { published: false }),
    );
    expect(draft.tanggalTerbit).toBeNull();
    const query = { ...FIRST_NEWS_PAGE, q: 'rahasia studi' };
    const hidden = await pageOf(visitor, query);
    expect(hidden.total).toBe(0);
    expect(await liveValue((o) => visitor.lists.watchItem(newsList, draft.slug!, o))).toBeNull();
    expect((await fetch(`${server.url}/berita/${draft.slug}`)).status).toBe(404);
    const list = (await (await fetch(`${server.url}${newsResource.path}`)).json()) as {
      items: { id: string }[];
    };
    expect(list.items.map((item) => item.id)).not.toContain(draft.id);

    const shown = pageOf(visitor, query, (page) => page.total === 1);
    const publishedAt = Date.now();
    await psdm.resources.update(newsResource, draft.id, { ...draft, published: true });
    const page = await shown;
    expect(Date.now() - publishedAt).toBeLessThan(1_000);
    expect(page.items[0]).toMatchObject({ slug: draft.slug, penulis: 'Kementerian PSDM' });
    const html = await (await fetch(`${server.url}/berita/${draft.slug}`)).text();
    expect(html).toContain('<meta property="og:title" content="Draf Rahasia Studi Banding');
  });

  it('pages, searches and filters, sending cards and never the collection', async () => {
    for (let n = 1; n <= NEWS_PAGE_SIZE + 2; n += 1)
      await psdm.resources.create(
        newsResource,
        news(`Turnamen Voli Seri ${n}`, {
          kategori: n % 2 ? 'Umum' : 'Pengumuman',
          isi: 'Isi panjang yang hanya ada di halaman berita.',
        }),
      );
    const query = { ...FIRST_NEWS_PAGE, q: 'voli seri' };
    const first = await pageOf(visitor, query);
    expect(first.total).toBe(NEWS_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(JSON.stringify(first)).not.toContain('Isi panjang');
    const second = await pageOf(visitor, { ...query, halaman: 2 });
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((c) => c.id)).size).toBe(
      NEWS_PAGE_SIZE + 2,
    );
    const umum = await pageOf(visitor, { ...query, kategori: 'Pengumuman' });
    expect(umum.total).toBe((NEWS_PAGE_SIZE + 2) / 2);
  });

  it('refuses a malformed page or address parameter, and an unknown category', async () => {
    const path = `/api/live/${newsList.liveTopic}`;
    for (const p of ['bukan-json', '{"q":"","kategori":"Gosip","urut":"terbaru","halaman":1}'])
      expect((await fetch(`${server.url}${path}?p=${encodeURIComponent(p)}`)).status).toBe(400);
    expect((await fetch(`${server.url}${path}`)).status).toBe(400);
    const item = `/api/live/${newsList.item!.liveTopic}`;
    for (const p of ['bukan-json', JSON.stringify('x'.repeat(81)), '42'])
      expect((await fetch(`${server.url}${item}?p=${encodeURIComponent(p)}`)).status).toBe(400);
  });

  it('refuses bad input with an Indonesian message naming the field, and stores nothing', async () => {
    const count = () => server.services.resources.of(newsResource).list().length;
    const before = count();
    const cases: [Partial<NewsInput> | Record<string, unknown>, string, string][] = [
      [{ linkInstagram: 'javascript:alert(1)' }, 'linkInstagram', NEWS_MESSAGES.linkInstagram],
      [{ linkInstagram: 'data:text/html,hai' }, 'linkInstagram', NEWS_MESSAGES.linkInstagram],
      [{ linkInstagram: 'http://instagram.com/p/x' }, 'linkInstagram', NEWS_MESSAGES.linkInstagram],
      [{ judul: '' }, 'judul', NEWS_MESSAGES.judulRequired],
      [{ tanggalKegiatan: '31/12/2025' }, 'tanggalKegiatan', NEWS_MESSAGES.tanggalKegiatan],
      [{ kategori: 'Gosip' }, 'kategori', NEWS_MESSAGES.kategori],
      [
        {
          gambar: [
            { id: 'x', url: 'javascript:alert(1)', thumbUrl: 'x', width: 1, height: 1, alt: 'a' },
          ],
        },
        'gambar',
        '',
      ],
    ];
    for (const [change, field, message] of cases) {
      const refusal = await psdm.resources
        .create(newsResource, { ...news('Masukan Buruk'), ...change } as NewsInput)
        .then(
          () => null,
          (error: unknown) => error as { code: string; fields?: Record<string, string> },
        );
      expect(refusal?.code, field).toBe('VALIDATION');
      const named = Object.entries(refusal?.fields ?? {}).find(([key]) => key.startsWith(field));
      expect(named, `${field}: ${JSON.stringify(refusal?.fields)}`).toBeDefined();
      if (message) expect(named?.[1]).toBe(message);
    }
    expect(count()).toBe(before);
  });
});
