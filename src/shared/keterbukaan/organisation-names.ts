import type { OrganisationInput } from '../direktori/organisations';
import type { RecordMeta } from '../resources/record-meta';
import type { OrganisationNames } from './anggaran-list';

/**
 * Organisation names by id as the public reads them: the published organisations of the directory
 * (the one source of names; a visitor may not read an unpublished one on either backend). A
 * programme of any other id is still listed and counted, under UNKNOWN_ORGANISATION.
 */
export const publicOrganisationNames = (
  organisations: readonly (Pick<OrganisationInput, 'nama' | 'published'> &
    Pick<RecordMeta, 'id'>)[],
): OrganisationNames =>
  new Map(organisations.filter((org) => org.published).map((org) => [org.id, org.nama]));
