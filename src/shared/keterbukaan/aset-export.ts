import type { ExportColumn } from '../open-data/table-export';
import type { AsetRecord } from './aset-list';

/**
 * The open-data download of the inventory (GET /api/keterbukaan/inventaris.csv|.json, and the
 * Firebase adapter's own): every published asset the filter matches, the quantity as a plain
 * number (table-export.ts quotes text and neutralises formulas).
 */
export const ASET_EXPORT_COLUMNS: readonly ExportColumn<AsetRecord>[] = [
  { key: 'id', header: 'ID Aset', value: (aset) => aset.id },
  { key: 'namaAset', header: 'Nama Aset', value: (aset) => aset.namaAset },
  { key: 'kodeAset', header: 'Kode Aset', value: (aset) => aset.kodeAset },
  {
    key: 'lokasiPenyimpanan',
    header: 'Lokasi Penyimpanan',
    value: (aset) => aset.lokasiPenyimpanan,
  },
  { key: 'jumlahAset', header: 'Jumlah (Unit)', value: (aset) => aset.jumlahAset },
  { key: 'statusKondisi', header: 'Kondisi', value: (aset) => aset.statusKondisi },
  {
    key: 'dapatDipinjamkan',
    header: 'Dapat Dipinjamkan',
    value: (aset) => (aset.dapatDipinjamkan ? 'Ya' : 'Tidak'),
  },
  { key: 'statusPeminjaman', header: 'Status Peminjaman', value: (aset) => aset.statusPeminjaman },
  { key: 'tanggalPerolehan', header: 'Tanggal Perolehan', value: (aset) => aset.tanggalPerolehan },
  { key: 'tipePerolehan', header: 'Tipe Perolehan', value: (aset) => aset.tipePerolehan },
  { key: 'sumberKeterangan', header: 'Sumber/Keterangan', value: (aset) => aset.sumberKeterangan },
  { key: 'diperbarui', header: 'Terakhir Diperbarui', value: (aset) => aset.diperbarui ?? null },
];

export type AsetExportFormat = 'csv' | 'json';

/** The embedded server's open-data routes without their extension. */
export const ASET_EXPORT_BASE = '/api/keterbukaan/inventaris';
/** The downloaded file's name without its extension. */
export const ASET_EXPORT_FILE = 'inventaris-aset';

/** The embedded server's open-data route; its search is the page's (aset-address.ts). */
export const asetExportPath = (format: AsetExportFormat): string => `${ASET_EXPORT_BASE}.${format}`;

/** The downloaded file's name: "inventaris-aset.csv" or ".json". */
export const asetExportName = (format: AsetExportFormat): string => `${ASET_EXPORT_FILE}.${format}`;
