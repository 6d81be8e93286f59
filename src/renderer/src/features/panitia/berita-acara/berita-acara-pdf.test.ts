import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { electionResults } from '../../evoting/ballot-test-utils';
import { publicElection } from '../../panitia/panitia-test-utils';
import { beritaAcaraPdf } from './berita-acara-pdf';

async function textOf(pdf: Blob): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const OPTIONS = { printedAt: new Date('2026-12-02T18:30:00.000Z'), origin: 'https://bem.example' };

describe('the berita acara PDF', () => {
  it('is a PDF whose text holds the election, the counts, the fingerprint and the signatures', async () => {
    const pdf = await beritaAcaraPdf(electionResults({ sidikJari: 'f0'.repeat(32) }), OPTIONS);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const { text } = await textOf(pdf);
    for (const part of [
      'BERITA ACARA',
      'HASIL PEMUNGUTAN SUARA ELEKTRONIK',
      'Pemilihan Ketua HIMA TKN 2026',
      'HIMA Teknokimia Nuklir',
      'A. Ringkasan Partisipasi',
      'Tingkat Partisipasi',
      '75%',
      'B. Rincian Perolehan Suara',
      'Rizky Aditya & Nabila Putri',
      '66,7%',
      'Abstain (Kotak Kosong)',
      '33,3%',
      'C. Sidik Jari Kotak Suara',
      'f0'.repeat(32),
      'https://bem.example/hasil/ev-1',
      'D. Pernyataan',
      'tanpa keterkaitan dengan identitas pemilih',
      'Yogyakarta, 3 Desember 2026',
      'Perwakilan Saksi,',
      'Ketua Panitia Pemilihan,',
      'Halaman 1 dari',
    ])
      expect(text).toContain(part);
    expect(text.toLowerCase()).not.toContain('enkrip');
  });

  it('of a Belenios election names its fingerprint, its record and how to verify it', async () => {
    const uuid = 'zocTYn4H7JSJ9M';
    const fingerprint = 'dwGdjARzEtkgerbFyukSZ/8Erir0ujm07UtvI69bC0E';
    const pdf = await beritaAcaraPdf(
      electionResults({ beleniosUuid: uuid, sidikJari: fingerprint }),
      OPTIONS,
    );
    const { text } = await textOf(pdf);
    for (const part of [
      'C. Sidik Jari Pemilihan',
      fingerprint,
      'Sidik jari pemilihan (Belenios)',
      `${uuid}.bel`,
      `belenios-tool election verify --dir <folder berisi ${uuid}.bel>`,
      'https://bem.example/hasil/ev-1/verifikasi',
      'D. Pernyataan',
      'Tidak ada surat suara yang didekripsi satu per satu.',
      'pelacak surat suara',
      'Perwakilan Saksi,',
    ])
      expect(text).toContain(part);
    // Nothing of the plaintext box's recipe or receipts.
    expect(text).not.toContain('C. Sidik Jari Kotak Suara');
    expect(text).not.toContain('kode tanda terima');
  });

  it('draws names outside the standard fonts’ characters instead of failing, over more pages', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: `k-${i + 1}`,
      nomor: i + 1,
      nama: `Łukasz Dvořák ${i + 1} 🚀`,
      namaWakil: 'Zoë Čapek',
      fotoUrl: null,
      suara: i,
    }));
    const pdf = await beritaAcaraPdf(
      electionResults({
        election: publicElection({ nama: 'Pemilihan “Raya” — 2026 ✓', state: 'selesai' }),
        kandidat: many,
        suaraMasuk: 435,
        jumlahPemilih: 500,
        abstain: 0,
      }),
      OPTIONS,
    );
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('?ukasz Dvorák 30 ?');
    expect(text).toContain('Pemilihan “Raya” — 2026 ?');
    expect(text).toContain(`Halaman ${pages} dari ${pages}`);
  });
});
