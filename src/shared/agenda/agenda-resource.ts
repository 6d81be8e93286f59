import { defineResource } from '../resources/resource';
import {
  ACTIVITY_FIELD_LABELS,
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  activityInputSchema,
  activityTimeProblem,
} from './activities';

/**
 * Kelola Penanggalan (the home-affairs ministry and master, SPEC.md §6): the activity calendar of
 * /agenda, the home page and the iCalendar feed. Every activity is public (no personal data in
 * it), in order of its start.
 */
export const agendaResource = defineResource({
  name: 'penanggalan',
  firestoreCollection: 'agendaKegiatan',
  input: activityInputSchema,
  stored: activityInputSchema,
  writeArea: 'kelola-penanggalan',
  publicRead: 'all',
  order: { by: 'mulai', direction: 'asc' },
  maxRecords: ACTIVITY_LIMITS.maxRecords,
  // Notes of 2,000 characters and the other fields, as escaped JSON.
  maxBodyBytes: 32 * 1024,
  history: {
    noun: 'kegiatan',
    title: (activity) => activity.namaKegiatan,
    fieldLabels: ACTIVITY_FIELD_LABELS,
  },
  notFound: ACTIVITY_MESSAGES.notFound,
  check: (activity) => activityTimeProblem(activity.mulai, activity.selesai),
});
