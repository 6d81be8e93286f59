import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsRecord } from '../../src/shared/content/news';
import type { ImageRef } from '../../src/shared/images/image-ref';
import { readHtml } from '../support/html-document';
import { startTempServer, type TempServer } from '../support/temp-server';

/**
 * The pictures of the public pages are in the HTML the server sends (issue 16): a visitor without
 * scripts, a link preview and the browser's first paint see them, not initials or nothing until
 * the app has loaded. List pages carry thumbnails only, with their size, lazy but the first.
 */
describe('images in the server-rendered HTML', () => {
  let server: TempServer;
  beforeAll(async () => {
    server = await startTempServer();
  }, 60_000);
  afterAll(async () => {
    await server.dispose();
  });

  const images = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    return readHtml(await response.text()).images;
  };
  const items = async <T>(path: string): Promise<T[]> =>
    ((await (await fetch(`${server.url}${path}`)).json()) as { items: T[] }).items;
  const news = () => items<NewsRecord & { id: string }>('/api/resources/berita');

  it("/struktur: a member's photo thumbnail, sized, decoded off the main thread", async () => {
    const members = await items<{ nama: string; foto: ImageRef | null }>(
      '/api/resources/struktur-anggota',
    );
    const withPhoto = members.filter((m) => m.foto);
    expect(withPhoto.length).toBeGreaterThan(1);
    const shown = await images('/struktur');
    for (const member of withPhoto) {
      const img = shown.find((i) => i['src'] === member.foto!.thumbUrl);
      expect(img, member.nama).toMatchObject({ width: '88', height: '88', decoding: 'async' });
      expect(shown.some((i) => i['src'] === member.foto!.url)).toBe(false);
    }
    // The first card's picture loads at once, the others lazily.
    expect(shown.filter((i) => i['loading'] === 'eager').length).toBeLessThanOrEqual(1);
    expect(shown.filter((i) => i['loading'] === 'lazy').length).toBeGreaterThan(0);
  });

  it('/berita and the home page: each news card with its thumbnail, sized', async () => {
    const published = await news();
    const first = published.find((n) => n.gambar.length > 0)!;
    for (const path of ['/berita', '/']) {
      const shown = await images(path);
      const img = shown.find((i) => i['src'] === first.gambar[0]!.thumbUrl);
      expect(img, path).toMatchObject({
        alt: first.gambar[0]!.alt,
        width: String(first.gambar[0]!.width),
        height: String(first.gambar[0]!.height),
        decoding: 'async',
      });
      expect(
        shown.some((i) => published.some((n) => n.gambar.some((g) => g.url === i['src']))),
      ).toBe(false);
    }
  });

  it("/berita/{slug}: the gallery's picture and its thumbnails", async () => {
    const item = (await news()).find((n) => n.gambar.length > 1)!;
    const shown = await images(`/berita/${item.slug}`);
    const [main, second] = item.gambar;
    expect(shown.find((i) => i['src'] === main!.url)).toMatchObject({
      alt: main!.alt,
      width: String(main!.width),
      height: String(main!.height),
    });
    expect(shown.find((i) => i['src'] === second!.thumbUrl)).toMatchObject({
      loading: 'lazy',
      width: String(second!.width),
    });
  });

  it("/direktori: an organisation's logo thumbnail", async () => {
    const organisations = await items<{ nama: string; logo: ImageRef | null }>(
      '/api/resources/organisasi',
    );
    const withLogo = organisations.find((o) => o.logo)!;
    const img = (await images('/direktori')).find((i) => i['src'] === withLogo.logo!.thumbUrl);
    expect(img).toMatchObject({ alt: withLogo.logo!.alt, width: '56', height: '56' });
  });
});
