import { BEM_KM_ORGANISATION } from '../../../../shared/keterbukaan/anggaran-organisations';

export interface OrganisationChoice {
  value: string;
  label: string;
}

/**
 * Who may hold an election: the BEM KM itself (its fixed id, as budgets name it) and the
 * directory's published organisations by their full name, as the request form offers them.
 */
export function organisationChoices(
  directory: readonly { id: string; nama: string }[] | undefined,
): OrganisationChoice[] {
  const sorted = [...(directory ?? [])].sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
  return [
    { value: BEM_KM_ORGANISATION.id, label: BEM_KM_ORGANISATION.nama },
    ...sorted.map((org) => ({ value: org.id, label: org.nama })),
  ];
}

/** The choice a committee account's registered organisation names (ORIGINAL.md §3.2 prefilled it). */
export function choiceForOrganisation(
  choices: readonly OrganisationChoice[],
  organisasi: string | null,
): string {
  const wanted = organisasi?.trim().toLowerCase();
  if (!wanted) return '';
  return choices.find((choice) => choice.label.toLowerCase() === wanted)?.value ?? '';
}
