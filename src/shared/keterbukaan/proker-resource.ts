import { defineResource } from '../resources/resource';
import { anggaranResource } from './anggaran-resource';
import { prokerList } from './proker-list';
import { PROKER_FIELD_LABELS, PROKER_LIMITS, PROKER_MESSAGES, prokerInputSchema } from './proker';

/**
 * Kelola Proker (every admin, SPEC.md §2's sidebar): the work programmes of
 * /keterbukaan-informasi/program-kerja. Everyone may read every programme (the BEM's work in the
 * open), but visitors read them through its public list's pages (proker-list.ts), never as the
 * whole collection.
 */
export const prokerResource = defineResource({
  name: 'proker',
  firestoreCollection: 'programKerja',
  input: prokerInputSchema,
  stored: prokerInputSchema,
  writeArea: 'proker',
  publicRead: 'all',
  order: { by: 'periode', direction: 'desc' },
  maxRecords: PROKER_LIMITS.maxRecords,
  // Five long texts of 3,000 characters, each up to 6 bytes as escaped JSON.
  maxBodyBytes: 128 * 1024,
  history: {
    noun: 'program kerja',
    title: (programme) => programme.namaProgram,
    fieldLabels: PROKER_FIELD_LABELS,
  },
  notFound: PROKER_MESSAGES.notFound,
  // A budget programme of Kelola Anggaran linked to it would point at nothing.
  removeGuards: [
    {
      referencedBy: () => anggaranResource,
      field: 'prokerId',
      message: (programme, count) =>
        PROKER_MESSAGES.referencedByBudget(programme.namaProgram, count),
    },
  ],
  publicList: prokerList,
});
