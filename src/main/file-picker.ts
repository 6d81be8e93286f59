/**
 * The native picker for a reply letter. Main, not the page, checks the chosen file's type and
 * size and reads it, so the renderer only ever receives a file that already passed the rules of
 * REPLY_LETTER_RULES. The size is checked before reading: a multi-gigabyte file chosen by mistake
 * must not be loaded into memory just to be refused.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { BaseWindow, Dialog, OpenDialogOptions } from 'electron';
import {
  REPLY_LETTER_MIME_TYPES,
  REPLY_LETTER_RULES,
  replyLetterProblem,
  type PickFileResult,
  type ReplyLetterExtension,
} from '../shared/platform';

/** The file-system calls the picker makes; node:fs/promises by default. */
export interface FilePickerFs {
  stat(path: string): Promise<{ isFile(): boolean; size: number }>;
  readFile(path: string): Promise<Uint8Array>;
}

export interface FilePickerDeps {
  dialog: Pick<Dialog, 'showOpenDialog'>;
  /** The window the dialog belongs to (modal on it); without one the dialog stands alone. */
  window?: BaseWindow | null;
  fs?: FilePickerFs;
}

export const REPLY_LETTER_DIALOG_OPTIONS: OpenDialogOptions = {
  title: 'Pilih Surat Balasan',
  buttonLabel: 'Pilih',
  properties: ['openFile'],
  filters: [
    { name: 'Surat balasan (PDF, Word, gambar)', extensions: [...REPLY_LETTER_RULES.extensions] },
  ],
};

const nodeFs: FilePickerFs = { stat, readFile };

function mimeTypeOf(name: string): string | undefined {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(REPLY_LETTER_MIME_TYPES, extension)
    ? REPLY_LETTER_MIME_TYPES[extension as ReplyLetterExtension]
    : undefined;
}

export async function pickReplyLetter(deps: FilePickerDeps): Promise<PickFileResult> {
  const fs = deps.fs ?? nodeFs;
  const options = REPLY_LETTER_DIALOG_OPTIONS;
  const { canceled, filePaths } = deps.window
    ? await deps.dialog.showOpenDialog(deps.window, options)
    : await deps.dialog.showOpenDialog(options);
  const path = filePaths[0];
  if (canceled || path === undefined) return { ok: false, reason: 'cancelled' };

  const name = basename(path);
  let size: number;
  try {
    const info = await fs.stat(path);
    if (!info.isFile()) return { ok: false, reason: 'unreadable' };
    size = info.size;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // The filter is only a suggestion: the user can type any name into the dialog.
  const problem = replyLetterProblem(name, size);
  if (problem) return { ok: false, reason: problem };
  const mimeType = mimeTypeOf(name);
  if (mimeType === undefined) return { ok: false, reason: 'wrong-type' };

  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(path);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // The file may have grown between stat and read; the limit is about what is sent.
  const afterRead = replyLetterProblem(name, bytes.byteLength);
  if (afterRead) return { ok: false, reason: afterRead };

  const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  return {
    ok: true,
    file: { name, mimeType, bytes: bytes.byteLength, dataUrl: `data:${mimeType};base64,${base64}` },
  };
}
