import type { OrganisationInput } from '../direktori/organisations';

/**
 * Whose budget a programme is: an organisation of the directory (HIMA and UKM, by id), or the BEM
 * KM itself. The directory lists only HIMA and UKM, so the BEM's own programmes name this fixed
 * id, which no directory record can have (their ids are random UUIDs).
 */
export const BEM_KM_ORGANISATION = { id: 'bem-km', nama: 'BEM KM' } as const;

/**
 * The budget's organisation names by id: the BEM KM first, then the directory's organisations by
 * their short name when they have one ("HIMA TKN"), as a recap table has room for.
 */
export function anggaranOrganisationNames(
  directory: readonly (Pick<OrganisationInput, 'nama' | 'singkatan'> & { id: string })[],
): Map<string, string> {
  const names = new Map<string, string>([[BEM_KM_ORGANISATION.id, BEM_KM_ORGANISATION.nama]]);
  for (const org of directory) names.set(org.id, org.singkatan || org.nama);
  return names;
}
