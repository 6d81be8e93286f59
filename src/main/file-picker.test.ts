import type { BaseWindow, OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLY_LETTER_MIME_TYPES, REPLY_LETTER_RULES } from '../shared/platform';
import { pickReplyLetter, type FilePickerDeps } from './file-picker';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-picker-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A dialog that "chooses" `filePaths`, and an fs that spies on the real one. */
function setup(answer: OpenDialogReturnValue, window?: BaseWindow | null) {
  const showOpenDialog = vi.fn(async (..._args: unknown[]) => answer);
  const fs = {
    stat: vi.fn((path: string) => fsPromises.stat(path)),
    readFile: vi.fn((path: string) => fsPromises.readFile(path)),
  };
  const deps: FilePickerDeps = {
    dialog: { showOpenDialog } as unknown as FilePickerDeps['dialog'],
    fs,
    window,
  };
  return { pick: () => pickReplyLetter(deps), showOpenDialog, fs };
}

const chosen = (...filePaths: string[]): OpenDialogReturnValue => ({ canceled: false, filePaths });

function file(name: string, content: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('pickReplyLetter', () => {
  it('shows the Indonesian open dialog for PDF, Word and images only', async () => {
    const { pick, showOpenDialog } = setup({ canceled: true, filePaths: [] });
    await pick();
    expect(showOpenDialog).toHaveBeenCalledOnce();
    const options = showOpenDialog.mock.calls[0]![0] as OpenDialogOptions;
    expect(options).toEqual({
      title: 'Pilih Surat Balasan',
      buttonLabel: 'Pilih',
      properties: ['openFile'],
      filters: [
        {
          name: 'Surat balasan (PDF, Word, gambar)',
          extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'webp'],
        },
      ],
    });
  });

  it('makes the dialog modal on the window when there is one', async () => {
    const window = { id: 1 } as unknown as BaseWindow;
    const { pick, showOpenDialog } = setup({ canceled: true, filePaths: [] }, window);
    await pick();
    expect(showOpenDialog.mock.calls[0]![0]).toBe(window);
    expect(showOpenDialog.mock.calls[0]![1]).toMatchObject({ title: 'Pilih Surat Balasan' });
  });

  it.each([
    [{ canceled: true, filePaths: [] }],
    [{ canceled: true, filePaths: ['/tmp/x.pdf'] }],
    [{ canceled: false, filePaths: [] }],
  ])('reports a cancelled dialog %j', async (answer) => {
    const { pick, fs } = setup(answer);
    expect(await pick()).toEqual({ ok: false, reason: 'cancelled' });
    expect(fs.stat).not.toHaveBeenCalled();
  });

  it('reads an accepted file into a data URL with its media type', async () => {
    const path = file('Surat Balasan.PDF', '%PDF-1.7 halo');
    const { pick } = setup(chosen(path));
    expect(await pick()).toEqual({
      ok: true,
      file: {
        name: 'Surat Balasan.PDF',
        mimeType: 'application/pdf',
        bytes: 13,
        dataUrl: `data:application/pdf;base64,${Buffer.from('%PDF-1.7 halo').toString('base64')}`,
      },
    });
  });

  it('has a media type for every allowed extension', () => {
    expect(Object.keys(REPLY_LETTER_MIME_TYPES).sort()).toEqual(
      [...REPLY_LETTER_RULES.extensions].sort(),
    );
  });

  it.each([
    ['a.doc', 'application/msword'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
  ])('gives %s the type %s', async (name, mimeType) => {
    const { pick } = setup(chosen(file(name, 'x')));
    expect(await pick()).toMatchObject({ ok: true, file: { name, mimeType } });
  });

  it('accepts a file of exactly 5,242,880 bytes', async () => {
    const path = file('besar.pdf', Buffer.alloc(REPLY_LETTER_RULES.maxBytes, 1));
    const { pick } = setup(chosen(path));
    const result = await pick();
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.file.bytes).toBe(5_242_880);
  });

  it('refuses a file of 5,242,881 bytes without reading it', async () => {
    const path = file('besar.pdf', Buffer.alloc(REPLY_LETTER_RULES.maxBytes + 1, 1));
    const { pick, fs } = setup(chosen(path));
    expect(await pick()).toEqual({ ok: false, reason: 'too-large' });
    expect(fs.readFile).not.toHaveBeenCalled();
  });

  it('refuses a file that grew past the limit between the size check and the read', async () => {
    const path = file('tumbuh.pdf', 'kecil');
    const { pick, fs } = setup(chosen(path));
    fs.readFile.mockResolvedValueOnce(Buffer.alloc(REPLY_LETTER_RULES.maxBytes + 1));
    expect(await pick()).toEqual({ ok: false, reason: 'too-large' });
  });

  it.each([['skrip.exe'], ['surat.pdf.exe'], ['tanpa-ekstensi'], ['.pdf.txt']])(
    'refuses %s as the wrong type without reading it',
    async (name) => {
      const { pick, fs } = setup(chosen(file(name, 'x')));
      expect(await pick()).toEqual({ ok: false, reason: 'wrong-type' });
      expect(fs.readFile).not.toHaveBeenCalled();
    },
  );

  it('refuses a directory, even one named like a PDF', async () => {
    const path = join(dir, 'folder.pdf');
    mkdirSync(path);
    const { pick, fs } = setup(chosen(path));
    expect(await pick()).toEqual({ ok: false, reason: 'unreadable' });
    expect(fs.readFile).not.toHaveBeenCalled();
  });

  it('reports a file that vanished or cannot be read as unreadable', async () => {
    expect(await setup(chosen(join(dir, 'hilang.pdf'))).pick()).toEqual({
      ok: false,
      reason: 'unreadable',
    });

    const { pick, fs } = setup(chosen(file('terkunci.pdf', 'x')));
    fs.readFile.mockRejectedValueOnce(Object.assign(new Error('EACCES'), { code: 'EACCES' }));
    expect(await pick()).toEqual({ ok: false, reason: 'unreadable' });
  });
});
