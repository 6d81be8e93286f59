import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from './image-rules';
import { describeImage, imageRefSchema, isImageUrl, uploadedImageSchema } from './image-ref';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const THUMB = 'ZyXwVuTsRqPoNmLkJiHgFe';
const uploaded = {
  id: ID,
  url: `/api/images/${ID}.jpg`,
  thumbUrl: `/api/images/${THUMB}.webp`,
  width: 1600,
  height: 900,
};

describe('the image reference a record embeds', () => {
  it('accepts an uploaded image once it is described', () => {
    expect(safeParse(uploadedImageSchema, uploaded).success).toBe(true);
    const ref = describeImage(uploaded, '  Pengurus BEM berfoto bersama ');
    expect(ref.alt).toBe('Pengurus BEM berfoto bersama');
    expect(safeParse(imageRefSchema, ref).success).toBe(true);
  });

  it('refuses a missing or blank alternative text with a message naming it', () => {
    for (const alt of [undefined, '', '   ']) {
      const result = safeParse(imageRefSchema, { ...uploaded, alt });
      expect(result.success).toBe(false);
      const issue = result.error?.issues[0];
      expect(issue?.path).toEqual(['alt']);
      expect(issue?.message).toBe(IMAGE_MESSAGES.altRequired);
    }
  });

  it('holds only our own image addresses, never a link of any kind', () => {
    expect(isImageUrl(`/api/images/${ID}.png`)).toBe(true);
    const storage = 'https://firebasestorage.googleapis.com/v0/b/bem-km.appspot.com/o/images%2F';
    expect(isImageUrl(`${storage}${ID}.jpg?alt=media&token=0f1e2d3c-aaaa-bbbb`)).toBe(true);
    expect(isImageUrl(`${storage}${ID}.webp?alt=media`)).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://contoh.com/a.jpg',
      `/api/files/${ID}`,
      `/api/images/${ID}.svg`,
      `/api/images/../${ID}.jpg`,
      'https://firebasestorage.googleapis.com/v0/b/x/o/final-responses%2F1_surat.pdf?alt=media',
      'https://firebasestorage.googleapis.com.evil.test/v0/b/x/o/images%2Fa.jpg?alt=media',
    ])
      expect(isImageUrl(url), url).toBe(false);
  });

  it('refuses sizes beyond the limit or not whole', () => {
    expect(safeParse(uploadedImageSchema, { ...uploaded, width: 1601 }).success).toBe(false);
    expect(safeParse(uploadedImageSchema, { ...uploaded, height: 10.5 }).success).toBe(false);
  });
});
