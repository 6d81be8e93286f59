import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDir, removeTempDirs, tempDir } from './backup-test-utils';
import { startDailyBackups, type DailyBackups } from './daily-backups';
import { listBackups } from './retention';

const running: DailyBackups[] = [];
afterEach(async () => {
  for (const backups of running.splice(0)) await backups.stop();
  removeTempDirs();
});

function recordingLog() {
  const lines: { level: string; msg: string; data: Record<string, unknown> }[] = [];
  const at = (level: string) => (data: Record<string, unknown>, msg: string) =>
    lines.push({ level, msg, data });
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, log: log as unknown as Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };
}

function start(options: Parameters<typeof startDailyBackups>[0]): DailyBackups {
  const backups = startDailyBackups(options);
  running.push(backups);
  return backups;
}

const touch = (file: string, ageMs: number) => {
  fs.writeFileSync(file, 'arsip');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
};

describe('daily backups', () => {
  it('takes one at start when there is none yet, and logs its start and finish', async () => {
    const { dataDir } = makeDataDir();
    const dir = path.join(tempDir(), 'cadangan');
    const { lines, log } = recordingLog();
    const backups = start({ dataDir, dir, keep: 14, log });
    await backups.idle();
    expect(await listBackups(dir)).toHaveLength(1);
    expect(lines.map((line) => line.msg)).toEqual(['backup started', 'backup finished']);
    expect(lines[1]!.data).toMatchObject({ files: 2, archive: expect.stringContaining(dir) });
  });

  it('takes one at start when the newest is more than a day old, none when it is recent', async () => {
    const { dataDir } = makeDataDir();
    const dir = tempDir();
    touch(path.join(dir, 'bem-backup-20250101-020000.tar.gz'), 25 * 60 * 60 * 1000);
    const stale = recordingLog();
    await start({ dataDir, dir, keep: 14, log: stale.log }).idle();
    expect(await listBackups(dir)).toHaveLength(2);

    const recent = recordingLog();
    await start({ dataDir, dir, keep: 14, log: recent.log }).idle();
    expect(recent.lines).toEqual([]);
    expect(await listBackups(dir)).toHaveLength(2);
  });

  it('runs at 02:00 Western Indonesian Time', () => {
    const { dataDir } = makeDataDir();
    const dir = tempDir();
    touch(path.join(dir, 'bem-backup-20990101-020000.tar.gz'), 0);
    const next = start({ dataDir, dir, keep: 14, log: recordingLog().log }).nextRun();
    expect(next?.getUTCHours()).toBe(19);
    expect(next?.getUTCMinutes()).toBe(0);
  });

  it('takes the scheduled backups when the schedule fires', async () => {
    const { dataDir } = makeDataDir();
    const dir = tempDir();
    touch(path.join(dir, 'bem-backup-20990101-020000.tar.gz'), 0);
    const { lines, log } = recordingLog();
    // Every second instead of 02:00: the same code path, without waiting for the night.
    const backups = start({ dataDir, dir, keep: 14, log, pattern: '* * * * * *' });
    const until = Date.now() + 10_000;
    while (!lines.some((line) => line.msg === 'backup finished') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await backups.stop();
    expect(lines[0]).toMatchObject({ msg: 'backup started', data: { reason: 'schedule' } });
    expect(lines.some((line) => line.msg === 'backup finished')).toBe(true);
  });

  it('keeps the newest KEEP archives and deletes only older archives of its own name', async () => {
    const { dataDir } = makeDataDir();
    const dir = tempDir();
    const hour = 60 * 60 * 1000;
    for (const day of ['01', '02', '03'])
      touch(path.join(dir, `bem-backup-202501${day}-020000.tar.gz`), 2 * 24 * hour);
    touch(path.join(dir, 'catatan-operator.tar.gz'), 48 * hour);
    touch(path.join(dir, 'bem-backup-20250103-020000.tar.gz.part'), 48 * hour);
    touch(path.join(dir, 'bem-backup-20250104-020000.tar.gz.part'), hour);
    const { lines, log } = recordingLog();
    const backups = start({ dataDir, dir, keep: 2, log });
    await backups.idle();
    const [made] = await listBackups(dir);
    expect(made).not.toMatch(/^bem-backup-2025/);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'bem-backup-20250103-020000.tar.gz',
      'bem-backup-20250104-020000.tar.gz.part',
      made,
      'catatan-operator.tar.gz',
    ]);
    expect(lines.find((line) => line.msg === 'old backups removed')?.data).toEqual({
      removed: [
        'bem-backup-20250102-020000.tar.gz',
        'bem-backup-20250101-020000.tar.gz',
        'bem-backup-20250103-020000.tar.gz.part',
      ],
    });
  });

  it('logs a failure without throwing and keeps the older archives', async () => {
    const dataDir = tempDir();
    const dir = tempDir();
    touch(path.join(dir, 'bem-backup-20250101-020000.tar.gz'), 48 * 60 * 60 * 1000);
    const { lines, log } = recordingLog();
    const backups = start({ dataDir, dir, keep: 1, log });
    await backups.idle();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['info', 'backup started'],
      ['error', 'backup failed'],
    ]);
    expect(String(lines[1]!.data.err)).toMatch(/Basis data tidak ditemukan/);
    expect(await listBackups(dir)).toEqual(['bem-backup-20250101-020000.tar.gz']);
  });

  it('stops: a backup in progress is cancelled, nothing is left half-written, no new one starts', async () => {
    const { dataDir } = makeDataDir();
    const dir = tempDir();
    const { lines, log } = recordingLog();
    const backups = start({ dataDir, dir, keep: 14, log });
    const inProgress = backups.runNow();
    await backups.stop();
    expect(await inProgress).toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual(['backup started', 'backup cancelled']);
    expect(await backups.runNow()).toBeUndefined();
    expect(await listBackups(dir)).toEqual([]);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.bem-backup-'))).toEqual([]);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});
