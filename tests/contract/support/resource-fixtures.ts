import { formFieldsResource } from '../../../src/shared/berkas/form-fields-resource';
import {
  pembinaResource,
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../../src/shared/struktur/struktur-resources';
import { tentangResource } from '../../../src/shared/tentang/tentang-resource';
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

const anggota = (nama: string, jabatan: string) => ({
  divisiId: 'divisi-uji',
  nama,
  jabatan,
  prodi: 'Teknokimia Nuklir' as const,
  angkatan: '2023',
  instagram: 'akun.uji',
  linkedin: '',
  foto: null,
});

const pembina = (nama: string) => ({
  nama,
  jabatan: 'Dosen Pembina',
  bidang: 'Instrumentasi Nuklir',
  linkedin: '',
  scholar: 'https://scholar.google.com/citations?user=abc',
  foto: null,
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
  'struktur-divisi': fixture({
    resource: strukturDivisiResource,
    valid: [
      { nama: 'Kementerian Riset', deskripsi: 'Mengelola riset mahasiswa.' },
      { nama: 'Kementerian Lingkungan', deskripsi: '' },
      { nama: 'Biro Kesekretariatan', deskripsi: 'Arsip dan surat-menyurat.' },
    ],
    invalid: { input: { nama: '  ', deskripsi: '' }, field: 'nama' },
  }),
  'struktur-anggota': fixture({
    resource: strukturAnggotaResource,
    valid: [
      anggota('Rizky Pratama', 'Menteri'),
      { ...anggota('Nadia Putri', 'Staf'), prodi: '', angkatan: '', instagram: '' },
      {
        ...anggota('Bagus Santoso', 'Wakil Menteri'),
        linkedin: 'https://www.linkedin.com/in/bagus',
      },
    ],
    invalid: {
      input: { ...anggota('Dewi', 'Staf'), linkedin: 'javascript:alert(1)' },
      field: 'linkedin',
    },
  }),
  pembina: fixture({
    resource: pembinaResource,
    valid: [
      pembina('Dr. Ir. Sutanto, M.Eng.'),
      pembina('Ratna Dewi, M.T.'),
      pembina('Agus Salim, M.Sc.'),
    ],
    invalid: { input: { ...pembina('Budi'), scholar: 'data:text/html,hai' }, field: 'scholar' },
  }),
  tentang: fixture({
    resource: tentangResource,
    valid: [
      { judul: 'Visi', isi: 'Menjadi BEM yang inklusif dan berdampak.', contactType: null },
      { judul: 'Kontak Kami', isi: 'bem@contoh.ac.id', contactType: 'email' },
      { judul: 'Kontak Kami', isi: '081234567890', contactType: 'whatsapp' },
    ],
    invalid: {
      input: { judul: 'Kontak Kami', isi: 'javascript:alert(1)', contactType: 'website' },
      field: 'isi',
    },
  }),
};
