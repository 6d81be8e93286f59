import { defineResource } from '../resources/resource';
import {
  ANGGARAN_LIMITS,
  ANGGARAN_MESSAGES,
  anggaranInputSchema,
  anggaranProblem,
} from './anggaran';

/**
 * Kelola Anggaran (SPEC.md §6: Kementerian Keuangan and master): the budget programmes of
 * /keterbukaan-informasi/anggaran. Everyone may read every programme (the students' money in
 * the open), but visitors read them through the backend's filtered pages and summary
 * (anggaran-list.ts, anggaran-summary.ts), never as the whole collection.
 */
export const anggaranResource = defineResource({
  name: 'anggaran',
  firestoreCollection: 'anggaranProgram',
  input: anggaranInputSchema,
  stored: anggaranInputSchema,
  writeArea: 'anggaran',
  publicRead: 'all',
  order: { by: 'tahun', direction: 'desc' },
  maxRecords: ANGGARAN_LIMITS.maxRecords,
  // A programme with its 200 expense rows of 300 characters each.
  maxBodyBytes: 96 * 1024,
  history: {
    noun: 'program anggaran',
    title: (programme) => programme.namaProgram,
    fieldLabels: {
      namaProgram: 'Nama Program',
      organisasiId: 'Organisasi',
      tahun: 'Tahun',
      status: 'Status',
      tanggalKegiatan: 'Tanggal Kegiatan',
      linkSpj: 'Tautan SPJ',
      prokerId: 'Program Kerja',
      totalDiajukan: 'Total Diajukan',
      totalDisetujui: 'Total Disetujui',
      realisasi: 'Realisasi',
    },
  },
  notFound: ANGGARAN_MESSAGES.notFound,
  check: (programme) => anggaranProblem(programme),
});
