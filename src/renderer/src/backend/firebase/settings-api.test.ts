import type { DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { generalSettingsFromSnapshot } from './settings-api';

const snapshot = (data: Record<string, unknown> | undefined) =>
  ({ data: () => data }) as unknown as DocumentSnapshot;

describe('settings/general on Firestore', () => {
  it('publishes e-voting when the document or the field is absent (SPEC.md §3)', () => {
    const defaults = { isEvotingPublished: true, isPublishedFeaturedServices: true };
    expect(generalSettingsFromSnapshot(snapshot(undefined))).toEqual(defaults);
    expect(generalSettingsFromSnapshot(snapshot({}))).toEqual(defaults);
  });

  it('reads the stored flag, and ignores a value of the wrong type', () => {
    expect(generalSettingsFromSnapshot(snapshot({ isEvotingPublished: false }))).toEqual({
      isEvotingPublished: false,
      isPublishedFeaturedServices: true,
    });
    expect(
      generalSettingsFromSnapshot(
        snapshot({ isEvotingPublished: 'no', isPublishedFeaturedServices: false }),
      ),
    ).toEqual({ isEvotingPublished: true, isPublishedFeaturedServices: false });
    expect(generalSettingsFromSnapshot(snapshot({ isPublishedFeaturedServices: 'tidak' }))).toEqual(
      { isEvotingPublished: true, isPublishedFeaturedServices: true },
    );
  });
});
