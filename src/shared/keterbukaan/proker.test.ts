import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  attendancePercent,
  isProkerPeriod,
  newProkerDefaults,
  periodOf,
  PROKER_MESSAGES,
  prokerInputSchema,
  prokerStats,
  type ProkerInput,
} from './proker';

const valid = (): ProkerInput => ({
  ...newProkerDefaults('2025-09-01', 'divisi-1'),
  namaProgram: 'Dies Natalis',
  tanggalPelaksanaan: '2025-10-04',
  targetPeserta: 200,
  jumlahPesertaRealisasi: 150,
  linkLpj: 'https://drive.google.com/file/d/lpj/view',
});

/** The message the schema gives for one field of an input, or null when it is accepted. */
function messageFor(input: unknown, field: string): string | null {
  const parsed = safeParse(prokerInputSchema, input);
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('a work programme', () => {
  it('accepts a complete programme, trimming its texts', () => {
    const parsed = safeParse(prokerInputSchema, { ...valid(), namaProgram: '  Dies Natalis  ' });
    expect(parsed.success && parsed.data.namaProgram).toBe('Dies Natalis');
  });

  it('needs a name and a ministry, with Indonesian messages on those fields', () => {
    expect(messageFor({ ...valid(), namaProgram: '   ' }, 'namaProgram')).toBe(
      PROKER_MESSAGES.nameRequired,
    );
    expect(messageFor({ ...valid(), kementerianId: '' }, 'kementerianId')).toBe(
      PROKER_MESSAGES.ministryRequired,
    );
  });

  it('takes a period of two consecutive years only', () => {
    expect(isProkerPeriod('2025/2026')).toBe(true);
    for (const wrong of ['2025', '2025/2027', '2025-2026', '2026/2025', '1999/2000', ' 2025/2026x'])
      expect(isProkerPeriod(wrong)).toBe(false);
    expect(messageFor({ ...valid(), periode: '2025/2027' }, 'periode')).toBe(
      PROKER_MESSAGES.period,
    );
  });

  it('takes a real date or none, whole non-negative counts and only http(s) LPJ links', () => {
    expect(messageFor({ ...valid(), tanggalPelaksanaan: '' }, 'tanggalPelaksanaan')).toBeNull();
    expect(messageFor({ ...valid(), tanggalPelaksanaan: '2025-02-30' }, 'tanggalPelaksanaan')).toBe(
      PROKER_MESSAGES.date,
    );
    expect(messageFor({ ...valid(), targetPeserta: -1 }, 'targetPeserta')).toBe(
      PROKER_MESSAGES.participants,
    );
    expect(messageFor({ ...valid(), jumlahPesertaRealisasi: 2.5 }, 'jumlahPesertaRealisasi')).toBe(
      PROKER_MESSAGES.participants,
    );
    expect(messageFor({ ...valid(), linkLpj: 'javascript:alert(1)' }, 'linkLpj')).toBe(
      PROKER_MESSAGES.lpjLink,
    );
    expect(messageFor({ ...valid(), statusProker: 'Ditunda' }, 'statusProker')).toBe(
      PROKER_MESSAGES.status,
    );
  });

  it('compares attendance with the target, and has no ratio without a target', () => {
    expect(attendancePercent({ targetPeserta: 200, jumlahPesertaRealisasi: 150 })).toBe(75);
    expect(attendancePercent({ targetPeserta: 3, jumlahPesertaRealisasi: 4 })).toBe(133);
    expect(attendancePercent({ targetPeserta: 0, jumlahPesertaRealisasi: 40 })).toBeNull();
  });

  it('starts a new programme in the academic year of today', () => {
    expect(periodOf('2025-09-01')).toBe('2025/2026');
    expect(periodOf('2026-03-15')).toBe('2025/2026');
    expect(newProkerDefaults('2026-08-01', 'd').periode).toBe('2026/2027');
  });

  it('counts programmes, participants and programmes per status for Kelola Proker', () => {
    const stats = prokerStats([
      { statusProker: 'Selesai', jumlahPesertaRealisasi: 120 },
      { statusProker: 'Selesai', jumlahPesertaRealisasi: 30 },
      { statusProker: 'Perencanaan', jumlahPesertaRealisasi: 0 },
    ]);
    expect(stats).toEqual({
      total: 3,
      totalPartisipan: 150,
      perStatus: { Perencanaan: 1, 'Sedang Berjalan': 0, Selesai: 2, Dibatalkan: 0 },
    });
  });
});
