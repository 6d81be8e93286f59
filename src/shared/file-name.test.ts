import { describe, expect, it } from 'vitest';
import {
  FILE_NAME_MAX_CHARS,
  FILE_NAME_RULES,
  hasHiddenCharacters,
  plainFileName,
  plainText,
} from './file-name';

/** An RE2 pattern of the rules as JavaScript: a whole-string match, `(?s)` as the `s` flag. */
const rulesPattern = (pattern: string) =>
  new RegExp(`^(?:${pattern.replace('(?s)', '')})$`, pattern.startsWith('(?s)') ? 'su' : 'u');

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

describe('plainFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(plainFileName('Proposal Kegiatan (final) – 2026.pdf')).toBe(
      'Proposal Kegiatan (final) – 2026.pdf',
    );
    expect(plainFileName('laporan.v2.docx')).toBe('laporan.v2.docx');
  });

  it('turns CR, LF, TAB and other controls into one space', () => {
    expect(plainFileName('surat\r\nSet-Cookie x=1\t\u0000\u007f\u0085.pdf')).toBe(
      'surat Set-Cookie x=1 .pdf',
    );
    expect(plainFileName('a\u2028b\u2029c.pdf')).toBe('a b c.pdf');
  });

  it('takes out bidi overrides, embeddings and isolates', () => {
    expect(plainFileName('laporan\u202Efdp.pdf')).toBe('laporanfdp.pdf');
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'])
      expect(plainFileName(`a${mark}b.pdf`)).toBe('ab.pdf');
    for (const mark of ['\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'])
      expect(plainFileName(`a${mark}b.pdf`)).toBe('ab.pdf');
  });

  it('takes out zero-width characters, the BOM, the soft hyphen and lone surrogates', () => {
    expect(plainFileName('\uFEFFke\u200Bu\u200C\u200Dan\u2060g\u00ADan.pdf')).toBe('keuangan.pdf');
    expect(plainFileName('a\uD800b\uDFFF.pdf')).toBe('ab.pdf');
    expect(() => encodeURIComponent(plainFileName('\uD800.pdf'))).not.toThrow();
  });

  it('replaces quotes, path separators and what Windows refuses', () => {
    expect(plainFileName('laporan "akhir".pdf')).toBe('laporan _akhir_.pdf');
    expect(plainFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(plainFileName('C:\\Users\\rina\\proposal.pdf')).toBe('C__Users_rina_proposal.pdf');
    expect(plainFileName('a<b>c:d|e?f*g.pdf')).toBe('a_b_c_d_e_f_g.pdf');
  });

  it('normalises to NFC', () => {
    const nfd = 'Cafe\u0301 Rese\u0301.pdf';
    expect(plainFileName(nfd)).toBe('Café Resé.pdf');
    expect(plainFileName(nfd)).toBe(plainFileName(nfd.normalize('NFC')));
  });

  it('collapses spaces, trims, and drops leading dots and trailing dots', () => {
    expect(plainFileName('  laporan   akhir  .pdf  ')).toBe('laporan akhir .pdf');
    expect(plainFileName('..\u00A0 .htaccess.txt')).toBe('htaccess.txt');
    expect(plainFileName('laporan.pdf...')).toBe('laporan.pdf');
  });

  it('names an empty, dots-only or extension-only result', () => {
    for (const name of ['', '   ', '.', '..', '...', ' \r\n ', '\u202E\u200B', '/'])
      expect(plainFileName(name)).toBe(name === '/' ? '_' : 'berkas');
    expect(plainFileName('.pdf')).toBe('berkas.pdf');
    expect(plainFileName('\u202E.pdf')).toBe('berkas.pdf');
  });

  it('never gives a Windows device name', () => {
    expect(plainFileName('CON.pdf')).toBe('_CON.pdf');
    expect(plainFileName('nul')).toBe('_nul');
    expect(plainFileName('com1.txt')).toBe('_com1.txt');
    expect(plainFileName('console.pdf')).toBe('console.pdf');
  });

  it('cuts a long name in its base, keeping the extension', () => {
    const cut = plainFileName(`${'a'.repeat(2_000)}.pdf`);
    expect([...cut]).toHaveLength(FILE_NAME_MAX_CHARS);
    expect(cut.endsWith('a….pdf')).toBe(true);
    expect(plainFileName(`${'b'.repeat(300)}.pdf`, 20)).toBe(`${'b'.repeat(15)}….pdf`);
    // A "extension" longer than any real one is part of the name.
    expect(plainFileName(`laporan.${'x'.repeat(50)}`, 20)).toBe(`laporan.${'x'.repeat(11)}…`);
    expect(plainFileName(`${'c'.repeat(FILE_NAME_MAX_CHARS)}`)).toHaveLength(FILE_NAME_MAX_CHARS);
  });

  it('never splits an emoji (a surrogate pair) at the cut', () => {
    for (const max of [10, 11, 12, 100]) {
      const cut = plainFileName(`${'😀'.repeat(200)}.pdf`, max);
      expect([...cut]).toHaveLength(max);
      expect(cut).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
      expect(cut.endsWith('….pdf')).toBe(true);
    }
  });

  it('leaves nothing hidden, whatever it is given, and is stable', () => {
    let all = '';
    for (let code = 0; code <= 0x3000; code += 1) all += String.fromCharCode(code);
    const plain = plainFileName(`${all}\u{E0001}\u{E0041}\u{1D173}.pdf`, 100_000);
    // Booleans: the strings are too long to print.
    expect(HIDDEN.test(plain)).toBe(false);
    expect(/[/\\<>:"|?*]/.test(plain)).toBe(false);
    expect(plainFileName(plain, 100_000) === plain).toBe(true);
    expect(plain.normalize('NFC') === plain).toBe(true);
  });
});

describe('plainText and hasHiddenCharacters', () => {
  it('finds controls, format characters, separators and lone surrogates', () => {
    for (const text of [
      'a\u202Eb',
      'a\u2066b',
      'a\r\nb',
      'a\tb',
      'a\u200Bb',
      'a\u2028b',
      'a\uD800',
    ])
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['Laporan "Akhir" — 2026', 'Café', '👩‍💻'.replace('\u200D', ''), '🇮🇩'])
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it('makes text plain without touching quotes or separators', () => {
    expect(plainText(' Laporan\u202E "Akhir"\r\nKeuangan / 2026 ')).toBe(
      'Laporan "Akhir" Keuangan / 2026',
    );
    expect(hasHiddenCharacters(plainText('\u0000\u200F\u2029x'))).toBe(false);
  });
});

describe('FILE_NAME_RULES (the RE2 patterns the Firebase rules copy)', () => {
  const hidden = rulesPattern(FILE_NAME_RULES.hidden);
  const forbidden = rulesPattern(FILE_NAME_RULES.forbidden);

  it('match exactly the texts hasHiddenCharacters finds (lone surrogates aside)', () => {
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = `a${String.fromCodePoint(code)}b`;
      if (hidden.test(text) !== hasHiddenCharacters(text))
        throw new Error(`U+${code.toString(16)}: the rules pattern and the rule disagree`);
    }
  });

  it('refuse what plainFileName takes out, and never a name it made', () => {
    for (const name of ['a\u202Eb.pdf', 'a\r\nb.pdf', 'a"b.pdf', 'a/b.pdf', 'a\\b.pdf', 'a:b.pdf'])
      expect(forbidden.test(name), JSON.stringify(name)).toBe(true);
    for (const raw of [
      ` ..\u202Elaporan\u2066 "akhir"\r\n\u200Bkeu\u00ADangan<1>|2?*:3\u2028Cafe\u0301.pdf `,
      'Proposal Kegiatan (final) – 2026.pdf',
      '😀'.repeat(300),
    ])
      expect(forbidden.test(plainFileName(raw))).toBe(false);
  });
});
