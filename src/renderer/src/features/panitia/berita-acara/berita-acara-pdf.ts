import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ElectionResults } from '../../../../../shared/evoting/results';
import { beritaAcara, BERITA_ACARA_HEADINGS } from './berita-acara-content';
import { PdfWriter } from './pdf-writer';
import { toWinAnsi } from './win-ansi';

/**
 * The berita acara as a PDF file, made in the browser (pdf-lib, loaded on the click that asks for
 * it). Standard fonts only: nothing to download, and every text kept to WinAnsi.
 */
export async function beritaAcaraPdf(
  results: ElectionResults,
  options: { printedAt: Date; origin: string },
): Promise<Blob> {
  const content = beritaAcara(results, options);
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`Berita Acara ${results.election.nama}`));
  doc.setSubject('Berita Acara Hasil Pemungutan Suara Elektronik');
  doc.setCreator('Portal BEM KM Poltek Nuklir');
  doc.setProducer('Portal BEM KM Poltek Nuklir');
  doc.setLanguage('id-ID');
  doc.setCreationDate(options.printedAt);
  const out = new PdfWriter(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  });

  content.title.forEach((line, i) =>
    out.text(line, { font: 'bold', size: i < 2 ? 14 : 12, align: 'center' }),
  );
  out.space(6);
  out.rule(1.2);
  out.space(12);

  const labels = (pairs: readonly (readonly [string, string])[]) => {
    for (const [label, value] of pairs)
      out.row(
        [
          { text: label, x: 0, width: out.width * 0.45 },
          { text: value, x: out.width * 0.45, width: out.width * 0.55 },
        ],
        { size: 10 },
      );
  };
  labels(content.identity);

  const heading = (text: string) => {
    out.space(12);
    out.keep(60);
    out.text(text, { font: 'bold', size: 12 });
    out.space(4);
  };

  heading(BERITA_ACARA_HEADINGS.participation);
  labels(content.participation);

  heading(BERITA_ACARA_HEADINGS.counts);
  const columns = [
    { x: 0, width: out.width * 0.13 },
    { x: out.width * 0.13, width: out.width * 0.52 },
    { x: out.width * 0.65, width: out.width * 0.17 },
    { x: out.width * 0.82, width: out.width * 0.18 },
  ] as const;
  const row = (cells: [string, string, string, string], font: 'regular' | 'bold') =>
    out.row(
      cells.map((text, i) => ({
        text,
        ...columns[i]!,
        align: i >= 2 ? ('right' as const) : ('left' as const),
      })),
      { font },
    );
  row(['No. Urut', 'Nama Kandidat', 'Jumlah Suara', 'Persentase'], 'bold');
  for (const line of content.rows)
    row(
      [
        line.nomor === null ? '-' : String(line.nomor),
        line.nama,
        line.suara.toLocaleString('id-ID'),
        line.persen,
      ],
      'regular',
    );
  row(['', 'Total Suara Masuk', content.total.toLocaleString('id-ID'), ''], 'bold');

  heading(content.fingerprintHeading);
  // On one line, so the digits can be read (and copied) whole.
  out.text(content.fingerprint, { font: 'mono', size: 9.5 });
  out.space(6);
  for (const note of content.fingerprintNotes) {
    out.text(note, { size: 9 });
    out.space(3);
  }

  heading(BERITA_ACARA_HEADINGS.statement);
  for (const sentence of content.statement) {
    out.text(sentence, { size: 10 });
    out.space(5);
  }

  // The closing, the place and date and both signature blocks stay together on one page.
  out.keep(150);
  out.text(content.closing, { size: 10 });
  out.space(16);
  const half = out.width / 2;
  out.text(content.placeAndDate, { indent: half });
  out.space(8);
  out.row(
    [
      { text: content.signatures[0], x: 0, width: half },
      { text: content.signatures[1], x: half, width: half },
    ],
    { font: 'bold', ruled: false },
  );
  out.space(48);
  out.row(
    [
      { text: '(______________________________)', x: 0, width: half },
      { text: '(______________________________)', x: half, width: half },
    ],
    { ruled: false },
  );
  out.footers(content.footer);
  // Copied into a plain ArrayBuffer-backed array, as a Blob takes it.
  return new Blob([new Uint8Array(await doc.save())], { type: 'application/pdf' });
}
