import { defineResource } from '../resources/resource';
import {
  ORGANISATION_LIMITS,
  ORGANISATION_MESSAGES,
  organisationInputSchema,
  sameOrganisationName,
} from './organisations';

/**
 * Kelola Organisasi (master only, ORIGINAL.md §7.5): the HIMA and UKM of the campus, read by the
 * public directory when published, ordered by name. The one source of organisation names.
 */
export const organisationsResource = defineResource({
  name: 'organisasi',
  firestoreCollection: 'organisations',
  input: organisationInputSchema,
  stored: organisationInputSchema,
  writeArea: 'organisasi',
  publicRead: 'published',
  order: { by: 'nama', direction: 'asc' },
  maxRecords: ORGANISATION_LIMITS.maxRecords,
  // A record with a description of 2,000 characters and its logo reference.
  maxBodyBytes: 32 * 1024,
  history: { noun: 'organisasi', title: (org) => org.nama },
  notFound: ORGANISATION_MESSAGES.notFound,
  check: (org, others) =>
    others.some((other) => sameOrganisationName(other.nama, org.nama))
      ? { message: ORGANISATION_MESSAGES.nameTaken, field: 'nama' }
      : null,
});
