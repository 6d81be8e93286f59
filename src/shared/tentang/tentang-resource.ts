import { defineResource } from '../resources/resource';
import { tentangInputSchema, tentangProblem } from './tentang';

/** Kelola Halaman Tentang (master only): the About page's sections, in the drag order. */
export const tentangResource = defineResource({
  name: 'tentang',
  firestoreCollection: 'tentangSections',
  input: tentangInputSchema,
  stored: tentangInputSchema,
  writeArea: 'kelola-tentang',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 60,
  maxBodyBytes: 32 * 1024,
  history: { noun: 'bagian halaman Tentang', title: (section) => section.judul },
  notFound: 'Bagian halaman tidak ditemukan.',
  check: (section) => tentangProblem(section),
});
