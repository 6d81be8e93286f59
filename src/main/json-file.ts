/**
 * A small JSON settings file that survives crashes and hand edits. Reads never throw: a missing,
 * unreadable or invalid file means "use the defaults", because a broken settings file must not
 * stop the app from starting. Writes never leave a half-written file behind: the new content goes
 * to a temporary file next to the target, is flushed to disk, and then renamed over the target
 * (rename is atomic on the same volume), the way Actual's asyncStorage does it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';

/** The slice of a file handle a write uses. */
export interface JsonFileHandle {
  writeFile(data: string, encoding: 'utf8'): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The file-system calls the module makes; tests may inject failures. Defaults to node:fs. */
export interface JsonFileFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  /** Called with 'wx': a temporary name is fresh, so an existing file means something is wrong. */
  open(path: string, flags: 'wx'): Promise<JsonFileHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
  readdir(path: string): Promise<string[]>;
}

export interface JsonFileOptions<T> {
  path: string;
  schema: z.ZodType<T>;
  defaults: T;
  fs?: JsonFileFs;
}

export interface JsonFile<T> {
  /** The file's content, or a copy of the defaults when it is missing or not valid. */
  read(): T;
  /** Replaces the file's content. Rejects when the value fails the schema or the disk fails. */
  write(value: T): Promise<void>;
}

const nodeFs: JsonFileFs = { readFileSync, mkdir, open, rename, rm, readdir };

/** The prefix of this file's temporary siblings; anything with it is a leftover of a crash. */
function tempPrefix(path: string): string {
  return `${basename(path)}.tmp-`;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

export function createJsonFile<T>(options: JsonFileOptions<T>): JsonFile<T> {
  const { path, schema, defaults } = options;
  const fs = options.fs ?? nodeFs;

  function read(): T {
    let text: string;
    try {
      text = fs.readFileSync(path, 'utf8');
    } catch (error) {
      // First run: nothing saved yet, which is not worth a warning.
      if (!isMissingFile(error))
        console.warn(`Berkas pengaturan ${path} tidak dapat dibaca:`, error);
      return structuredClone(defaults);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      console.warn(`Berkas pengaturan ${path} rusak (bukan JSON); memakai nilai bawaan.`, error);
      return structuredClone(defaults);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      console.warn(
        `Isi berkas pengaturan ${path} tidak valid; memakai nilai bawaan.`,
        parsed.error,
      );
      return structuredClone(defaults);
    }
    return parsed.data;
  }

  let swept = false;

  /** Removes temporary files a crash left between write and rename; once, before a first write. */
  async function sweepLeftovers(): Promise<void> {
    if (swept) return;
    swept = true;
    const prefix = tempPrefix(path);
    let names: string[];
    try {
      names = await fs.readdir(dirname(path));
    } catch {
      return; // The directory does not exist yet, so there is nothing to sweep.
    }
    for (const name of names) {
      if (name.startsWith(prefix)) await fs.rm(join(dirname(path), name), { force: true });
    }
  }

  async function writeNow(value: T): Promise<void> {
    await fs.mkdir(dirname(path), { recursive: true });
    await sweepLeftovers();
    const tempPath = `${path}.tmp-${randomBytes(6).toString('hex')}`;
    try {
      const handle = await fs.open(tempPath, 'wx');
      try {
        await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
        // Without fsync the rename can reach the disk before the data, and a power cut then
        // leaves an empty target: exactly what the temporary file is meant to prevent.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tempPath, path);
    } catch (error) {
      await fs.rm(tempPath, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  // One write at a time, so two renames never race. A value that arrives while another is
  // waiting replaces it: only the newest content matters, and every caller waiting on the
  // replaced value is settled by the write that carries the newer one.
  let tail: Promise<void> = Promise.resolve();
  let waiting: { value: T; done: Promise<void> } | null = null;

  function write(value: T): Promise<void> {
    const checked = schema.safeParse(value);
    if (!checked.success) {
      // Refuse here rather than write a file that the next start-up would throw away.
      return Promise.reject(new Error(`Nilai untuk ${path} tidak valid: ${checked.error.message}`));
    }
    if (waiting) {
      waiting.value = value;
      return waiting.done;
    }
    const slot: { value: T; done: Promise<void> } = { value, done: Promise.resolve() };
    slot.done = tail.then(() => {
      // From here on the slot's value is fixed; a later write() queues behind it.
      if (waiting === slot) waiting = null;
      return writeNow(slot.value);
    });
    waiting = slot;
    // A failed write is reported to its callers; the queue itself carries on.
    tail = slot.done.catch(() => undefined);
    return slot.done;
  }

  return { read, write };
}
