import type { ScApi } from '../sc-api';
import type { FirebaseHandles } from './firebase-app';
import { createHolderScApi } from './sc-holder';
import { createManagerScApi } from './sc-manager';
import { createPublicScApi } from './sc-public';

/**
 * The sports-centre loans on Firebase (docs/FIREBASE.md, "Peminjaman SC"): a chunk of its own,
 * loaded by the loan pages only (firebase-backend.ts). The public side, the code holder's and the
 * managers' are separate modules over the same documents (sc-docs.ts, sc-slots.ts).
 */
export function createFirebaseScApi(h: FirebaseHandles): ScApi {
  return {
    ...createPublicScApi(h),
    ...createHolderScApi(h),
    ...createManagerScApi(h),
  };
}
