import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';

/** A4 in points, with 2 cm margins. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
const MARGIN = 56.7;
const LINE_GAP = 1.35;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export interface TextStyle {
  size?: number;
  font?: keyof Fonts;
  align?: 'left' | 'center';
  /** From the left margin. */
  indent?: number;
  /** Where the line stops, from the left margin; the whole width by default. */
  width?: number;
}

/** Words of `text` in lines no wider than `width` (a word longer than a line is cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text.replace(/\r/g, '')).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) {
        line = next;
      } else {
        lines.push(line);
        line = word;
      }
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Writes top to bottom over as many A4 pages as it takes: text wrapped to the margins, a new page
 * when the next block would not fit. Every text goes through toWinAnsi (standard fonts only).
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  readonly width = PAGE_SIZE[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keep(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE_SIZE);
    this.y = PAGE_SIZE[1] - MARGIN;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** A wrapped paragraph. */
  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10.5;
    const font = this.fonts[style.font ?? 'regular'];
    const indent = style.indent ?? 0;
    const width = (style.width ?? this.width) - indent;
    const lines = wrapText(text, font, size, width);
    this.keep(size * LINE_GAP * Math.min(lines.length, 3));
    for (const line of lines) {
      this.keep(size * LINE_GAP);
      const x =
        style.align === 'center'
          ? MARGIN + indent + (width - font.widthOfTextAtSize(line, size)) / 2
          : MARGIN + indent;
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font });
      this.y -= size * (LINE_GAP - 1);
    }
  }

  /**
   * One row of cells at the given left offsets and widths, the tallest cell setting its height,
   * ruled underneath unless `ruled` is false.
   */
  row(
    cells: readonly { text: string; x: number; width: number; align?: 'left' | 'right' }[],
    style: { size?: number; font?: keyof Fonts; ruled?: boolean } = {},
  ): void {
    const size = style.size ?? 10;
    const font = this.fonts[style.font ?? 'regular'];
    const wrapped = cells.map((cell) => wrapText(cell.text, font, size, cell.width - 4));
    const lines = Math.max(...wrapped.map((w) => w.length));
    const height = lines * size * LINE_GAP + 4;
    this.keep(height);
    const top = this.y;
    wrapped.forEach((cellLines, i) => {
      const cell = cells[i]!;
      cellLines.forEach((line, n) => {
        const lineWidth = font.widthOfTextAtSize(line, size);
        const x =
          cell.align === 'right'
            ? MARGIN + cell.x + cell.width - 2 - lineWidth
            : MARGIN + cell.x + 2;
        this.page.drawText(line, { x, y: top - size - n * size * LINE_GAP - 2, size, font });
      });
    });
    this.y = top - height;
    if (style.ruled !== false) this.rule(0.4);
  }

  /** A thin line across the text width, under what was written last. */
  rule(thickness = 0.8): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness,
    });
  }

  /** The footer of every page: a text on the left, "Halaman i dari n" on the right. */
  footers(text: string): void {
    const pages = this.doc.getPages();
    const size = 8;
    const font = this.fonts.regular;
    const left = wrapText(text, font, size, this.width * 0.7)[0] ?? '';
    pages.forEach((page, i) => {
      const right = `Halaman ${i + 1} dari ${pages.length}`;
      page.drawText(left, { x: MARGIN, y: MARGIN / 2, size, font });
      page.drawText(right, {
        x: MARGIN + this.width - font.widthOfTextAtSize(right, size),
        y: MARGIN / 2,
        size,
        font,
      });
    });
  }
}
