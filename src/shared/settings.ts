import * as z from 'zod/mini';

/**
 * settings/general as stored. Every field is optional: an absent field takes its default, so the
 * document can be edited (or emptied) without breaking readers.
 */
export const generalSettingsDocSchema = z.strictObject({
  isEvotingPublished: z.optional(z.boolean()),
  isPublishedFeaturedServices: z.optional(z.boolean()),
});

export type GeneralSettingsDoc = z.infer<typeof generalSettingsDocSchema>;

/** settings/general as the portal uses it, with defaults applied. */
export const generalSettingsSchema = z.object({
  isEvotingPublished: z.boolean(),
  isPublishedFeaturedServices: z.boolean(),
});

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export function resolveGeneralSettings(doc: GeneralSettingsDoc | undefined): GeneralSettings {
  // SPEC.md §3: "true when absent"; ORIGINAL.md §1.3: the featured services too.
  return {
    isEvotingPublished: doc?.isEvotingPublished !== false,
    isPublishedFeaturedServices: doc?.isPublishedFeaturedServices !== false,
  };
}

/**
 * Whether /layanan shows the "Layanan Digital Terpadu" group, switched in Kelola Layanan: the
 * body of its write, which carries that one field only (the writers of Kelola Layanan may not
 * touch the rest of settings/general).
 */
export const featuredServicesInput = z.strictObject({
  isPublishedFeaturedServices: z.boolean({
    error: 'Tampilkan Layanan Digital Terpadu harus bernilai ya atau tidak.',
  }),
});

export type FeaturedServicesInput = z.infer<typeof featuredServicesInput>;

/** The activity-history entry of that switch. */
export const featuredServicesHistoryText = (shown: boolean): string =>
  `${shown ? 'Tampilkan' : 'Sembunyikan'} grup Layanan Digital Terpadu di halaman Layanan`;

/** Manajemen E-Voting's switch: whether the E-Voting button shows (master only). */
export const evotingPublishedInput = z.strictObject({
  isEvotingPublished: z.boolean({ error: 'Tampilkan E-Voting harus bernilai ya atau tidak.' }),
});

export type EvotingPublishedInput = z.infer<typeof evotingPublishedInput>;

/** The activity-history entry of that switch. */
export const evotingPublishedHistoryText = (shown: boolean): string =>
  `${shown ? 'Tampilkan' : 'Sembunyikan'} menu E-Voting di portal`;
