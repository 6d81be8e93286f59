import * as z from 'zod/mini';
import { isServiceLink } from './service-links';

/**
 * A service of "Layanan Lainnya" on /layanan (ORIGINAL.md §1.3): a title, a description, a
 * category for the filter, an icon from a fixed set, and the form it opens.
 */

/** The icons a service may show: a fixed set, so the page bundles exactly these and no more. */
export const SERVICE_ICONS = [
  'formulir',
  'ruangan',
  'aspirasi',
  'kalender',
  'organisasi',
  'beasiswa',
  'kesehatan',
  'olahraga',
  'pengumuman',
  'dokumen',
  'bantuan',
] as const;

export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** The picker's names of the icons. */
export const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  formulir: 'Formulir',
  ruangan: 'Ruangan',
  aspirasi: 'Aspirasi',
  kalender: 'Kalender',
  organisasi: 'Organisasi',
  beasiswa: 'Beasiswa',
  kesehatan: 'Kesehatan',
  olahraga: 'Olahraga',
  pengumuman: 'Pengumuman',
  dokumen: 'Dokumen',
  bantuan: 'Bantuan',
};

/** ORIGINAL.md §1.3: a service without a category is listed under "Lainnya". */
export const DEFAULT_SERVICE_CATEGORY = 'Lainnya';

export const SERVICE_LIMITS = {
  judul: 120,
  deskripsi: 500,
  kategori: 40,
  link: 2000,
} as const;

export const SERVICE_MESSAGES = {
  judulRequired: 'Judul layanan wajib diisi.',
  judulTooLong: `Judul layanan maksimal ${SERVICE_LIMITS.judul} karakter.`,
  deskripsiTooLong: `Deskripsi maksimal ${SERVICE_LIMITS.deskripsi} karakter.`,
  kategoriRequired: 'Kategori wajib diisi.',
  kategoriTooLong: `Kategori maksimal ${SERVICE_LIMITS.kategori} karakter.`,
  ikon: 'Pilih ikon dari daftar yang tersedia.',
  linkRequired: 'Tautan formulir wajib diisi.',
  linkInvalid: 'Tautan formulir harus alamat lengkap yang diawali https://.',
  linkTooLong: `Tautan formulir maksimal ${SERVICE_LIMITS.link} karakter.`,
  published: 'Status terbit harus bernilai ya atau tidak.',
} as const;

const text = (max: number, tooLong: string, required?: string) =>
  z
    .string({ error: required ?? tooLong })
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required })] : []),
      z.maxLength(max, { error: tooLong }),
    );

export const serviceInputSchema = z.object({
  judul: text(SERVICE_LIMITS.judul, SERVICE_MESSAGES.judulTooLong, SERVICE_MESSAGES.judulRequired),
  deskripsi: text(SERVICE_LIMITS.deskripsi, SERVICE_MESSAGES.deskripsiTooLong),
  kategori: text(
    SERVICE_LIMITS.kategori,
    SERVICE_MESSAGES.kategoriTooLong,
    SERVICE_MESSAGES.kategoriRequired,
  ),
  ikon: z.enum(SERVICE_ICONS, { error: SERVICE_MESSAGES.ikon }),
  link: z.string({ error: SERVICE_MESSAGES.linkRequired }).check(
    z.trim(),
    z.minLength(1, { error: SERVICE_MESSAGES.linkRequired }),
    z.maxLength(SERVICE_LIMITS.link, { error: SERVICE_MESSAGES.linkTooLong }),
    // An empty link has its own message above.
    z.refine((link) => link === '' || isServiceLink(link), { error: SERVICE_MESSAGES.linkInvalid }),
  ),
  published: z.boolean({ error: SERVICE_MESSAGES.published }),
});

export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** A new service in the editor: a draft, nothing stored until Simpan. */
export const newServiceDefaults = (): ServiceInput => ({
  judul: '',
  deskripsi: '',
  kategori: DEFAULT_SERVICE_CATEGORY,
  ikon: 'formulir',
  link: '',
  published: false,
});

/** The categories of the filter, in the order they first appear in the list. */
export function serviceCategories(services: readonly Pick<ServiceInput, 'kategori'>[]): string[] {
  return [...new Set(services.map((service) => service.kategori))];
}
