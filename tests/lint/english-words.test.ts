import { describe, expect, it } from 'vitest';
import { englishFindings, englishWordsIn } from '../e2e/support/english-words';

// The word rule the walk of looks.spec.ts applies to every page of the tour (issue 35).
describe('English words in the interface', () => {
  it("finds what the review heard and saw: react-big-calendar's and Kelola Anggaran's words", () => {
    expect(englishWordsIn('Month View')).toEqual(['month', 'view']);
    expect(englishWordsIn('Export (72 Item)')).toEqual(['export']);
    expect(englishWordsIn('Export (72 Items)')).toEqual(['export', 'items']);
    expect(englishWordsIn('Previous month')).toEqual(['previous', 'month']);
    expect(englishWordsIn('Sign-in')).toEqual(['sign']);
  });

  it('lets the words SPEC.md writes in its labels pass', () => {
    for (const text of [
      'Login',
      'Logout',
      'Dashboard Admin',
      'Admin Dashboard',
      'Login Staf/Admin',
      'Edit Profil',
      'Manajemen E-Voting',
      'Label Pertanyaan Baru',
      'Link reset password berhasil dikirim. Silakan cek inbox dan folder spam Anda.',
    ])
      expect(englishWordsIn(text), text).toEqual([]);
  });

  it('reads Indonesian as Indonesian, codes and identifiers as no words', () => {
    for (const text of [
      'Ekspor CSV (72 program)',
      'Rincian Pengeluaran (3 butir)',
      'Agenda Kegiatan',
      'Status: Dalam Proses Verifikasi',
      'No. Urut 2',
      'Hari Ini',
      'xDaYq+AddQ',
    ])
      expect(englishWordsIn(text), text).toEqual([]);
  });

  it('names where each word was met', () => {
    expect(
      englishFindings([
        { where: 'aria-label', text: 'Month View' },
        { where: 'teks', text: 'Bulan' },
      ]),
    ).toEqual([
      { word: 'month', where: 'aria-label', text: 'Month View' },
      { word: 'view', where: 'aria-label', text: 'Month View' },
    ]);
  });
});
