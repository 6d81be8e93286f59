/**
 * Every query the public Program Kerja page makes on Firestore (proker-query.ts) has its composite index in firestore.indexes.json:
 * Firestore refuses a query without one (FAILED_PRECONDITION) in production, while the emulator
 * answers it anyway, so only this check catches a missing index.
 */
import { describe, expect, it } from 'vitest';
import { prokerQueryPlan } from '../../src/renderer/src/backend/firebase/proker-query';
import { PROKER_STATUSES } from '../../src/shared/keterbukaan/proker';
import { hasIndex } from './support/firestore-indexes';

const prokerFilters = ['', 'div-1'].flatMap((kementerianId) =>
  (['', PROKER_STATUSES[2]] as const).flatMap((status) =>
    ['', '2025/2026'].flatMap((periode) =>
      ['', 'seminar', 'seminar nuklir'].map((q) => ({ q, periode, kementerianId, status })),
    ),
  ),
);

describe('firestore.indexes.json has the transparency pages’ indexes', () => {
  it.each(prokerFilters)(
    'programKerja: q "$q", periode "$periode", kementerian "$kementerianId", status "$status"',
    (filter) => {
      expect(hasIndex('programKerja', prokerQueryPlan(filter)), JSON.stringify(filter)).toBe(true);
    },
  );
});
