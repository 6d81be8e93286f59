import { describe, expect, it } from 'vitest';
import { angkatanOfNim, nimProblem, prodiOfNim, NIM_MESSAGES } from './prodi';

describe('the NIM rule', () => {
  it('accepts nine digits whose prefix names the programme', () => {
    expect(nimProblem('012300045', 'Teknokimia Nuklir')).toBeNull();
    expect(nimProblem('022300045', 'Elektronika Instrumentasi')).toBeNull();
    expect(nimProblem('032300045', 'Elektro Mekanika')).toBeNull();
  });

  it('refuses other lengths and non-digits with the organisation text', () => {
    for (const nim of ['01230004', '0123000456', '01230004a', ' 012300045', ''])
      expect(nimProblem(nim, 'Teknokimia Nuklir')).toBe(NIM_MESSAGES.format);
  });

  it('names the expected prefix when it does not match', () => {
    expect(nimProblem('022300045', 'Teknokimia Nuklir')).toBe(
      'NIM tidak sesuai dengan Program Studi. Awalan NIM untuk Teknokimia Nuklir seharusnya 01.',
    );
    expect(nimProblem('012300045', null)).toBe('Silakan pilih Program Studi Anda.');
  });

  it('reads the programme and the intake year from a NIM', () => {
    expect(prodiOfNim('032100001')).toBe('Elektro Mekanika');
    expect(prodiOfNim('092100001')).toBeNull();
    expect(angkatanOfNim('012300045')).toBe(2023);
    expect(angkatanOfNim('x')).toBeNull();
  });
});
