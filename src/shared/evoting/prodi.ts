/**
 * The three study programmes of a voter (SPEC.md §3) and the NIM rule of ORIGINAL.md §3.5: a NIM
 * is exactly nine digits whose first two name the programme. Plain values, no schema library, so
 * the registration page can check as the student types without loading zod.
 */
export const PRODI = [
  'Teknokimia Nuklir',
  'Elektronika Instrumentasi',
  'Elektro Mekanika',
] as const;
export type Prodi = (typeof PRODI)[number];

/** The two digits a NIM of the programme starts with. */
export const NIM_PREFIX: Readonly<Record<Prodi, string>> = {
  'Teknokimia Nuklir': '01',
  'Elektronika Instrumentasi': '02',
  'Elektro Mekanika': '03',
};

export const NIM_PATTERN = /^\d{9}$/;

/** The organisation's own texts (ORIGINAL.md §3.5), verbatim. */
export const NIM_MESSAGES = {
  format: 'NIM harus terdiri dari tepat 9 digit angka.',
  prodiMissing: 'Silakan pilih Program Studi Anda.',
  prefix: (prodi: Prodi) =>
    `NIM tidak sesuai dengan Program Studi. Awalan NIM untuk ${prodi} seharusnya ${NIM_PREFIX[prodi]}.`,
} as const;

export const isProdi = (value: unknown): value is Prodi =>
  typeof value === 'string' && (PRODI as readonly string[]).includes(value);

/** What is wrong with a NIM for a programme, or null when it fits. */
export function nimProblem(nim: string, prodi: Prodi | null | undefined): string | null {
  if (!NIM_PATTERN.test(nim)) return NIM_MESSAGES.format;
  if (!prodi) return NIM_MESSAGES.prodiMissing;
  return nim.startsWith(NIM_PREFIX[prodi]) ? null : NIM_MESSAGES.prefix(prodi);
}

/** The programme a NIM's prefix names, or null (a CSV of NIMs carries no programme). */
export function prodiOfNim(nim: string): Prodi | null {
  if (!NIM_PATTERN.test(nim)) return null;
  return PRODI.find((prodi) => nim.startsWith(NIM_PREFIX[prodi])) ?? null;
}

/** The intake year digits 3–4 stand for (ORIGINAL.md §3.5: "read as angkatan"), e.g. 2023. */
export const angkatanOfNim = (nim: string): number | null =>
  NIM_PATTERN.test(nim) ? 2000 + Number(nim.slice(2, 4)) : null;
