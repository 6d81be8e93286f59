import { defineResource } from '../resources/resource';
import {
  ASET_LABELS,
  ASET_LIMITS,
  ASET_MESSAGES,
  asetInputSchema,
  sameAsetContent,
  type AsetInput,
} from './aset';
import { asetList } from './aset-list';

/**
 * Kelola Aset (SPEC.md §2: every admin and master, the sidebar's rule): the inventory of
 * /keterbukaan-informasi/inventaris. The public reads published assets only, through the
 * declared list and its item (aset-list.ts); a private one answers "not found".
 * The backend stamps "Terakhir Diperbarui" at every change of content (a save that changes nothing,
 * or one repeated, keeps it), so the detail page says when the record last changed.
 */
export const asetResource = defineResource({
  name: 'aset',
  firestoreCollection: 'inventarisAset',
  input: asetInputSchema,
  stored: asetInputSchema,
  writeArea: 'aset-bem',
  publicRead: 'published',
  order: { by: 'namaAset', direction: 'asc' },
  maxRecords: ASET_LIMITS.maxRecords,
  // Six image references (each under 600 bytes) and 1,000 characters of text, with room to spare.
  maxBodyBytes: 64 * 1024,
  history: {
    noun: 'aset',
    title: (aset) => aset.namaAset,
    fieldLabels: ASET_LABELS,
    omit: ['diperbarui'],
  },
  notFound: ASET_MESSAGES.notFound,
  publicList: asetList,
  stamp: (aset, { previous, now }): AsetInput => {
    const before = previous?.diperbarui;
    const stamped = now.toISOString();
    // Never back in time (a writer's clock behind the last one's: firestore.rules refuse that).
    const kept = before !== undefined && (sameAsetContent(previous!, aset) || before > stamped);
    return { ...aset, diperbarui: kept ? before : stamped };
  },
  // A label's code names one asset: two assets with one code would make a printed label lie.
  check: (aset, others) =>
    aset.kodeAset !== '' &&
    others.some((other) => other.kodeAset.toLowerCase() === aset.kodeAset.toLowerCase())
      ? { message: ASET_MESSAGES.kodeTaken, field: 'kodeAset' }
      : null,
});
