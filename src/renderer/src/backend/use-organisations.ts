import { useMemo } from 'react';
import { organisationNames, type OrganisationType } from '../../../shared/direktori/organisations';
import { organisationsResource } from '../../../shared/direktori/organisations-resource';
import { useResourceList, type ResourceView } from './use-resource';

/**
 * The organisations of Kelola Organisasi, live: the one source of organisation names for the
 * portal (transparency, loans, elections). Visitors see the published ones; Kelola Organisasi
 * (master) sees all with `'all'`.
 */
export function useOrganisations(view: ResourceView = 'public') {
  const { records, error } = useResourceList(organisationsResource, view);
  return { organisations: records, error };
}

/** The published organisations' names (of one type, or both), undefined until loaded. */
export function useOrganisationNames(jenis?: OrganisationType): string[] | undefined {
  const { organisations } = useOrganisations('public');
  return useMemo(
    () => organisations && organisationNames(organisations, jenis),
    [organisations, jenis],
  );
}
