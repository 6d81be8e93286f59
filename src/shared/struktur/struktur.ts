import * as z from 'zod/mini';
import { optionalText, optionalWebLink, requiredText } from '../content-text';
import { imageRefSchema } from '../images/image-ref';
import { TEXT_LIMITS } from '../limits';

/**
 * Struktur (issue 16 item 3): the organisation's divisions, their members and the pembina. Only
 * what the public may see is stored: no phone number, NIM or personal email exists in these
 * records (ORIGINAL.md §10 #27 published them), so no public response can carry one.
 */

/** The study programmes of the campus (SPEC.md §3), counted in Statistik Keanggotaan. */
export const PRODI = [
  'Teknokimia Nuklir',
  'Elektronika Instrumentasi',
  'Elektro Mekanika',
] as const;
export type Prodi = (typeof PRODI)[number];

/** Positions listed first in their division (ORIGINAL.md §1.2), compared without case. */
export const LEADER_TITLES = [
  'Presiden Mahasiswa',
  'Wakil Presiden Mahasiswa',
  'Sekretaris Jendral',
  'Sekretaris Jenderal',
  'Wakil Sekretaris Jendral',
  'Wakil Sekretaris Jenderal',
  'Inspektur Jenderal',
  'Wakil Inspektur Jenderal',
  'Kepala Menteri',
  'Menteri',
  'Wakil Menteri',
] as const;

const LEADERS = new Set(LEADER_TITLES.map((title) => title.toLowerCase()));

export const isLeader = (jabatan: string): boolean =>
  LEADERS.has(jabatan.trim().replace(/\s+/g, ' ').toLowerCase());

/** Field lengths (firestore.rules writes the same through TEXT_LIMITS' marked functions). */
const L = {
  id: 64,
  name: TEXT_LIMITS.contentName,
  description: TEXT_LIMITS.contentText,
  link: TEXT_LIMITS.linkUrl,
} as const;

export const divisiInputSchema = z.object({
  nama: requiredText('Nama divisi', L.name),
  deskripsi: optionalText('Deskripsi divisi', L.description),
});
export type DivisiInput = z.infer<typeof divisiInputSchema>;

/** An Instagram user name, without the @ (letters, digits, dot and underscore, up to 30). */
export const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;

const instagramSchema = optionalText('Instagram', L.name).check(
  z.refine((value) => value === '' || INSTAGRAM_HANDLE.test(value.replace(/^@/, '')), {
    error: 'Instagram berisi nama pengguna saja, misalnya bempolteknuklir.',
  }),
);

const prodiSchema = z.union([z.enum(PRODI), z.literal('')], {
  error: 'Program studi tidak dikenal.',
});

export const anggotaInputSchema = z.object({
  divisiId: requiredText('Divisi', L.id),
  nama: requiredText('Nama', L.name),
  jabatan: requiredText('Jabatan', L.name),
  prodi: prodiSchema,
  angkatan: optionalText('Angkatan', L.name).check(
    z.regex(/^(?:|20\d{2})$/, { error: 'Angkatan berupa tahun, misalnya 2023.' }),
  ),
  instagram: instagramSchema,
  linkedin: optionalWebLink('LinkedIn', L.link),
  foto: z.nullable(imageRefSchema),
});
export type AnggotaInput = z.infer<typeof anggotaInputSchema>;

export const pembinaInputSchema = z.object({
  nama: requiredText('Nama', L.name),
  jabatan: requiredText('Jabatan', L.name),
  bidang: optionalText('Bidang keahlian', L.name),
  linkedin: optionalWebLink('LinkedIn', L.link),
  scholar: optionalWebLink('Google Scholar', L.link),
  foto: z.nullable(imageRefSchema),
});
export type PembinaInput = z.infer<typeof pembinaInputSchema>;

export const STRUKTUR_MESSAGES = {
  divisiTaken: 'Nama divisi sudah dipakai.',
  /** Kelola Struktur's notice, and the backends' refusal, of a division that still has members. */
  divisiHasMembersTitle: 'Divisi masih memiliki pengurus',
  divisiHasMembers: (nama: string, count: number) =>
    `Pindahkan atau hapus ${count} pengurus "${nama}" terlebih dahulu.`,
} as const;

/** The @-less Instagram name a member's profile links to. */
export const instagramHandle = (value: string): string => value.trim().replace(/^@/, '');

interface Ordered {
  id: string;
  position: number;
}

/** A division's members in their drag order, with the leaders (LEADER_TITLES) first. */
export function membersOfDivision<M extends Ordered & { divisiId: string; jabatan: string }>(
  members: readonly M[],
  divisiId: string,
): M[] {
  const own = members
    .filter((member) => member.divisiId === divisiId)
    .sort((a, b) => a.position - b.position);
  return [...own.filter((m) => isLeader(m.jabatan)), ...own.filter((m) => !isLeader(m.jabatan))];
}

/** The divisions with their members, in the organisation's order; empty divisions are left out. */
export function strukturSections<
  D extends Ordered,
  M extends Ordered & { divisiId: string; jabatan: string },
>(divisions: readonly D[], members: readonly M[]): { divisi: D; anggota: M[] }[] {
  return [...divisions]
    .sort((a, b) => a.position - b.position)
    .map((divisi) => ({ divisi, anggota: membersOfDivision(members, divisi.id) }))
    .filter((section) => section.anggota.length > 0);
}

export interface StrukturStats {
  totalDivisi: number;
  totalPengurus: number;
  perProdi: { prodi: Prodi; jumlah: number }[];
}

/** Statistik Keanggotaan: the divisions shown, their members, and the members per study programme. */
export function strukturStats(
  sections: readonly { anggota: readonly { prodi: Prodi | '' }[] }[],
): StrukturStats {
  const members = sections.flatMap((section) => section.anggota);
  return {
    totalDivisi: sections.length,
    totalPengurus: members.length,
    perProdi: PRODI.map((prodi) => ({
      prodi,
      jumlah: members.filter((member) => member.prodi === prodi).length,
    })),
  };
}

/**
 * The whole collection's order after one group's members (a division's) were reordered: they
 * take the places they held before, in their new order; everybody else stays put.
 */
export function orderWithinGroup<M extends { id: string }>(
  all: readonly M[],
  inGroup: (member: M) => boolean,
  groupOrder: readonly string[],
): string[] {
  const queue = [...groupOrder];
  return all.map((member) => (inGroup(member) ? (queue.shift() ?? member.id) : member.id));
}
