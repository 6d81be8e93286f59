import { defineResource } from '../resources/resource';
import { serviceInputSchema } from './services';

/**
 * Kelola Layanan (SPEC.md §2): the services of "Layanan Lainnya", written by every admin (the
 * menu's rule for the 'layanan' area) and master, read by visitors when published, in drag order.
 */
export const servicesResource = defineResource({
  name: 'layanan',
  firestoreCollection: 'layanan',
  input: serviceInputSchema,
  stored: serviceInputSchema,
  writeArea: 'layanan',
  publicRead: 'published',
  order: { by: 'position' },
  // A handful in practice; the reorder of the editor sends every id.
  maxRecords: 200,
  maxBodyBytes: 16 * 1024,
  history: { noun: 'layanan', title: (service) => service.judul },
  notFound: 'Layanan tidak ditemukan.',
  check: (service, others) =>
    others.some((other) => other.judul.toLowerCase() === service.judul.toLowerCase())
      ? { message: 'Judul layanan sudah dipakai.', field: 'judul' }
      : null,
});
