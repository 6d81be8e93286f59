import { describe, expect, it } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import {
  FILE_NAME_TOO_LONG_MESSAGE,
  fileProblem,
  readUploadedFile,
  UNSUPPORTED_FILE_MESSAGE,
} from './file-upload';

describe('the 5 MB upload rule', () => {
  it('accepts 5,242,880 bytes and refuses 5,242,881 with the exact message', () => {
    expect(fileProblem({ name: 'proposal.pdf', size: 5_242_880 })).toBeNull();
    expect(fileProblem({ name: 'proposal.pdf', size: 5_242_881 })).toBe(
      "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
    );
    expect(BERKAS_MESSAGES.fileTooLarge).toBe(fileProblem({ name: 'a.pdf', size: 5_242_881 }));
  });

  it('refuses a file type the intake does not take', () => {
    expect(fileProblem({ name: 'virus.exe', size: 10 })).toBe(UNSUPPORTED_FILE_MESSAGE);
  });

  it('refuses a name longer than the server keeps (255 characters)', () => {
    expect(fileProblem({ name: `${'a'.repeat(251)}.pdf`, size: 10 })).toBeNull();
    expect(fileProblem({ name: `${'a'.repeat(252)}.pdf`, size: 10 })).toBe(
      FILE_NAME_TOO_LONG_MESSAGE,
    );
  });

  it('keeps a file as a data URL with its name appended', async () => {
    const file = new File(['%PDF-1.4'], 'proposal kegiatan.pdf', { type: 'application/pdf' });
    await expect(readUploadedFile(file)).resolves.toBe(
      'data:application/pdf;base64,JVBERi0xLjQ=;name=proposal%20kegiatan.pdf',
    );
  });
});
