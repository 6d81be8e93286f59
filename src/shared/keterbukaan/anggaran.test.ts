import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  ANGGARAN_MESSAGES,
  anggaranInputSchema,
  anggaranProblem,
  realisedAmount,
  type AnggaranInput,
} from './anggaran';

const programme = (over: Partial<AnggaranInput> = {}): AnggaranInput => ({
  namaProgram: 'Dies Natalis Poltek Nuklir',
  organisasiId: 'org-bem',
  tahun: 2025,
  status: 'Berjalan',
  tanggalKegiatan: '2025-09-12',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 15_000_000,
  totalDisetujui: 12_000_000,
  realisasi: { mode: 'rekap', total: 4_500_000 },
  ...over,
});

const firstMessage = (input: unknown) => {
  const parsed = safeParse(anggaranInputSchema, input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a programme of Transparansi Anggaran', () => {
  it('accepts a complete programme, expense rows or a recap', () => {
    expect(firstMessage(programme())).toBeNull();
    expect(
      firstMessage(
        programme({
          realisasi: {
            mode: 'rincian',
            rincian: [{ deskripsi: 'Sewa sound system', jumlah: 2_500_000, tanggal: '2025-09-10' }],
          },
        }),
      ),
    ).toBeNull();
  });

  it('refuses bad input with a message naming what is wrong', () => {
    expect(firstMessage(programme({ namaProgram: '   ' }))).toBe(ANGGARAN_MESSAGES.nameRequired);
    expect(firstMessage(programme({ organisasiId: '' }))).toBe(
      ANGGARAN_MESSAGES.organisationRequired,
    );
    expect(firstMessage(programme({ tahun: 1999 }))).toBe(ANGGARAN_MESSAGES.year);
    expect(firstMessage(programme({ totalDisetujui: -1 }))).toBe(ANGGARAN_MESSAGES.amount);
    expect(firstMessage(programme({ totalDiajukan: 10.5 }))).toBe(ANGGARAN_MESSAGES.amount);
    expect(firstMessage(programme({ linkSpj: 'javascript:alert(1)' }))).toBe(
      ANGGARAN_MESSAGES.spjLink,
    );
    expect(firstMessage(programme({ tanggalKegiatan: '2025-02-30' }))).toBe(ANGGARAN_MESSAGES.date);
    expect(
      firstMessage(
        programme({
          realisasi: { mode: 'rincian', rincian: [{ deskripsi: 'x', jumlah: 0, tanggal: '' }] },
        }),
      ),
    ).toBe(ANGGARAN_MESSAGES.expenseAmount);
  });

  it('needs an approved amount past Perencanaan, with the old portal’s words', () => {
    expect(anggaranProblem(programme({ status: 'Perencanaan', totalDisetujui: 0 }))).toBeNull();
    expect(anggaranProblem(programme({ status: 'Disetujui', totalDisetujui: 0 }))).toEqual({
      message:
        'Gagal: Program selain Perencanaan wajib memiliki Total Anggaran Disetujui (> Rp 0).',
      field: 'totalDisetujui',
    });
  });

  it('counts what was spent from the rows, or the recap', () => {
    expect(realisedAmount(programme())).toBe(4_500_000);
    expect(
      realisedAmount(
        programme({
          realisasi: {
            mode: 'rincian',
            rincian: [
              { deskripsi: 'Konsumsi', jumlah: 1_200_000, tanggal: '' },
              { deskripsi: 'Cetak spanduk', jumlah: 350_000, tanggal: '2025-09-01' },
            ],
          },
        }),
      ),
    ).toBe(1_550_000);
  });
});
