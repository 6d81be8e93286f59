import { formFieldsResource } from '../../../src/shared/berkas/form-fields-resource';
import { servicesResource } from '../../../src/shared/layanan/services-resource';
import type { RESOURCES } from '../../../src/shared/resources/registry';
import type { AnyResource, InputOf } from '../../../src/shared/resources/resource';

/**
 * Sample inputs of a declared collection for the generic suites (contract, matrix): three valid
 * inputs that can all be stored together, and one the backend must refuse with a field message.
 */
export interface ResourceFixture<R extends AnyResource = AnyResource> {
  resource: R;
  valid: readonly [InputOf<R>, InputOf<R>, InputOf<R>];
  invalid: { input: unknown; field: string };
}

export const fixture = <R extends AnyResource>(f: ResourceFixture<R>): ResourceFixture<R> => f;

const question = (fieldName: string, label: string) => ({
  label,
  fieldName,
  type: 'text' as const,
  placeholder: '',
  required: false,
  step: 1 as const,
  options: [],
  defaultValue: '',
});

const service = (judul: string, link: string) => ({
  judul,
  deskripsi: `Formulir ${judul.toLowerCase()}.`,
  kategori: 'Kemahasiswaan',
  ikon: 'formulir' as const,
  link,
  published: true,
});

/** One fixture per declared collection; a collection without one does not compile. */
export const RESOURCE_FIXTURES: {
  [R in (typeof RESOURCES)[number] as R['name']]: ResourceFixture<R>;
} = {
  'form-fields': fixture({
    resource: formFieldsResource,
    valid: [
      question('asalKampus', 'Asal Kampus'),
      { ...question('ukuranKaos', 'Ukuran Kaos'), type: 'select', options: ['S', 'M', 'L'] },
      question('catatanTambahan', 'Catatan Tambahan'),
    ],
    invalid: { input: { ...question('pilihan', 'Pilihan'), type: 'select' }, field: 'options' },
  }),
  layanan: fixture({
    resource: servicesResource,
    valid: [
      service('Peminjaman Aula Uji', 'https://docs.google.com/forms/d/e/uji-ruang/viewform'),
      service('Kotak Saran Uji', 'https://forms.office.com/r/uji-aspirasi'),
      { ...service('Pendaftaran Relawan Uji', 'https://example.org/daftar-ukm'), published: false },
    ],
    // A link that would run script in the page must never be stored (ORIGINAL.md §10, 36).
    invalid: { input: service('Tautan Berbahaya', 'javascript:alert(1)'), field: 'link' },
  }),
};
