import type { OrganisationInput } from '../direktori/organisations';
import type { RecordMeta } from '../resources/record-meta';
import type { OrganisationNames } from './anggaran-list';
import { BEM_KM_ORGANISATION } from './anggaran-organisations';

/**
 * Organisation names by id as the public reads them: the published organisations of the directory
 * (the one source of names; a visitor may not read an unpublished one on either backend). A
 * programme of any other id is still listed and counted, under UNKNOWN_ORGANISATION. The BEM KM's
 * own programmes name its fixed id (anggaran-organisations.ts), which no directory record has.
 */
export const publicOrganisationNames = (
  organisations: readonly (Pick<OrganisationInput, 'nama' | 'published'> &
    Pick<RecordMeta, 'id'>)[],
): OrganisationNames =>
  new Map([
    [BEM_KM_ORGANISATION.id, BEM_KM_ORGANISATION.nama],
    ...organisations
      .filter((org) => org.published)
      .map((org): [string, string] => [org.id, org.nama]),
  ]);
