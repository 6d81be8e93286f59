import type { RisalahInput } from './risalah';

/** Kelola Risalah's figures (ORIGINAL.md §2.6): meetings, tasks, tasks done and the share done. */
export interface RisalahStats {
  totalRapat: number;
  totalTugas: number;
  tugasSelesai: number;
  /** Tasks done of all tasks, in whole percent; 0 without tasks. */
  persenSelesai: number;
}

export function risalahStats(records: readonly Pick<RisalahInput, 'tugas'>[]): RisalahStats {
  const tasks = records.flatMap((record) => record.tugas);
  const done = tasks.filter((task) => task.selesai).length;
  return {
    totalRapat: records.length,
    totalTugas: tasks.length,
    tugasSelesai: done,
    persenSelesai: tasks.length > 0 ? Math.round((done / tasks.length) * 100) : 0,
  };
}

/** Meetings per month ("2025-09"), oldest first, each month from the first meeting to the last. */
export function meetingsPerMonth(
  records: readonly Pick<RisalahInput, 'tanggalRapat'>[],
): { bulan: string; jumlah: number }[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    const month = record.tanggalRapat.slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  const months = [...counts.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const result: { bulan: string; jumlah: number }[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    result.push({ bulan: key, jumlah: counts.get(key) ?? 0 });
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return result;
}
