import { RESOURCES } from '../../src/shared/resources/registry';
import { PIECES, resourceEntries } from './entries';
import type { ShapeEntry } from './entry';
import { firestorePart, storagePart } from './generate';
import { STORAGE_VALUES } from './shared-values';

/** What `npm run rules` writes into each file, and what the stale-rules test compares. */

export const FIRESTORE_ENTRIES: readonly ShapeEntry[] = [...PIECES, ...resourceEntries(RESOURCES)];

export const RULES_PARTS = [
  { file: 'firestore.rules', part: () => firestorePart(FIRESTORE_ENTRIES) },
  { file: 'storage.rules', part: () => storagePart(STORAGE_VALUES) },
] as const;
