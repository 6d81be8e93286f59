import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  attendeesFromLines,
  newRisalahDefaults,
  RISALAH_MESSAGES,
  risalahInputSchema,
  type RisalahInput,
} from './risalah';
import { meetingsPerMonth, risalahStats } from './risalah-stats';

const valid = (): RisalahInput => ({
  ...newRisalahDefaults('2025-09-20'),
  namaRapat: 'Rapat Pleno',
  daftarHadir: ['Ayu', 'Bima'],
  tugas: [{ tugas: 'Laporan', penanggungJawab: 'Ayu', selesai: true }],
  lampiran: [{ namaFile: 'Notulen.pdf', link: 'https://drive.google.com/x' }],
});

/** Each refused field path with its message. */
function problems(input: unknown): Record<string, string> {
  const parsed = safeParse(risalahInputSchema, input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a meeting minute', () => {
  it('accepts a complete minute', () => {
    expect(problems(valid())).toEqual({});
  });

  it('says "Nama dan Tanggal Rapat wajib diisi." on whichever of the two is missing', () => {
    expect(problems({ ...valid(), namaRapat: ' ' })).toEqual({
      namaRapat: RISALAH_MESSAGES.nameAndDateRequired,
    });
    expect(problems({ ...valid(), tanggalRapat: '' })).toEqual({
      tanggalRapat: RISALAH_MESSAGES.nameAndDateRequired,
    });
    expect(problems({ ...valid(), tanggalRapat: '2025-02-30' })).toEqual({
      tanggalRapat: RISALAH_MESSAGES.date,
    });
  });

  it('needs each task with its person responsible, and each attachment with an http(s) link', () => {
    expect(
      problems({ ...valid(), tugas: [{ tugas: '', penanggungJawab: ' ', selesai: false }] }),
    ).toEqual({
      'tugas.0.tugas': RISALAH_MESSAGES.task,
      'tugas.0.penanggungJawab': RISALAH_MESSAGES.taskOwner,
    });
    expect(
      problems({ ...valid(), lampiran: [{ namaFile: '', link: 'javascript:alert(1)' }] }),
    ).toEqual({
      'lampiran.0.namaFile': RISALAH_MESSAGES.fileName,
      'lampiran.0.link': RISALAH_MESSAGES.fileLink,
    });
  });

  it('takes the attendance list one name a line', () => {
    expect(attendeesFromLines('  Ayu Lestari \n\nBima\n  \n')).toEqual(['Ayu Lestari', 'Bima']);
  });

  it('counts meetings, tasks and tasks done, and meetings per month without gaps', () => {
    const minute = (tanggalRapat: string, done: boolean[]) => ({
      tanggalRapat,
      tugas: done.map((selesai) => ({ tugas: 't', penanggungJawab: 'p', selesai })),
    });
    const records = [
      minute('2025-09-02', [true, false]),
      minute('2025-09-20', [true]),
      minute('2025-12-01', []),
    ];
    expect(risalahStats(records)).toEqual({
      totalRapat: 3,
      totalTugas: 3,
      tugasSelesai: 2,
      persenSelesai: 67,
    });
    expect(risalahStats([]).persenSelesai).toBe(0);
    expect(meetingsPerMonth(records)).toEqual([
      { bulan: '2025-09', jumlah: 2 },
      { bulan: '2025-10', jumlah: 0 },
      { bulan: '2025-11', jumlah: 0 },
      { bulan: '2025-12', jumlah: 1 },
    ]);
    expect(meetingsPerMonth([minute('2025-12-30', []), minute('2026-01-02', [])])).toHaveLength(2);
  });
});
