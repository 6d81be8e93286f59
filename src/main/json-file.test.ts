import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJsonFile, type JsonFileFs } from './json-file';

const schema = z.object({ count: z.number().int(), name: z.string() });
type Settings = z.infer<typeof schema>;
const defaults: Settings = { count: 0, name: 'bawaan' };

let dir: string;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'json-file-'));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  rmSync(dir, { recursive: true, force: true });
});

describe('createJsonFile', () => {
  it('gives the defaults, silently, when the file does not exist yet', () => {
    const file = createJsonFile({ path: join(dir, 'settings.json'), schema, defaults });
    expect(file.read()).toEqual(defaults);
    expect(warn).not.toHaveBeenCalled();
  });

  it('hands out a copy of the defaults, so a caller cannot change them', () => {
    const file = createJsonFile({ path: join(dir, 'settings.json'), schema, defaults });
    file.read().count = 99;
    expect(file.read()).toEqual(defaults);
  });

  it('reads back what it wrote, creating the parent directories', async () => {
    const path = join(dir, 'a', 'b', 'settings.json');
    const file = createJsonFile({ path, schema, defaults });
    await file.write({ count: 3, name: 'tiga' });
    expect(file.read()).toEqual({ count: 3, name: 'tiga' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ count: 3, name: 'tiga' });
    // A second instance (the next start-up) sees the same content.
    expect(createJsonFile({ path, schema, defaults }).read()).toEqual({ count: 3, name: 'tiga' });
  });

  it('gives the defaults and warns when the file is not JSON', () => {
    const path = join(dir, 'settings.json');
    writeFileSync(path, '{"count": 3, "na');
    expect(createJsonFile({ path, schema, defaults }).read()).toEqual(defaults);
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([['[]'], ['null'], ['{"count": "3", "name": "x"}'], ['{"count": 1.5, "name": "x"}']])(
    'gives the defaults and warns when the content %s does not match the schema',
    (content) => {
      const path = join(dir, 'settings.json');
      writeFileSync(path, content);
      expect(createJsonFile({ path, schema, defaults }).read()).toEqual(defaults);
      expect(warn).toHaveBeenCalledOnce();
    },
  );

  it('gives the defaults and warns when the path cannot be read (a directory)', () => {
    expect(createJsonFile({ path: dir, schema, defaults }).read()).toEqual(defaults);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('refuses to write a value that fails the schema, leaving the file alone', async () => {
    const path = join(dir, 'settings.json');
    const file = createJsonFile({ path, schema, defaults });
    await file.write({ count: 1, name: 'satu' });
    await expect(file.write({ count: 'dua' } as unknown as Settings)).rejects.toThrow();
    expect(file.read()).toEqual({ count: 1, name: 'satu' });
  });

  it('ends concurrent writes with the last value and leaves no temporary files', async () => {
    const path = join(dir, 'settings.json');
    const file = createJsonFile({ path, schema, defaults });
    const writes = Array.from({ length: 20 }, (_, i) => file.write({ count: i, name: `n${i}` }));
    await Promise.all(writes);
    expect(file.read()).toEqual({ count: 19, name: 'n19' });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('keeps writing after a write failed', async () => {
    const path = join(dir, 'settings.json');
    let failNext = true;
    const fs: JsonFileFs = {
      ...fsPromises,
      readFileSync: (p, encoding) => readFileSync(p, encoding),
      rename: async (from, to) => {
        if (failNext) {
          failNext = false;
          throw new Error('disk penuh');
        }
        await fsPromises.rename(from, to);
      },
    };
    const file = createJsonFile({ path, schema, defaults, fs });
    await expect(file.write({ count: 1, name: 'satu' })).rejects.toThrow('disk penuh');
    // The failed attempt's temporary file is removed, and the target was never touched.
    expect(readdirSync(dir)).toEqual([]);
    await file.write({ count: 2, name: 'dua' });
    expect(file.read()).toEqual({ count: 2, name: 'dua' });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('survives a crash between writing the temporary file and renaming it', async () => {
    const path = join(dir, 'settings.json');
    await createJsonFile({ path, schema, defaults }).write({ count: 1, name: 'lama' });
    // What a crash right before the rename leaves: the target intact, a half-written sibling.
    writeFileSync(`${path}.tmp-deadbeef0000`, '{"count": 2, "na');

    const restarted = createJsonFile({ path, schema, defaults });
    expect(restarted.read()).toEqual({ count: 1, name: 'lama' });
    expect(warn).not.toHaveBeenCalled();

    // The next write sweeps the leftover and does not touch unrelated files.
    writeFileSync(join(dir, 'other.json.tmp-1234'), 'x');
    await restarted.write({ count: 2, name: 'baru' });
    expect(restarted.read()).toEqual({ count: 2, name: 'baru' });
    expect(readdirSync(dir).sort()).toEqual(['other.json.tmp-1234', 'settings.json']);
  });
});
