import * as z from 'zod/mini';
import { optionalText, requiredText, isWebUrl } from '../content-text';
import { TEXT_LIMITS } from '../limits';
import type { InputProblem } from '../resources/resource';

/**
 * The About page (issue 16 item 7, ORIGINAL.md §1.6 and §7.5): sections in the master's order;
 * a section's title decides how it is shown, and every "Kontak Kami" section is one contact of a
 * type whose link the page makes (never a link typed by hand: javascript: and data: are refused).
 */

/** Titles the editor suggests (ORIGINAL.md §7.5); any other title is allowed. */
export const TITLE_SUGGESTIONS = [
  'Deskripsi Awal',
  'Visi',
  'Misi',
  'Tujuan',
  'Fungsi dan Tugas',
  'Sejarah Singkat',
  'Kontak Kami',
  'Lainnya',
] as const;

export const CONTACT_TITLE = 'Kontak Kami';

export const CONTACT_TYPES = [
  'email',
  'whatsapp',
  'telepon',
  'instagram',
  'x',
  'facebook',
  'website',
  'lainnya',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_TYPE_LABELS: Record<ContactType, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  telepon: 'Telepon',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  facebook: 'Facebook',
  website: 'Website',
  lainnya: 'Lainnya',
};

const normalTitle = (judul: string) => judul.trim().replace(/\s+/g, ' ').toLowerCase();

export const isContactSection = (judul: string): boolean =>
  normalTitle(judul) === CONTACT_TITLE.toLowerCase();

/** How the page lays a section out, by its title. */
export type SectionKind = 'visi' | 'misi' | 'kontak' | 'lainnya';
export function sectionKind(judul: string): SectionKind {
  const title = normalTitle(judul);
  if (title === 'visi') return 'visi';
  if (title === 'misi') return 'misi';
  if (title === CONTACT_TITLE.toLowerCase()) return 'kontak';
  return 'lainnya';
}

/** Misi as an ordered list: one point per line, a leading "- ", "• " or "1. " dropped. */
export const misiPoints = (isi: string): string[] =>
  isi
    .split('\n')
    .map((line) => line.trim().replace(/^(?:[-•*]|\d+[.)])\s*/, ''))
    .filter((line) => line !== '');

export const tentangInputSchema = z.object({
  judul: requiredText('Judul bagian', TEXT_LIMITS.contentName),
  isi: optionalText('Isi bagian', TEXT_LIMITS.contentText),
  contactType: z.nullable(z.enum(CONTACT_TYPES, { error: 'Jenis kontak tidak dikenal.' })),
});
export type TentangInput = z.infer<typeof tentangInputSchema>;

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9(][0-9 ()-]{5,24}$/;
const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const INSTAGRAM = /^[A-Za-z0-9._]{1,30}$/;
const FACEBOOK_NAME = /^[A-Za-z0-9.]{5,50}$/;

const digits = (value: string) => value.replace(/\D/g, '');

/** An Indonesian number in the international form wa.me and tel: want: 0812… → 62812…. */
const internationalDigits = (value: string): string => {
  const d = digits(value);
  return d.startsWith('0') ? `62${d.slice(1)}` : d;
};

const handleOf = (value: string, hosts: readonly string[]): string | null => {
  const trimmed = value.trim();
  if (isWebUrl(trimmed)) {
    const url = new URL(trimmed);
    if (!hosts.includes(url.hostname.replace(/^www\./, ''))) return null;
    return url.pathname.split('/').filter(Boolean)[0] ?? null;
  }
  return trimmed.replace(/^@/, '');
};

export interface ContactLink {
  /** Where the contact leads; null for a "Lainnya" contact that is not an address. */
  href: string | null;
  /** What the page shows. */
  text: string;
}

/**
 * The link of a contact by its type, or null when the value does not fit the type. Every link is
 * built here from the checked value: mailto:, https://wa.me/, tel: and http(s) only.
 */
export function contactLink(type: ContactType, raw: string): ContactLink | null {
  const value = raw.trim();
  if (value === '' || /^\s*(?:javascript|data|vbscript|file):/i.test(value)) return null;
  switch (type) {
    case 'email':
      return EMAIL.test(value) && value.length <= TEXT_LIMITS.email
        ? { href: `mailto:${value}`, text: value }
        : null;
    case 'whatsapp': {
      const number = internationalDigits(value);
      return PHONE.test(value) && number.length >= 9 && number.length <= 15
        ? { href: `https://wa.me/${number}`, text: value }
        : null;
    }
    case 'telepon': {
      const d = digits(value);
      return PHONE.test(value) && d.length >= 6 && d.length <= 15
        ? { href: `tel:${value.startsWith('+') ? '+' : ''}${d}`, text: value }
        : null;
    }
    case 'instagram': {
      const handle = handleOf(value, ['instagram.com']);
      return handle && INSTAGRAM.test(handle)
        ? { href: `https://www.instagram.com/${handle}/`, text: `@${handle}` }
        : null;
    }
    case 'x': {
      const handle = handleOf(value, ['x.com', 'twitter.com']);
      return handle && X_HANDLE.test(handle)
        ? { href: `https://x.com/${handle}`, text: `@${handle}` }
        : null;
    }
    case 'facebook': {
      if (isWebUrl(value)) {
        const host = new URL(value).hostname.replace(/^(?:www|m)\./, '');
        return ['facebook.com', 'fb.com'].includes(host) ? { href: value, text: value } : null;
      }
      return FACEBOOK_NAME.test(value)
        ? { href: `https://www.facebook.com/${value}`, text: value }
        : null;
    }
    case 'website':
      return isWebUrl(value) ? { href: value, text: value.replace(/^https?:\/\//i, '') } : null;
    case 'lainnya':
      // An address is a link; any other text (a postal address…) is shown as it is. A value
      // with another scheme ("foo:bar") is neither, so nothing unsafe reaches an href.
      if (isWebUrl(value)) return { href: value, text: value };
      return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/\s/.test(value)
        ? null
        : { href: null, text: value };
  }
}

const CONTACT_EXAMPLES: Record<ContactType, string> = {
  email: 'alamat email, misalnya bem@poltekkn.ac.id',
  whatsapp: 'nomor WhatsApp, misalnya 081234567890',
  telepon: 'nomor telepon, misalnya (0274) 484085',
  instagram: 'nama pengguna Instagram, misalnya bempolteknuklir',
  x: 'nama pengguna X, misalnya bempolteknuklir',
  facebook: 'nama halaman atau tautan Facebook',
  website: 'tautan yang diawali http:// atau https://',
  lainnya: 'teks biasa atau tautan yang diawali http:// atau https://',
};

export const TENTANG_MESSAGES = {
  isiRequired: 'Isi bagian wajib diisi.',
  contactTypeRequired: 'Jenis kontak wajib dipilih untuk bagian Kontak Kami.',
  contactTypeOnlyForContact: 'Jenis kontak hanya untuk bagian Kontak Kami.',
  contactOneLine: 'Kontak ditulis dalam satu baris.',
  badContact: (type: ContactType) =>
    `Isi kontak ${CONTACT_TYPE_LABELS[type]} harus berupa ${CONTACT_EXAMPLES[type]}.`,
} as const;

/** The rule between a section's fields, for every backend (the resource's `check`). */
export function tentangProblem(section: TentangInput): InputProblem | null {
  if (section.isi.trim() === '') return { message: TENTANG_MESSAGES.isiRequired, field: 'isi' };
  if (!isContactSection(section.judul))
    return section.contactType === null
      ? null
      : { message: TENTANG_MESSAGES.contactTypeOnlyForContact, field: 'contactType' };
  if (section.contactType === null)
    return { message: TENTANG_MESSAGES.contactTypeRequired, field: 'contactType' };
  if (section.isi.includes('\n')) return { message: TENTANG_MESSAGES.contactOneLine, field: 'isi' };
  return contactLink(section.contactType, section.isi)
    ? null
    : { message: TENTANG_MESSAGES.badContact(section.contactType), field: 'isi' };
}

/** What the About page shows, in the sections' order. */
export type TentangBlock<S> =
  | { kind: 'visi-misi'; visi: S | null; misi: S | null }
  | { kind: 'kontak'; items: S[] }
  | { kind: 'teks'; section: S };

/**
 * The page's blocks: Visi and Misi together where the first of them stands, every "Kontak Kami"
 * section in one contact grid where the first of them stands, every other section on its own.
 */
export function tentangBlocks<S extends { judul: string }>(
  sections: readonly S[],
): TentangBlock<S>[] {
  const blocks: TentangBlock<S>[] = [];
  let visiMisi: Extract<TentangBlock<S>, { kind: 'visi-misi' }> | null = null;
  let kontak: Extract<TentangBlock<S>, { kind: 'kontak' }> | null = null;
  for (const section of sections) {
    const kind = sectionKind(section.judul);
    if (kind === 'visi' || kind === 'misi') {
      if (!visiMisi) blocks.push((visiMisi = { kind: 'visi-misi', visi: null, misi: null }));
      // A second Visi (or Misi) is shown on its own rather than dropped.
      if (visiMisi[kind] === null) visiMisi[kind] = section;
      else blocks.push({ kind: 'teks', section });
    } else if (kind === 'kontak') {
      if (!kontak) blocks.push((kontak = { kind: 'kontak', items: [] }));
      kontak.items.push(section);
    } else blocks.push({ kind: 'teks', section });
  }
  return blocks;
}
