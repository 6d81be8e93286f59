import { describe, expect, it } from 'vitest';
import {
  contactLink,
  misiPoints,
  sectionKind,
  tentangBlocks,
  tentangProblem,
  TENTANG_MESSAGES,
} from './tentang';

describe('contactLink: the link of a contact follows its type', () => {
  it.each([
    ['email', 'bem@poltekkn.ac.id', 'mailto:bem@poltekkn.ac.id', 'bem@poltekkn.ac.id'],
    ['whatsapp', '0812-3456-7890', 'https://wa.me/6281234567890', '0812-3456-7890'],
    ['whatsapp', '+62 812 3456 7890', 'https://wa.me/6281234567890', '+62 812 3456 7890'],
    ['telepon', '(0274) 484085', 'tel:0274484085', '(0274) 484085'],
    ['telepon', '+62 274 484085', 'tel:+62274484085', '+62 274 484085'],
    [
      'instagram',
      '@bempolteknuklir',
      'https://www.instagram.com/bempolteknuklir/',
      '@bempolteknuklir',
    ],
    [
      'instagram',
      'https://www.instagram.com/bempolteknuklir/',
      'https://www.instagram.com/bempolteknuklir/',
      '@bempolteknuklir',
    ],
    ['x', 'bem_poltek', 'https://x.com/bem_poltek', '@bem_poltek'],
    ['x', 'https://twitter.com/bem_poltek', 'https://x.com/bem_poltek', '@bem_poltek'],
    ['facebook', 'bempolteknuklir', 'https://www.facebook.com/bempolteknuklir', 'bempolteknuklir'],
    ['website', 'https://bem.poltekkn.ac.id', 'https://bem.poltekkn.ac.id', 'bem.poltekkn.ac.id'],
    ['lainnya', 'https://linktr.ee/bem', 'https://linktr.ee/bem', 'https://linktr.ee/bem'],
  ] as const)('%s "%s" → %s', (type, value, href, text) => {
    expect(contactLink(type, value)).toEqual({ href, text });
  });

  it('shows a "Lainnya" text that is no address without a link', () => {
    expect(contactLink('lainnya', 'Sekretariat BEM, Gedung C lantai 2')).toEqual({
      href: null,
      text: 'Sekretariat BEM, Gedung C lantai 2',
    });
  });

  it.each([
    ['website', 'javascript:alert(1)'],
    ['website', 'data:text/html,<b>hai</b>'],
    ['lainnya', 'javascript:alert(1)'],
    ['lainnya', ' DATA:text/html,x'],
    ['lainnya', 'vbscript:msgbox'],
    ['email', 'bukan-email'],
    ['email', 'javascript:alert(1)//@a.id'],
    ['whatsapp', 'hubungi kami'],
    ['whatsapp', '123'],
    ['telepon', 'tel:0274'],
    ['instagram', 'https://evil.example/bem'],
    ['instagram', 'nama dengan spasi'],
    ['x', 'nama_yang_terlalu_panjang_sekali'],
    ['facebook', 'https://evil.example/bem'],
    ['website', 'www.tanpa-skema.id'],
    ['website', 'ftp://files.example.id'],
  ] as const)('refuses %s "%s"', (type, value) => {
    expect(contactLink(type, value)).toBeNull();
  });
});

describe('sections', () => {
  it('lays out by title, whatever its case and spacing', () => {
    expect(sectionKind(' visi ')).toBe('visi');
    expect(sectionKind('MISI')).toBe('misi');
    expect(sectionKind('Kontak  Kami')).toBe('kontak');
    expect(sectionKind('Sejarah Singkat')).toBe('lainnya');
  });

  it('splits Misi into points, dropping list marks', () => {
    expect(misiPoints('- Satu\n\n2. Dua\n• Tiga \n')).toEqual(['Satu', 'Dua', 'Tiga']);
  });

  it('refuses a contact that does not fit its type, naming the field', () => {
    expect(
      tentangProblem({ judul: 'Kontak Kami', isi: 'javascript:alert(1)', contactType: 'website' }),
    ).toMatchObject({ field: 'isi' });
    expect(tentangProblem({ judul: 'Kontak Kami', isi: 'bem@a.id', contactType: null })).toEqual({
      message: TENTANG_MESSAGES.contactTypeRequired,
      field: 'contactType',
    });
    expect(tentangProblem({ judul: 'Visi', isi: 'x', contactType: 'email' })).toMatchObject({
      field: 'contactType',
    });
    expect(tentangProblem({ judul: 'Visi', isi: ' ', contactType: null })).toMatchObject({
      field: 'isi',
    });
    expect(
      tentangProblem({ judul: 'Kontak Kami', isi: 'bem@a.id', contactType: 'email' }),
    ).toBeNull();
  });
});

describe('tentangBlocks', () => {
  it('puts Visi and Misi together and every Kontak Kami in one grid, in order', () => {
    const s = (judul: string) => ({ judul });
    const blocks = tentangBlocks([
      s('Sejarah Singkat'),
      s('Misi'),
      s('Kontak Kami'),
      s('Visi'),
      s('Tujuan'),
      s('Kontak Kami'),
    ]);
    expect(blocks.map((b) => b.kind)).toEqual(['teks', 'visi-misi', 'kontak', 'teks']);
    expect(blocks[1]).toEqual({ kind: 'visi-misi', visi: s('Visi'), misi: s('Misi') });
    expect(blocks[2]).toEqual({ kind: 'kontak', items: [s('Kontak Kami'), s('Kontak Kami')] });
    expect(tentangBlocks([])).toEqual([]);
  });
});
