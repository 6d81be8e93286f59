import type { DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { generalSettingsFromSnapshot } from './settings-api';

const snapshot = (data: Record<string, unknown> | undefined) =>
  ({ data: () => data }) as unknown as DocumentSnapshot;

describe('settings/general on Firestore', () => {
  it('publishes e-voting when the document or the field is absent (SPEC.md §3)', () => {
    expect(generalSettingsFromSnapshot(snapshot(undefined))).toEqual({ isEvotingPublished: true });
    expect(generalSettingsFromSnapshot(snapshot({}))).toEqual({ isEvotingPublished: true });
  });

  it('reads the stored flag, and ignores a value of the wrong type', () => {
    expect(generalSettingsFromSnapshot(snapshot({ isEvotingPublished: false }))).toEqual({
      isEvotingPublished: false,
    });
    expect(generalSettingsFromSnapshot(snapshot({ isEvotingPublished: 'no' }))).toEqual({
      isEvotingPublished: true,
    });
  });
});
