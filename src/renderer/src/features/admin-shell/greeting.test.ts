import { describe, expect, it } from 'vitest';
import { firstName, greetingFor, roleSentence } from './greeting';

/** An instant at hh:mm in Jakarta (UTC+7) on 3 March 2025. */
const jakarta = (hhmm: string) => new Date(`2025-03-03T${hhmm}:00+07:00`);

describe('greetingFor', () => {
  it.each([
    ['03:59', 'Selamat Malam'],
    ['04:00', 'Selamat Pagi'],
    ['10:59', 'Selamat Pagi'],
    ['11:00', 'Selamat Siang'],
    ['14:59', 'Selamat Siang'],
    ['15:00', 'Selamat Sore'],
    ['17:59', 'Selamat Sore'],
    ['18:00', 'Selamat Malam'],
    ['23:30', 'Selamat Malam'],
  ])('at %s in Jakarta says %s', (hhmm, greeting) => {
    expect(greetingFor(jakarta(hhmm))).toBe(greeting);
  });
});

describe('firstName and roleSentence', () => {
  it('takes the first word of the display name', () => {
    expect(firstName('  Rina Kusuma Dewi ')).toBe('Rina');
  });

  it('names the role, and the ministry when there is one', () => {
    expect(roleSentence({ role: 'master', kementerian: null })).toBe(
      'Anda masuk sebagai Master Admin.',
    );
    expect(roleSentence({ role: 'admin', kementerian: 'Kementerian Keuangan' })).toBe(
      'Anda masuk sebagai Admin — Kementerian Keuangan.',
    );
  });
});
