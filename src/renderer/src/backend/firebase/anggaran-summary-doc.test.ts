import { describe, expect, it } from 'vitest';
import { anggaranSummary } from '../../../../shared/keterbukaan/anggaran-summary';
import type { AnggaranInput } from '../../../../shared/keterbukaan/anggaran';
import { programmePart, summaryFromDocument, summaryMove } from './anggaran-summary-doc';

const programme = (over: Partial<AnggaranInput> = {}): AnggaranInput => ({
  namaProgram: 'Dies Natalis',
  organisasiId: 'org-tkn',
  tahun: 2025,
  status: 'Berjalan',
  tanggalKegiatan: '',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 5_000_000,
  totalDisetujui: 4_000_000,
  realisasi: {
    mode: 'rincian',
    rincian: [
      { deskripsi: 'Sewa', jumlah: 1_000_000, tanggal: '' },
      { deskripsi: 'Konsumsi', jumlah: 500_000, tanggal: '' },
    ],
  },
  ...over,
});

/** Applies moves to a summary document the way Firestore's increments do. */
function apply(moves: ReturnType<typeof summaryMove>[]) {
  const doc = {
    totalDiajukan: 0,
    totalDisetujui: 0,
    totalRealisasi: 0,
    jumlahProgram: 0,
    disetujuiPerStatus: {} as Record<string, number>,
    programPerTahun: {} as Record<string, number>,
    programPerOrganisasi: {} as Record<string, number>,
  };
  for (const move of moves) {
    for (const [key, by] of Object.entries(move.totals)) doc[key as keyof typeof move.totals] += by;
    for (const map of ['disetujuiPerStatus', 'programPerTahun', 'programPerOrganisasi'] as const)
      for (const [key, by] of Object.entries(move[map])) doc[map][key] = (doc[map][key] ?? 0) + by;
  }
  return doc;
}

describe('anggaranSummary/global on Firebase', () => {
  it('moves by a create, an edit and a delete to what the embedded server computes', () => {
    const a = programme();
    const b = programme({ organisasiId: 'org-hilang', tahun: 2024, status: 'Selesai' });
    const bEdited = programme({ ...b, status: 'SPJ Masuk', totalDisetujui: 6_000_000 });
    const moves = [
      summaryMove(null, programmePart(a)),
      summaryMove(null, programmePart(b)),
      summaryMove(programmePart(b), programmePart(bEdited)),
      summaryMove(programmePart(a), null),
    ];
    const read = summaryFromDocument(apply(moves));
    expect(read.ringkasan).toEqual(anggaranSummary([bEdited]));
    expect(read.years).toEqual([2024]);
    expect(read.organisationIds).toEqual(['org-hilang']);
  });

  it('puts the old part out and the new one in under each key an edit touches', () => {
    const before = programmePart(programme());
    const after = programmePart(programme({ status: 'Selesai', tahun: 2026 }));
    expect(summaryMove(before, after)).toEqual({
      totals: { totalDiajukan: 0, totalDisetujui: 0, totalRealisasi: 0, jumlahProgram: 0 },
      disetujuiPerStatus: { Berjalan: -4_000_000, Selesai: 4_000_000 },
      programPerTahun: { '2025': -1, '2026': 1 },
      programPerOrganisasi: { 'org-tkn': 0 },
    });
  });

  it('reads nothing counted when no programme was ever written', () => {
    const read = summaryFromDocument(undefined);
    expect(read.ringkasan.jumlahProgram).toBe(0);
    expect(read.ringkasan.disetujuiPerStatus.Perencanaan).toBe(0);
    expect(read.years).toEqual([]);
  });
});
