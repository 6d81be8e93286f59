import * as z from 'zod/mini';

/**
 * settings/general as stored. Every field is optional: an absent field takes its default, so the
 * document can be edited (or emptied) without breaking readers.
 */
export const generalSettingsDocSchema = z.strictObject({
  isEvotingPublished: z.optional(z.boolean()),
});

export type GeneralSettingsDoc = z.infer<typeof generalSettingsDocSchema>;

/** settings/general as the portal uses it, with defaults applied. */
export const generalSettingsSchema = z.object({
  isEvotingPublished: z.boolean(),
});

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export function resolveGeneralSettings(doc: GeneralSettingsDoc | undefined): GeneralSettings {
  // SPEC.md §3: "true when absent".
  return { isEvotingPublished: doc?.isEvotingPublished !== false };
}
