import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { profileFromDoc } from './profile-mapping';

const stored = {
  email: 'sekjen@bem.ac.id',
  namaTampilan: 'Sekjen',
  role: 'admin',
  kementerian: 'Sekretariat Jenderal',
  foto: null,
  organisasi: null,
  catatan: null,
  disabled: false,
  createdAt: Timestamp.fromDate(new Date('2025-10-02T01:00:00Z')),
};

describe('users/{uid} as a profile', () => {
  it('maps every field and the id, with createdAt as an ISO string', () => {
    expect(profileFromDoc('uid-1', stored)).toEqual({
      id: 'uid-1',
      email: 'sekjen@bem.ac.id',
      namaTampilan: 'Sekjen',
      role: 'admin',
      kementerian: 'Sekretariat Jenderal',
      foto: null,
      organisasi: null,
      catatan: null,
      disabled: false,
      createdAt: '2025-10-02T01:00:00.000Z',
    });
  });

  it('fills absent optional fields with their defaults', () => {
    const {
      kementerian: _k,
      foto: _f,
      organisasi: _o,
      catatan: _c,
      disabled: _d,
      ...rest
    } = stored;
    expect(profileFromDoc('uid-2', { ...rest, role: 'pending_panitia' })).toMatchObject({
      kementerian: null,
      foto: null,
      organisasi: null,
      catatan: null,
      disabled: false,
      role: 'pending_panitia',
    });
  });

  it('reads a pending server timestamp (null) as the epoch rather than failing', () => {
    expect(profileFromDoc('uid-3', { ...stored, createdAt: null })?.createdAt).toBe(
      new Date(0).toISOString(),
    );
  });

  it('reads the photo as its Cloud Storage reference, and an old data URL as no photo', () => {
    const storage = 'https://firebasestorage.googleapis.com/v0/b/bem.appspot.com/o/images%2F';
    const foto = {
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      url: `${storage}AbCdEfGhIjKlMnOpQrStUv.webp?alt=media&token=t-1`,
      thumbUrl: `${storage}ZyXwVuTsRqPoNmLkJiHgFe.webp?alt=media&token=t-2`,
      width: 300,
      height: 400,
    };
    expect(profileFromDoc('uid-4', { ...stored, foto })?.foto).toEqual(foto);
    const old = profileFromDoc('uid-5', { ...stored, foto: 'data:image/jpeg;base64,QUJD' });
    expect(old?.namaTampilan).toBe('Sekjen');
    expect(old?.foto).toBeNull();
  });

  it('treats a missing document or one that does not fit the model as no profile', () => {
    expect(profileFromDoc('x', undefined)).toBeNull();
    expect(profileFromDoc('x', { ...stored, role: 'superuser' })).toBeNull();
    expect(profileFromDoc('x', { ...stored, kementerian: 'Kementerian Fiktif' })).toBeNull();
    expect(profileFromDoc('x', { ...stored, email: 42 })).toBeNull();
  });
});
