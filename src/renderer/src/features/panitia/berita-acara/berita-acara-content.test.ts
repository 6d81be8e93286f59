import { describe, expect, it } from 'vitest';
import { electionResults } from '../../evoting/ballot-test-utils';
import { beritaAcara, beritaAcaraFileName, BERITA_ACARA_HEADINGS } from './berita-acara-content';
import { toWinAnsi } from './win-ansi';

const content = beritaAcara(electionResults(), {
  printedAt: new Date('2026-12-02T18:30:00.000Z'),
  origin: 'https://bem.example',
});

describe('the berita acara', () => {
  it('sums up participation and lists the counts by number, then abstain', () => {
    expect(content.participation).toEqual([
      ['Jumlah Pemilih Terdaftar (terverifikasi)', '4'],
      ['Jumlah Suara Masuk', '3'],
      ['Tidak Menggunakan Hak Pilih', '1'],
      ['Tingkat Partisipasi', '75%'],
    ]);
    expect(content.rows.map((row) => [row.nomor, row.nama, row.suara, row.persen])).toEqual([
      [1, 'Rizky Aditya & Nabila Putri', 2, '66,7%'],
      [2, 'Fajar Nugroho', 0, '0%'],
      [null, 'Abstain (Kotak Kosong)', 1, '33,3%'],
    ]);
    expect(content.total).toBe(3);
  });

  it('names the election, its schedule, its closing and its publication', () => {
    expect(content.title).toContain('Pemilihan Ketua HIMA TKN 2026');
    expect(Object.fromEntries(content.identity)).toMatchObject({
      Penyelenggara: 'HIMA Teknokimia Nuklir',
      'Jadwal Pemungutan Suara':
        '1 Desember 2026 pukul 08.00 WIB s.d. 2 Desember 2026 pukul 16.00 WIB',
      'Ditutup Pada': '2 Desember 2026 pukul 16.00 WIB',
    });
  });

  it('prints the fingerprint with how to recompute it and where the data are', () => {
    expect(content.fingerprint).toBe('a'.repeat(64));
    expect(content.fingerprintNotes.join(' ')).toContain('SHA-256');
    expect(content.fingerprintNotes.join(' ')).toContain('https://bem.example/hasil/ev-1');
  });

  it('claims nothing the system does not do: no encryption', () => {
    const said = [...content.statement, content.closing].join(' ').toLowerCase();
    expect(said).not.toMatch(/enkrip|terenkripsi|dianonimkan/);
    expect(said).toContain('tanpa keterkaitan dengan identitas pemilih');
  });

  it('is dated in Yogyakarta by the Jakarta calendar, with both signature blocks', () => {
    expect(content.placeAndDate).toBe('Yogyakarta, 3 Desember 2026');
    expect(content.signatures).toEqual(['Perwakilan Saksi,', 'Ketua Panitia Pemilihan,']);
    expect(Object.values(BERITA_ACARA_HEADINGS)).toEqual([
      'A. Ringkasan Partisipasi',
      'B. Rincian Perolehan Suara',
      'C. Sidik Jari Kotak Suara',
      'D. Pernyataan',
    ]);
    expect(beritaAcaraFileName(electionResults())).toBe(
      'berita-acara-pemilihan-ketua-hima-tkn-2026.pdf',
    );
  });

  it('holds only texts the standard fonts can draw as they are', () => {
    const texts = [
      ...content.title,
      ...content.identity.flat(),
      ...content.participation.flat(),
      ...content.fingerprintNotes,
      ...content.statement,
      content.closing,
      content.placeAndDate,
    ];
    for (const text of texts) expect(toWinAnsi(text)).toBe(text);
  });
});
