import { describe, expect, it } from 'vitest';
import { generalSettingsDocSchema, resolveGeneralSettings } from './settings';

describe('settings/general', () => {
  it('publishes e-voting when the document or the field is absent', () => {
    expect(resolveGeneralSettings(undefined)).toEqual({ isEvotingPublished: true });
    expect(resolveGeneralSettings({})).toEqual({ isEvotingPublished: true });
  });

  it('hides e-voting only when the field is explicitly false', () => {
    expect(resolveGeneralSettings({ isEvotingPublished: false })).toEqual({
      isEvotingPublished: false,
    });
    expect(resolveGeneralSettings({ isEvotingPublished: true })).toEqual({
      isEvotingPublished: true,
    });
  });

  it('rejects unknown fields and wrong types', () => {
    expect(generalSettingsDocSchema.safeParse({ isEvotingPublished: 'no' }).success).toBe(false);
    expect(generalSettingsDocSchema.safeParse({ somethingElse: true }).success).toBe(false);
  });
});
