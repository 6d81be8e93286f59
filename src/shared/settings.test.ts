import { describe, expect, it } from 'vitest';
import {
  featuredServicesInput,
  generalSettingsDocSchema,
  resolveGeneralSettings,
} from './settings';

describe('settings/general', () => {
  it('publishes e-voting when the document or the field is absent', () => {
    expect(resolveGeneralSettings(undefined).isEvotingPublished).toBe(true);
    expect(resolveGeneralSettings({}).isEvotingPublished).toBe(true);
  });

  it('hides e-voting only when the field is explicitly false', () => {
    expect(resolveGeneralSettings({ isEvotingPublished: false }).isEvotingPublished).toBe(false);
    expect(resolveGeneralSettings({ isEvotingPublished: true }).isEvotingPublished).toBe(true);
  });

  it('shows the Layanan Digital Terpadu group unless the field is explicitly false', () => {
    expect(resolveGeneralSettings(undefined).isPublishedFeaturedServices).toBe(true);
    expect(resolveGeneralSettings({ isEvotingPublished: false }).isPublishedFeaturedServices).toBe(
      true,
    );
    expect(
      resolveGeneralSettings({ isPublishedFeaturedServices: false }).isPublishedFeaturedServices,
    ).toBe(false);
  });

  it('accepts only the featured-services flag in its own write', () => {
    expect(featuredServicesInput.safeParse({ isPublishedFeaturedServices: false }).success).toBe(
      true,
    );
    expect(
      featuredServicesInput.safeParse({
        isPublishedFeaturedServices: true,
        isEvotingPublished: false,
      }).success,
    ).toBe(false);
    expect(featuredServicesInput.safeParse({ isPublishedFeaturedServices: 'ya' }).success).toBe(
      false,
    );
  });

  it('rejects unknown fields and wrong types', () => {
    expect(generalSettingsDocSchema.safeParse({ isEvotingPublished: 'no' }).success).toBe(false);
    expect(generalSettingsDocSchema.safeParse({ somethingElse: true }).success).toBe(false);
  });
});
