import { describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { checkLetterUrl, decodeReplyLetter, replyLetterPath } from './reply-letter';

describe('decodeReplyLetter', () => {
  it('decodes the bytes and keeps an accepted content type', () => {
    const letter = decodeReplyLetter(
      encodeUploadedFile('data:application/pdf;base64,JVBERi0=', 'Surat Balasan.pdf'),
    );
    expect(letter.name).toBe('Surat Balasan.pdf');
    expect(letter.contentType).toBe('application/pdf');
    expect([...letter.bytes]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });

  it('takes the content type from the extension when the data URL has none the rules accept', () => {
    const letter = decodeReplyLetter(
      // A ZIP's first bytes (PK\x03\x04): what a .docx is.
      encodeUploadedFile('data:application/octet-stream;base64,UEsDBA==', 'balasan.docx'),
    );
    expect(letter.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses unreadable, wrong-type and too-large letters before any upload', () => {
    expect(() => decodeReplyLetter('not a data url')).toThrow('Surat balasan tidak dapat dibaca.');
    expect(() =>
      decodeReplyLetter(encodeUploadedFile('data:application/zip;base64,AAAA', 'a.zip')),
    ).toThrow('Jenis berkas surat balasan tidak diterima.');
    const big = 'A'.repeat(Math.ceil((5_242_881 * 4) / 3 / 4) * 4);
    expect(() =>
      decodeReplyLetter(encodeUploadedFile(`data:application/pdf;base64,${big}`, 'a.pdf')),
    ).toThrow(BERKAS_MESSAGES.fileTooLarge);
  });

  it('refuses what the server refuses: a content that is not its extension, a name too long', () => {
    expect(() =>
      decodeReplyLetter(encodeUploadedFile('data:application/pdf;base64,AAAA', 'a.pdf')),
    ).toThrow('tidak sesuai dengan jenis berkasnya');
    expect(() =>
      decodeReplyLetter(
        encodeUploadedFile('data:application/pdf;base64,JVBERi0=', `${'a'.repeat(252)}.pdf`),
      ),
    ).toThrow('terlalu panjang');
  });

  it('makes the name plain before it is uploaded and stored (firestore.rules requires it)', () => {
    const letter = decodeReplyLetter(
      encodeUploadedFile('data:application/pdf;base64,JVBERi0=', 'surat\u202Efdp\r\n"final".pdf'),
    );
    expect(letter.name).toBe('suratfdp _final_.pdf');
  });
});

describe('replyLetterPath and checkLetterUrl', () => {
  it('builds final-responses/{timestamp}_{safe name}', () => {
    expect(replyLetterPath('Surat Balasan (final).pdf', 1700000000000)).toBe(
      'final-responses/1700000000000_Surat_Balasan_final_.pdf',
    );
    expect(replyLetterPath('../../etc/passwd.pdf', 1)).toBe('final-responses/1_etc_passwd.pdf');
    expect(replyLetterPath('Ünïcödé.pdf', 1)).toBe('final-responses/1_Unicode.pdf');
  });

  it('accepts https links only', () => {
    expect(checkLetterUrl(' https://drive.google.com/x ')).toBe('https://drive.google.com/x');
    expect(() => checkLetterUrl('http://example.com/x')).toThrow(
      'Tautan surat balasan tidak valid.',
    );
    expect(() => checkLetterUrl('javascript:alert(1)')).toThrow();
  });
});
