import { describe, expect, it } from 'vitest';
import { encodeUploadedFile, type FormField } from '../../../../shared/berkas/form-fields';
import { revisionKeyContent, revisionKeyId } from './revision-keys';

const field = (fieldName: string, type: FormField['type']): FormField => ({
  id: fieldName,
  fieldName,
  label: fieldName,
  type,
  required: false,
  placeholder: '',
  step: 1,
  position: 0,
  options: [],
  defaultValue: '',
});

describe('revision keys', () => {
  it('differ by ticket, code and version, and never contain the code', async () => {
    const code = 'ABCD-EFGH-JKMN-PQRS-TUVW';
    const one = await revisionKeyId('BEM-2026-00001', code, 1);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toContain(code);
    expect(await revisionKeyId('BEM-2026-00001', code, 2)).not.toBe(one);
    expect(await revisionKeyId('BEM-2026-00002', code, 1)).not.toBe(one);
    expect(await revisionKeyId('BEM-2026-00001', code, 1)).toBe(one);
  });

  it('names files instead of linking them', () => {
    const fields = [field('nama', 'text'), field('proposal', 'file'), field('rab', 'file')];
    const sent = {
      nama: 'Seminar',
      proposal: encodeUploadedFile('data:application/pdf;base64,eA==', 'proposal.pdf'),
      rab: 'https://drive.google.com/rab',
    };
    const stored = { ...sent, proposal: 'https://drive.google.com/file/1' };
    expect(revisionKeyContent(fields, sent, stored)).toEqual({
      answers: { nama: 'Seminar', rab: 'https://drive.google.com/rab' },
      files: { proposal: 'proposal.pdf' },
      fileLinks: { proposal: 'https://drive.google.com/file/1' },
    });
    // A file kept from before keeps its name.
    expect(
      revisionKeyContent(fields, { nama: 'Seminar' }, { ...stored }, { proposal: 'lama.pdf' })
        .files,
    ).toEqual({ proposal: 'lama.pdf' });
  });
});
