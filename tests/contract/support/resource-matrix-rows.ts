import type { MatrixRow } from './matrix-row';

/**
 * Extension point for the resource layer: the rows of the routes made for declared resource
 * collections, generated from their declarations. The authorization matrix merges them with its
 * hand-written rows (authorization-rows.ts); a resource route without a row fails the matrix.
 */
export const RESOURCE_MATRIX_ROWS: readonly MatrixRow[] = [];
