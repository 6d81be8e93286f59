import { describe, expect, it } from 'vitest';
import { replyLetterProblem } from './platform';

describe('reply letter rules', () => {
  it('takes PDF, Word and images up to 5,242,880 bytes', () => {
    expect(replyLetterProblem('surat.pdf', 5_242_880)).toBeNull();
    expect(replyLetterProblem('SURAT.DOCX', 10)).toBeNull();
    expect(replyLetterProblem('surat.pdf', 5_242_881)).toBe('too-large');
    expect(replyLetterProblem('surat.exe', 10)).toBe('wrong-type');
    expect(replyLetterProblem('surat', 10)).toBe('wrong-type');
  });
});
