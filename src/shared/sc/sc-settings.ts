import * as z from 'zod/mini';

/**
 * The loans' settings (Kelola Peminjaman SC → Pengaturan; ORIGINAL.md §5): opening hours, the
 * WhatsApp contact, and the information and procedure texts. One document, public (the form
 * shows all of it; the contact number is the ministry's published contact, not a borrower's),
 * written by the sports ministry and master. Every field has a default, so the loans work on a
 * fresh install before anyone has saved the settings.
 */
const clock = (what: string) =>
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${what} tidak valid (JJ:MM).` }));

const text = (what: string, max: number) =>
  z.string().check(z.maxLength(max, { error: `${what} paling banyak ${max} karakter.` }));

export const scSettingsInput = z.strictObject({
  jamBuka: clock('Jam buka'),
  jamTutup: clock('Jam tutup'),
  narahubungNama: text('Nama narahubung', 80),
  /** Digits in international form without "+" (62812…), as wa.me wants them; empty: no button. */
  narahubungNomor: z.string().check(
    z.regex(/^(62\d{8,13})?$/, {
      error: 'Nomor WhatsApp ditulis dalam format 62xxxxxxxxxx (8–13 digit setelah 62).',
    }),
  ),
  /** The message the button opens WhatsApp with. */
  narahubungTemplate: text('Template pesan', 500),
  infoJudul: text('Judul informasi', 120),
  infoKonten: text('Isi informasi', 5_000),
  prosedurJudul: text('Judul prosedur', 120),
  prosedurKonten: text('Isi prosedur', 10_000),
  pertanyaanSetuju: text('Pernyataan persetujuan', 300),
  pertanyaanTanggungJawab: text('Pernyataan tanggung jawab', 300),
});

export type ScSettings = z.infer<typeof scSettingsInput>;

export const SC_SETTINGS_DEFAULTS: ScSettings = {
  jamBuka: '07:00',
  jamTutup: '22:00',
  narahubungNama: '',
  narahubungNomor: '',
  narahubungTemplate: 'Halo, saya ingin bertanya tentang peminjaman Sport Center.',
  infoJudul: 'Informasi Peminjaman Sport Center',
  infoKonten: '',
  prosedurJudul: 'Prosedur Peminjaman',
  prosedurKonten: '',
  pertanyaanSetuju: 'Saya telah membaca dan menyetujui prosedur peminjaman.',
  pertanyaanTanggungJawab:
    'Saya bersedia bertanggung jawab atas kebersihan dan kerusakan selama peminjaman.',
};

/** Stored settings with the defaults for what is missing (an older or empty document). */
export function resolveScSettings(stored: Partial<ScSettings> | undefined): ScSettings {
  return { ...SC_SETTINGS_DEFAULTS, ...stored };
}

/** Opening before closing: the one rule across the settings' fields. */
export function scSettingsProblem(settings: ScSettings): { message: string; field: string } | null {
  return settings.jamBuka < settings.jamTutup
    ? null
    : { message: 'Jam tutup harus setelah jam buka.', field: 'jamTutup' };
}

/** The history entry of a save. */
export const SC_SETTINGS_HISTORY = 'Ubah pengaturan peminjaman SC';
