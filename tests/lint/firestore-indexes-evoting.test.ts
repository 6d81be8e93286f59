/**
 * A voter's dashboard on Firebase asks every roll at once for their own entry: a
 * collection-group query on `pemilih` by `voterId` (firebase/evoting-voter-api.ts). Firestore
 * answers a collection-group query only where that field's collection-group index is enabled
 * (a field override in firestore.indexes.json); the emulator answers without one, so only this
 * check catches its absence.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EVOTING_COLLECTIONS,
  ROLL_VOTER_FIELD,
} from '../../src/renderer/src/backend/firebase/evoting-docs';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope: string }[];
}
const { fieldOverrides } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  fieldOverrides: FieldOverride[];
};

describe('firestore.indexes.json has e-voting’s collection-group index', () => {
  it('enables voterId of every roll for a collection-group equality query', () => {
    const override = fieldOverrides.find(
      (o) => o.collectionGroup === EVOTING_COLLECTIONS.roll && o.fieldPath === ROLL_VOTER_FIELD,
    );
    expect(override?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
    // An override replaces the field's automatic indexes: the single-collection ones stay.
    expect(override?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
  });
});
