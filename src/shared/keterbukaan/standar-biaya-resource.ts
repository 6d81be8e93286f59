import { defineResource } from '../resources/resource';
import { SBM_LIMITS, SBM_MESSAGES, standarBiayaInputSchema } from './standar-biaya';

/**
 * The SBM editor of Kelola Anggaran: one list of unit prices per year, written by the same
 * admins as the programmes, read by everyone (the public page shows the latest year's).
 */
export const standarBiayaResource = defineResource({
  name: 'standar-biaya',
  firestoreCollection: 'standarBiaya',
  input: standarBiayaInputSchema,
  stored: standarBiayaInputSchema,
  writeArea: 'anggaran',
  publicRead: 'all',
  order: { by: 'tahun', direction: 'desc' },
  maxRecords: SBM_LIMITS.maxRecords,
  // 300 rows of five texts up to 500 characters.
  maxBodyBytes: 256 * 1024,
  history: { noun: 'standar biaya', title: (list) => `SBM ${list.tahun}` },
  notFound: SBM_MESSAGES.notFound,
  check: (list, others) =>
    others.some((other) => other.tahun === list.tahun)
      ? { message: SBM_MESSAGES.yearTaken(list.tahun), field: 'tahun' }
      : null,
});
