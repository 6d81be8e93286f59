import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MESSAGES, profilePhotoSchema, userProfileSchema } from './accounts';
import { updateOwnProfileRequestSchema } from './auth-api';

const photo = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: '/api/images/AbCdEfGhIjKlMnOpQrStUv.webp',
  thumbUrl: '/api/images/ZyXwVuTsRqPoNmLkJiHgFe.webp',
  width: 300,
  height: 400,
};

describe('the profile photo: a reference to an image file', () => {
  it('accepts an uploaded image, and no photo', () => {
    expect(safeParse(profilePhotoSchema, photo).success).toBe(true);
    expect(safeParse(updateOwnProfileRequestSchema, { foto: photo }).success).toBe(true);
    expect(safeParse(updateOwnProfileRequestSchema, { foto: null }).success).toBe(true);
  });

  it('refuses the picture itself as a data URL, naming the field in Indonesian', () => {
    for (const foto of ['data:image/jpeg;base64,/9j/4AAQSkZJRg==', 'https://contoh.com/a.jpg']) {
      const result = safeParse(updateOwnProfileRequestSchema, { foto });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['foto']);
      expect(result.error?.issues[0]?.message).toBe(PROFILE_PHOTO_MESSAGES.notUploaded);
      expect(PROFILE_PHOTO_MESSAGES.notUploaded).toMatch(/^Foto /);
    }
  });

  it('refuses an address that is not one of our images', () => {
    for (const url of ['data:image/png;base64,AAAA', 'javascript:alert(1)', '/api/files/x']) {
      expect(safeParse(profilePhotoSchema, { ...photo, url }).success).toBe(false);
      expect(safeParse(profilePhotoSchema, { ...photo, thumbUrl: url }).success).toBe(false);
    }
    expect(safeParse(profilePhotoSchema, { ...photo, width: 0 }).success).toBe(false);
  });

  it('is what a user read carries, never a string', () => {
    const user = {
      id: 'u',
      email: 'a@b.id',
      role: 'admin',
      namaTampilan: 'Rina',
      kementerian: null,
      organisasi: null,
      catatan: null,
      disabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(safeParse(userProfileSchema, { ...user, foto: photo }).success).toBe(true);
    expect(safeParse(userProfileSchema, { ...user, foto: null }).success).toBe(true);
    expect(
      safeParse(userProfileSchema, { ...user, foto: 'data:image/png;base64,AAAA' }).success,
    ).toBe(false);
  });
});
