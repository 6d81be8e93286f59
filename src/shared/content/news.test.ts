import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isInstagramLink,
  NEWS_MESSAGES,
  newsInputSchema,
  paragraphsOf,
} from './news';
import { newsResource } from './news-resource';
import { stampContextOf, stampRecord } from '../resources/record-stamp';

const news = {
  judul: 'Rapat Pleno',
  kategori: 'Kegiatan',
  tanggalKegiatan: '2025-09-12',
  ringkasan: 'Ringkasan.',
  isi: 'Isi.',
  gambar: [],
  linkInstagram: '',
  published: true,
};

const problemOf = (input: unknown) => {
  const result = safeParse(newsInputSchema, input);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
};

describe('a news item as saved', () => {
  it('accepts an Instagram https link only, never javascript:, data: or plain http', () => {
    expect(isInstagramLink('')).toBe(true);
    expect(isInstagramLink('https://www.instagram.com/p/C0nt0h/')).toBe(true);
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://instagram.com/p/x',
      'https://instagram.com.evil.test/p/x',
      'https://user:pw@instagram.com/p/x',
      'instagram.com/p/x',
    ])
      expect(isInstagramLink(link), link).toBe(false);
    expect(problemOf({ ...news, linkInstagram: 'javascript:alert(1)' })).toEqual({
      path: ['linkInstagram'],
      message: NEWS_MESSAGES.linkInstagram,
    });
  });

  it('needs a real activity date written YYYY-MM-DD', () => {
    expect(isCalendarDate('2025-02-28')).toBe(true);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('12/09/2025')).toBe(false);
    expect(problemOf({ ...news, tanggalKegiatan: '2025-13-01' })?.path).toEqual([
      'tanggalKegiatan',
    ]);
  });

  it('refuses a blank title and an unknown category with Indonesian messages', () => {
    expect(problemOf({ ...news, judul: '   ' })).toEqual({
      path: ['judul'],
      message: NEWS_MESSAGES.judulRequired,
    });
    expect(problemOf({ ...news, kategori: 'Gosip' })?.message).toBe(NEWS_MESSAGES.kategori);
    expect(problemOf({ ...news, gambar: new Array(7).fill(null) })?.path?.[0]).toBe('gambar');
  });

  it('splits its body into paragraphs at blank lines', () => {
    expect(paragraphsOf('Satu\nbaris dua.\n\n\n  Dua.  \n \nTiga')).toEqual([
      'Satu\nbaris dua.',
      'Dua.',
      'Tiga',
    ]);
  });
});

describe('what the backend stamps on a news item', () => {
  const now = new Date('2025-09-13T02:00:00Z');
  const parsed = safeParse(newsInputSchema, {
    ...news,
    slug: 'dari-klien',
    penulis: 'Pengurus Harian',
    tanggalTerbit: '2000-01-01T00:00:00Z',
  });
  if (!parsed.success) throw new Error('fixture');

  it('ignores the client: the slug from the title, the author from the writer, the date now', () => {
    const stamped = stampRecord(
      newsResource,
      parsed.data,
      stampContextOf({ kementerian: 'Kementerian PSDM' }, [], undefined, now),
    );
    expect(stamped).toMatchObject({
      slug: 'rapat-pleno',
      penulis: 'Kementerian PSDM',
      tanggalTerbit: now.toISOString(),
    });
    const master = stampRecord(
      newsResource,
      { ...parsed.data, published: false },
      stampContextOf({ kementerian: null }, [], undefined, now),
    );
    expect(master).toMatchObject({ penulis: 'BEM KM', tanggalTerbit: null });
  });

  it('keeps the slug, author and first publication of a stored item when it is edited', () => {
    const stored = {
      ...parsed.data,
      slug: 'rapat-pleno',
      penulis: 'Sekretariat Jenderal',
      tanggalTerbit: '2025-09-12T03:00:00.000Z',
      id: 'a',
      position: 0,
    };
    const edited = stampRecord(
      newsResource,
      { ...parsed.data, judul: 'Rapat Pleno (Ralat)' },
      stampContextOf({ kementerian: 'Kementerian PSDM' }, [stored], 'a', now),
    );
    expect(edited).toMatchObject({
      slug: 'rapat-pleno',
      penulis: 'Sekretariat Jenderal',
      tanggalTerbit: '2025-09-12T03:00:00.000Z',
    });
  });

  it('gives a second item of the same title its own slug', () => {
    const other = { ...parsed.data, slug: 'rapat-pleno', id: 'a', position: 0 };
    const stamped = stampRecord(
      newsResource,
      parsed.data,
      stampContextOf({ kementerian: null }, [other], undefined, now),
    );
    expect(stamped.slug).toBe('rapat-pleno-2');
  });
});
