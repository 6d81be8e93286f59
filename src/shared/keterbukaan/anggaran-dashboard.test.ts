import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANGGARAN_STATUSES, type AnggaranInput } from './anggaran';
import {
  absorptionRanking,
  anggaranDashboard,
  recapByOrganisation,
  statusDistribution,
} from './anggaran-dashboard';
import { UNKNOWN_ORGANISATION } from './anggaran-list';
import { anggaranOrganisationNames, BEM_KM_ORGANISATION } from './anggaran-organisations';
import { formatPercent, formatRupiah } from './rupiah';

const NAMES = anggaranOrganisationNames([
  { id: 'org-tkn', nama: 'Himpunan Mahasiswa Teknokimia Nuklir', singkatan: 'HIMA TKN' },
  { id: 'org-emc', nama: 'Himpunan Mahasiswa Elektro Mekanika', singkatan: 'HIMA EMC' },
  { id: 'org-seni', nama: 'Unit Kegiatan Mahasiswa Seni', singkatan: '' },
]);

const programme = (over: Partial<AnggaranInput>): AnggaranInput => ({
  namaProgram: 'Program',
  organisasiId: 'org-tkn',
  tahun: 2025,
  status: 'Disetujui',
  tanggalKegiatan: '',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 0,
  totalDisetujui: 0,
  realisasi: { mode: 'rekap', total: 0 },
  ...over,
});

const rows = (...amounts: number[]): AnggaranInput['realisasi'] => ({
  mode: 'rincian',
  rincian: amounts.map((jumlah, i) => ({ deskripsi: `Baris ${i}`, jumlah, tanggal: '' })),
});

describe('the Kelola Anggaran dashboard', () => {
  it('recaps each organisation that has programmes, by name, with its absorption', () => {
    const recap = recapByOrganisation(
      [
        programme({
          organisasiId: 'org-tkn',
          totalDiajukan: 5_000_000,
          totalDisetujui: 4_000_000,
          realisasi: rows(1_000_000, 2_000_000),
        }),
        programme({
          organisasiId: 'org-tkn',
          totalDiajukan: 1_000_000,
          totalDisetujui: 1_000_000,
          realisasi: { mode: 'rekap', total: 500_000 },
        }),
        programme({
          organisasiId: BEM_KM_ORGANISATION.id,
          totalDiajukan: 2_000_000,
          totalDisetujui: 2_000_000,
          realisasi: rows(2_500_000),
        }),
      ],
      NAMES,
    );
    expect(recap.map((row) => row.organisasi)).toEqual(['BEM KM', 'HIMA TKN']);
    expect(recap[1]).toEqual({
      organisasiId: 'org-tkn',
      organisasi: 'HIMA TKN',
      jumlahProgram: 2,
      totalDiajukan: 6_000_000,
      totalDisetujui: 5_000_000,
      totalRealisasi: 3_500_000,
      sisaDana: 1_500_000,
      serapanPersen: 70,
    });
    // Spending more than approved is shown as it is: a negative balance, above 100 %.
    expect(recap[0]).toMatchObject({ sisaDana: -500_000, serapanPersen: 125 });
  });

  it('gives an organisation with nothing approved no absorption and leaves it out of the ranking', () => {
    const dashboard = anggaranDashboard(
      [
        programme({ organisasiId: 'org-seni', status: 'Perencanaan', totalDiajukan: 3_000_000 }),
        programme({ organisasiId: 'org-tkn', totalDisetujui: 1_000_000, realisasi: rows(100_000) }),
      ],
      NAMES,
    );
    const seni = dashboard.perOrganisation.find((row) => row.organisasiId === 'org-seni');
    expect(seni?.serapanPersen).toBeNull();
    expect(formatPercent(seni?.serapanPersen ?? null)).toBe('—');
    expect(dashboard.highest.map((row) => row.organisasiId)).toEqual(['org-tkn']);
    expect(dashboard.lowest.map((row) => row.organisasiId)).toEqual(['org-tkn']);
  });

  it('puts the programmes of organisations the directory does not know in one last row, never dropped', () => {
    const recap = recapByOrganisation(
      [
        programme({ organisasiId: 'hilang-1', totalDisetujui: 1_000_000 }),
        programme({ organisasiId: 'hilang-2', totalDisetujui: 2_000_000 }),
        programme({ organisasiId: 'org-emc', totalDisetujui: 500_000 }),
      ],
      NAMES,
    );
    expect(recap.map((row) => row.organisasi)).toEqual(['HIMA EMC', UNKNOWN_ORGANISATION]);
    expect(recap[1]).toMatchObject({
      organisasiId: null,
      jumlahProgram: 2,
      totalDisetujui: 3_000_000,
    });
  });

  it('ranks five highest and five lowest, ties by name', () => {
    const recap = Array.from({ length: 7 }, (_, i) => ({
      organisasiId: `o${i}`,
      organisasi: `Organisasi ${String.fromCharCode(71 - i)}`,
      jumlahProgram: 1,
      totalDiajukan: 0,
      totalDisetujui: 100,
      totalRealisasi: i < 2 ? 50 : i * 10,
      sisaDana: 0,
      serapanPersen: i < 2 ? 50 : i * 10,
    }));
    const { highest, lowest } = absorptionRanking(recap);
    expect(highest.map((row) => row.serapanPersen)).toEqual([60, 50, 50, 50, 40]);
    // The three at 50 % in name order: "Organisasi B" (o5), "F" (o1), "G" (o0).
    expect(highest.map((row) => row.organisasiId)).toEqual(['o6', 'o5', 'o1', 'o0', 'o4']);
    expect(lowest.map((row) => row.serapanPersen)).toEqual([20, 30, 40, 50, 50]);
    expect(lowest.map((row) => row.organisasiId)).toEqual(['o2', 'o3', 'o4', 'o5', 'o1']);
  });

  it('keeps every status in its order, even one without programmes', () => {
    const shares = statusDistribution([
      programme({ status: 'Selesai', totalDisetujui: 2_000_000 }),
      programme({ status: 'Selesai', totalDisetujui: 1_000_000 }),
    ]);
    expect(shares.map((share) => share.status)).toEqual([...ANGGARAN_STATUSES]);
    expect(shares.find((share) => share.status === 'Selesai')).toEqual({
      status: 'Selesai',
      jumlahProgram: 2,
      totalDisetujui: 3_000_000,
    });
  });

  it('shows money as Rupiah in the id-ID format', () => {
    expect(formatRupiah(1_500_000).replace(/\s/g, ' ')).toBe('Rp 1.500.000');
    expect(formatPercent(72.46)).toBe('72,5%');
  });

  const amount = fc.integer({ min: 0, max: 40_000_000 });
  const arbitraryProgramme = fc.record({
    organisasiId: fc.constantFrom(
      'org-tkn',
      'org-emc',
      'org-seni',
      BEM_KM_ORGANISATION.id,
      'hilang',
    ),
    status: fc.constantFrom(...ANGGARAN_STATUSES),
    totalDiajukan: amount,
    totalDisetujui: amount,
    realisasi: fc.oneof(
      fc.record({ mode: fc.constant('rekap' as const), total: amount }),
      fc.record({
        mode: fc.constant('rincian' as const),
        rincian: fc.array(
          fc.record({
            deskripsi: fc.constant('Baris'),
            jumlah: fc.integer({ min: 1, max: 5_000_000 }),
            tanggal: fc.constant(''),
          }),
          { maxLength: 8 },
        ),
      }),
    ),
  });

  it('totals equal sums computed independently, whatever the programmes', () => {
    fc.assert(
      fc.property(fc.array(arbitraryProgramme, { maxLength: 60 }), (list) => {
        const programmes = list.map((p) => programme(p));
        const spent = (p: AnggaranInput) =>
          p.realisasi.mode === 'rekap'
            ? p.realisasi.total
            : p.realisasi.rincian.map((r) => r.jumlah).reduce((a, b) => a + b, 0);
        const sum = (pick: (p: AnggaranInput) => number, of = programmes) =>
          of.map(pick).reduce((a, b) => a + b, 0);
        const dashboard = anggaranDashboard(programmes, NAMES);

        const { grandTotal, summary } = dashboard;
        expect(grandTotal.jumlahProgram).toBe(programmes.length);
        expect(grandTotal.totalDiajukan).toBe(sum((p) => p.totalDiajukan));
        expect(grandTotal.totalDisetujui).toBe(sum((p) => p.totalDisetujui));
        expect(grandTotal.totalRealisasi).toBe(sum(spent));
        expect(grandTotal.sisaDana).toBe(sum((p) => p.totalDisetujui) - sum(spent));
        expect(summary.totalRealisasi).toBe(grandTotal.totalRealisasi);

        for (const row of dashboard.perOrganisation) {
          const own = programmes.filter((p) =>
            row.organisasiId === null
              ? !NAMES.has(p.organisasiId)
              : p.organisasiId === row.organisasiId,
          );
          expect(row.jumlahProgram).toBe(own.length);
          expect(row.totalDisetujui).toBe(sum((p) => p.totalDisetujui, own));
          expect(row.totalRealisasi).toBe(sum(spent, own));
        }
        for (const share of dashboard.perStatus) {
          const own = programmes.filter((p) => p.status === share.status);
          expect(share.totalDisetujui).toBe(sum((p) => p.totalDisetujui, own));
        }
        expect(sum((p) => p.totalDisetujui)).toBe(
          dashboard.perStatus.reduce((a, share) => a + share.totalDisetujui, 0),
        );
        // Every ranked organisation has an approved budget, and the ranking is ordered.
        const ranked = [...dashboard.highest, ...dashboard.lowest];
        expect(ranked.every((row) => row.totalDisetujui > 0)).toBe(true);
        const percents = dashboard.highest.map((row) => row.serapanPersen ?? -1);
        expect(percents).toEqual([...percents].sort((a, b) => b - a));
      }),
    );
  });
});
