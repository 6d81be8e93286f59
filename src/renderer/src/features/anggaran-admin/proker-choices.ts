import type { Choice } from './AnggaranFields';

/** What the link to a work programme needs of a Program Kerja record. */
export interface LinkableProker {
  id: string;
  namaProgram: string;
  periode?: string;
}

/**
 * The work programmes as the form's choices, by name ("Dies Natalis (2025/2026)"); the record
 * keeps the id, and '' (no choice) links none.
 */
export function prokerChoices(records: readonly LinkableProker[] | undefined): Choice[] {
  return (records ?? [])
    .map((proker) => ({
      value: proker.id,
      label: proker.periode ? `${proker.namaProgram} (${proker.periode})` : proker.namaProgram,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'id'));
}
