import * as z from 'zod/mini';
import { imageRefSchema } from '../images/image-ref';
import { TEXT_LIMITS } from '../limits';
import { isHttpLink } from '../safe-links';

/**
 * The organisations of the campus (HIMA and UKM): the directory's records and the one list of
 * organisation names the rest of the portal (transparency, loans, elections) reads. Contacts are
 * stored as plain values and turned into links here, so a stored value can never be a
 * `javascript:` or `data:` address (ORIGINAL.md §10 #36).
 */

export const ORGANISATION_TYPES = ['HIMA', 'UKM'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ORGANISATION_TYPE_LABELS: Readonly<Record<OrganisationType, string>> = {
  HIMA: 'Himpunan Mahasiswa',
  UKM: 'Unit Kegiatan Mahasiswa',
};

export const ORGANISATION_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  shortNameMax: 30,
  descriptionMax: 2000,
  phoneMin: 8,
  phoneMax: 20,
  maxRecords: 200,
} as const;

export const ORGANISATION_MESSAGES = {
  nameRequired: 'Nama organisasi wajib diisi (minimal 2 karakter).',
  nameTooLong: `Nama organisasi paling banyak ${ORGANISATION_LIMITS.nameMax} karakter.`,
  nameTaken: 'Nama organisasi sudah dipakai organisasi lain.',
  typeInvalid: 'Jenis organisasi harus HIMA atau UKM.',
  shortNameTooLong: `Singkatan paling banyak ${ORGANISATION_LIMITS.shortNameMax} karakter.`,
  descriptionTooLong: `Deskripsi paling banyak ${ORGANISATION_LIMITS.descriptionMax} karakter.`,
  emailInvalid: 'Email organisasi tidak valid.',
  whatsappInvalid:
    'Nomor WhatsApp hanya boleh berisi angka, spasi, tanda + atau - (8–20 karakter).',
  instagramInvalid:
    'Tautan Instagram harus diawali https://instagram.com/ atau https://www.instagram.com/.',
  websiteInvalid: 'Situs web harus berupa tautan http:// atau https://.',
  notFound: 'Organisasi tidak ditemukan.',
} as const;

export { isHttpLink } from '../safe-links';

const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);
export const isInstagramLink = (value: string): boolean =>
  isHttpLink(value) &&
  new URL(value).protocol === 'https:' &&
  INSTAGRAM_HOSTS.has(new URL(value).hostname);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (value: string): boolean =>
  value.length <= TEXT_LIMITS.email && EMAIL.test(value);

const PHONE = /^\+?[0-9][0-9 -]*$/;
export const isPhoneNumber = (value: string): boolean =>
  value.length >= ORGANISATION_LIMITS.phoneMin &&
  value.length <= ORGANISATION_LIMITS.phoneMax &&
  PHONE.test(value);

/** An optional value: empty, or passing `test`. */
const optional = (test: (value: string) => boolean, error: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || test(value), { error }),
  );

export const organisationInputSchema = z.object({
  nama: z
    .string({ error: ORGANISATION_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(ORGANISATION_LIMITS.nameMin, { error: ORGANISATION_MESSAGES.nameRequired }),
      z.maxLength(ORGANISATION_LIMITS.nameMax, { error: ORGANISATION_MESSAGES.nameTooLong }),
    ),
  jenis: z.enum(ORGANISATION_TYPES, { error: ORGANISATION_MESSAGES.typeInvalid }),
  singkatan: z.string().check(
    z.trim(),
    z.maxLength(ORGANISATION_LIMITS.shortNameMax, {
      error: ORGANISATION_MESSAGES.shortNameTooLong,
    }),
  ),
  logo: z.nullable(imageRefSchema),
  deskripsi: z.string().check(
    z.trim(),
    z.maxLength(ORGANISATION_LIMITS.descriptionMax, {
      error: ORGANISATION_MESSAGES.descriptionTooLong,
    }),
  ),
  email: optional(isEmailAddress, ORGANISATION_MESSAGES.emailInvalid),
  whatsapp: optional(isPhoneNumber, ORGANISATION_MESSAGES.whatsappInvalid),
  instagram: optional(isInstagramLink, ORGANISATION_MESSAGES.instagramInvalid),
  website: optional(isHttpLink, ORGANISATION_MESSAGES.websiteInvalid),
  published: z.boolean(),
});

export type OrganisationInput = z.infer<typeof organisationInputSchema>;

/** What a new organisation starts with in the editor. */
export const newOrganisationDefaults = (jenis: OrganisationType = 'HIMA'): OrganisationInput => ({
  nama: '',
  jenis,
  singkatan: '',
  logo: null,
  deskripsi: '',
  email: '',
  whatsapp: '',
  instagram: '',
  website: '',
  published: true,
});

export type ContactKind = 'email' | 'whatsapp' | 'instagram' | 'website';

export interface ContactLink {
  kind: ContactKind;
  label: string;
  /** What the link shows (the address or number itself). */
  text: string;
  href: string;
  /** Opens outside the portal (a new tab). */
  external: boolean;
}

/** An Indonesian mobile number in international form for wa.me: 0812… becomes 62812…. */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * The contact links of an organisation, built from its checked values only: mailto: for the
 * email, https://wa.me/ for WhatsApp, the stored http(s) address for the rest. A value that does
 * not pass its check again (an older record) gives no link.
 */
export function contactLinks(
  org: Pick<OrganisationInput, 'email' | 'whatsapp' | 'instagram' | 'website'>,
): ContactLink[] {
  const links: ContactLink[] = [];
  if (org.email && isEmailAddress(org.email))
    links.push({
      kind: 'email',
      label: 'Email',
      text: org.email,
      href: `mailto:${org.email}`,
      external: false,
    });
  if (org.whatsapp && isPhoneNumber(org.whatsapp))
    links.push({
      kind: 'whatsapp',
      label: 'WhatsApp',
      text: org.whatsapp,
      href: `https://wa.me/${whatsappDigits(org.whatsapp)}`,
      external: true,
    });
  if (org.instagram && isInstagramLink(org.instagram)) {
    const handle = new URL(org.instagram).pathname.replace(/^\/+|\/+$/g, '');
    links.push({
      kind: 'instagram',
      label: 'Instagram',
      text: handle ? `@${handle}` : org.instagram,
      href: org.instagram,
      external: true,
    });
  }
  if (org.website && isHttpLink(org.website))
    links.push({
      kind: 'website',
      label: 'Situs Web',
      text: new URL(org.website).hostname,
      href: org.website,
      external: true,
    });
  return links;
}

/** Case- and space-insensitive, so "Hima  TKN" and "hima tkn" are the same name. */
export const sameOrganisationName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');

/** The search of the directory: on the name and the short name, ignoring case. */
export function matchesOrganisationSearch(
  org: Pick<OrganisationInput, 'nama' | 'singkatan'>,
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase('id');
  if (!q) return true;
  return (
    org.nama.toLocaleLowerCase('id').includes(q) ||
    org.singkatan.toLocaleLowerCase('id').includes(q)
  );
}

/** How an organisation is named elsewhere in the portal: its short name when it has one. */
export const organisationDisplayName = (org: Pick<OrganisationInput, 'nama' | 'singkatan'>) =>
  org.singkatan ? `${org.singkatan} (${org.nama})` : org.nama;

/**
 * The names of the organisations, of one type or of both, in the directory's order: what every
 * other part of the portal offers when it asks for an organisation (no list of names elsewhere).
 */
export function organisationNames(
  organisations: readonly Pick<OrganisationInput, 'nama' | 'jenis'>[],
  jenis?: OrganisationType,
): string[] {
  return organisations.filter((org) => !jenis || org.jenis === jenis).map((org) => org.nama);
}
