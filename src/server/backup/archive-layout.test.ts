import { describe, expect, it } from 'vitest';
import {
  BACKUP_NAME_PATTERN,
  backupFileName,
  fileEntryName,
  isFileEntryName,
  isSafeRelativePath,
} from './archive-layout';

describe('archive layout', () => {
  it('names an archive by the time in Western Indonesian Time, matching the pruning pattern', () => {
    const name = backupFileName(new Date('2026-01-05T19:00:07Z'));
    expect(name).toBe('bem-backup-20260106-020007.tar.gz');
    expect(name).toMatch(BACKUP_NAME_PATTERN);
    expect('bem-backup-20260106-020007.tar.gz.part').not.toMatch(BACKUP_NAME_PATTERN);
    expect('catatan.txt').not.toMatch(BACKUP_NAME_PATTERN);
  });

  it('accepts plain relative paths only', () => {
    for (const good of ['a.pdf', 'answers/1_x_proposal.pdf', 'x/y/z w.pdf'])
      expect(isSafeRelativePath(good)).toBe(true);
    for (const bad of [
      '',
      '../a',
      'a/../../b',
      './a',
      '/etc/passwd',
      'a//b',
      'a/',
      'C:/x',
      'a\\..\\b',
      'a\u0000b',
      'x'.repeat(2000),
    ])
      expect(isSafeRelativePath(bad)).toBe(false);
  });

  it('puts stored files under files/ with forward slashes', () => {
    expect(fileEntryName('answers/a.pdf')).toBe('files/answers/a.pdf');
    expect(fileEntryName('answers\\a.pdf')).toBe('files/answers/a.pdf');
    expect(isFileEntryName('files/answers/a.pdf')).toBe(true);
    expect(isFileEntryName('files/../portal.sqlite')).toBe(false);
    expect(isFileEntryName('lain/a.pdf')).toBe(false);
  });
});
