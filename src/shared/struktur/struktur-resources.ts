import { defineResource } from '../resources/resource';
import {
  STRUKTUR_MESSAGES,
  anggotaInputSchema,
  divisiInputSchema,
  pembinaInputSchema,
} from './struktur';
import { STRUKTUR_DIVISI_MAX, strukturDivisiNamesList } from './struktur-names-list';

/**
 * Kelola Struktur's three collections (issue 16 item 3), all read whole by the public: every
 * field they hold is public by design (struktur.ts), and all written by the area 'struktur'.
 */

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The divisions (kementerian), in the organisation's order: the drag order of the manager. */
export const strukturDivisiResource = defineResource({
  name: 'struktur-divisi',
  firestoreCollection: 'strukturDivisi',
  input: divisiInputSchema,
  stored: divisiInputSchema,
  writeArea: 'struktur',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: STRUKTUR_DIVISI_MAX,
  maxBodyBytes: 16 * 1024,
  publicList: strukturDivisiNamesList,
  history: { noun: 'divisi', title: (divisi) => divisi.nama },
  notFound: 'Divisi tidak ditemukan.',
  check: (divisi, others) =>
    others.some((other) => sameName(other.nama, divisi.nama))
      ? { message: STRUKTUR_MESSAGES.divisiTaken, field: 'nama' }
      : null,
  // Its members would be left without a division: they are moved or removed first.
  removeGuards: [
    {
      referencedBy: () => strukturAnggotaResource,
      field: 'divisiId',
      message: (divisi, count) => STRUKTUR_MESSAGES.divisiHasMembers(divisi.nama, count),
    },
  ],
});

/** The members of every division; their drag order counts within their division. */
export const strukturAnggotaResource = defineResource({
  name: 'struktur-anggota',
  firestoreCollection: 'strukturAnggota',
  input: anggotaInputSchema,
  stored: anggotaInputSchema,
  writeArea: 'struktur',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 500,
  // One member with a photo reference, or the order of 500 ids.
  maxBodyBytes: 64 * 1024,
  history: { noun: 'pengurus', title: (anggota) => `${anggota.nama} (${anggota.jabatan})` },
  notFound: 'Pengurus tidak ditemukan.',
});

/** Pembina Organisasi: the lecturers who advise the BEM. */
export const pembinaResource = defineResource({
  name: 'pembina',
  firestoreCollection: 'pembina',
  input: pembinaInputSchema,
  stored: pembinaInputSchema,
  writeArea: 'struktur',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 20,
  maxBodyBytes: 16 * 1024,
  history: { noun: 'pembina', title: (pembina) => pembina.nama },
  notFound: 'Pembina tidak ditemukan.',
});
