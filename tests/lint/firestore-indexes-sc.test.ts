/**
 * The loans on Firebase ask one query: the public calendar's active entries
 * (`sc_schedule` where status == 'aktif', firebase/sc-public.ts), which the automatic
 * single-field index answers; everything else is read by id or whole. The fields nobody queries
 * and that would only cost index entries (the answers, the slot lists) are exempted; this keeps
 * an exemption from ever switching off the calendar's index.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SC_COLLECTIONS } from '../../src/renderer/src/backend/firebase/sc-docs';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: unknown[];
}
const { fieldOverrides } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  fieldOverrides: FieldOverride[];
};

const exempted = (collection: string, field: string) =>
  fieldOverrides.some(
    (o) => o.collectionGroup === collection && o.fieldPath === field && o.indexes.length === 0,
  );

describe('firestore.indexes.json and the loans', () => {
  it('keeps the automatic index of the calendar’s status filter', () => {
    expect(
      fieldOverrides.filter(
        (o) => o.collectionGroup === SC_COLLECTIONS.schedule && o.fieldPath === 'status',
      ),
    ).toEqual([]);
  });

  it('exempts the booking answers and the slot lists from indexing', () => {
    expect(exempted(SC_COLLECTIONS.bookings, 'jawaban')).toBe(true);
    expect(exempted(SC_COLLECTIONS.slots, 'jam')).toBe(true);
    expect(exempted(SC_COLLECTIONS.slots, 'rentang')).toBe(true);
  });
});
