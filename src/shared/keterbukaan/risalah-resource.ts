import { defineResource } from '../resources/resource';
import { risalahList } from './risalah-list';
import {
  RISALAH_FIELD_LABELS,
  RISALAH_LIMITS,
  RISALAH_MESSAGES,
  risalahInputSchema,
} from './risalah';

/**
 * Kelola Risalah (every admin, SPEC.md §2's sidebar): the meeting minutes of
 * /keterbukaan-informasi/risalah-rapat. The public reads a minute only once it is final
 * (`published`), on every path: the generic list, the filtered pages and the open data.
 */
export const risalahResource = defineResource({
  name: 'risalah',
  firestoreCollection: 'risalahRapat',
  input: risalahInputSchema,
  stored: risalahInputSchema,
  writeArea: 'risalah-rapat',
  publicRead: 'published',
  order: { by: 'tanggalRapat', direction: 'desc' },
  maxRecords: RISALAH_LIMITS.maxRecords,
  // Notes, decisions, 200 names, 50 tasks and 20 links, as escaped JSON.
  maxBodyBytes: 256 * 1024,
  history: {
    noun: 'risalah rapat',
    title: (minute) => minute.namaRapat,
    fieldLabels: RISALAH_FIELD_LABELS,
  },
  notFound: RISALAH_MESSAGES.notFound,
  publicList: risalahList,
});
