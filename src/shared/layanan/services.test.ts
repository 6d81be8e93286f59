import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { servicesResource } from './services-resource';
import {
  SERVICE_MESSAGES,
  newServiceDefaults,
  serviceCategories,
  serviceInputSchema,
  type ServiceInput,
} from './services';

const valid: ServiceInput = {
  judul: 'Aspirasi Mahasiswa',
  deskripsi: 'Sampaikan aspirasi Anda.',
  kategori: 'Advokasi',
  ikon: 'aspirasi',
  link: 'https://docs.google.com/forms/d/e/x/viewform',
  published: true,
};

const messagesOf = (input: unknown) => {
  const result = safeParse(serviceInputSchema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('a service', () => {
  it('accepts a complete service and trims its texts', () => {
    const result = safeParse(serviceInputSchema, { ...valid, judul: '  Aspirasi Mahasiswa  ' });
    expect(result.success && result.data.judul).toBe('Aspirasi Mahasiswa');
  });

  it('names each field it refuses, in Indonesian', () => {
    expect(messagesOf({ ...valid, judul: '  ' })).toEqual({
      judul: SERVICE_MESSAGES.judulRequired,
    });
    expect(messagesOf({ ...valid, kategori: '' })).toEqual({
      kategori: SERVICE_MESSAGES.kategoriRequired,
    });
    expect(messagesOf({ ...valid, ikon: 'tengkorak' })).toEqual({ ikon: SERVICE_MESSAGES.ikon });
    expect(messagesOf({ ...valid, link: 'javascript:alert(1)' })).toEqual({
      link: SERVICE_MESSAGES.linkInvalid,
    });
    expect(messagesOf({ ...valid, link: '' })).toEqual({ link: SERVICE_MESSAGES.linkRequired });
  });

  it('starts a new one as a draft that must be completed before it can be saved', () => {
    const draft = newServiceDefaults();
    expect(draft.published).toBe(false);
    expect(Object.keys(messagesOf(draft)).sort()).toEqual(['judul', 'link']);
  });

  it('refuses a second service with the same title, whatever its case', () => {
    const others = [{ ...valid, id: 'a', position: 0 }];
    expect(servicesResource.check?.({ ...valid, judul: 'ASPIRASI MAHASISWA' }, others)).toEqual({
      message: 'Judul layanan sudah dipakai.',
      field: 'judul',
    });
    expect(servicesResource.check?.({ ...valid, judul: 'Lain' }, others)).toBeNull();
  });

  it('lists the categories of the filter once each, in the order of the list', () => {
    expect(
      serviceCategories([
        { kategori: 'Fasilitas' },
        { kategori: 'Advokasi' },
        { kategori: 'Fasilitas' },
      ]),
    ).toEqual(['Fasilitas', 'Advokasi']);
  });
});
