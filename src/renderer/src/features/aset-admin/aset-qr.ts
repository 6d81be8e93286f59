/**
 * The PNG of an asset's QR label (the QR modal's "Unduh PNG"): the code drawn by qrcode.react on
 * a canvas, framed on white with the asset's name, code and location under it, so the printed
 * sticker says what it belongs to (ORIGINAL.md §2.6 framed it with html2canvas; this draws it).
 */
export interface LabelText {
  namaAset: string;
  kodeAset: string;
  lokasiPenyimpanan: string;
}

const PADDING = 32;
const LINE = 34;

/** Cuts a line to the label's width, with an ellipsis. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function labelPng(qr: HTMLCanvasElement, text: LabelText): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const width = qr.width + PADDING * 2;
  const lines = [
    { text: text.namaAset, font: 'bold 26px sans-serif' },
    { text: text.kodeAset ? `Kode: ${text.kodeAset}` : '', font: '22px sans-serif' },
    {
      text: text.lokasiPenyimpanan ? `Lokasi: ${text.lokasiPenyimpanan}` : '',
      font: '22px sans-serif',
    },
  ].filter((line) => line.text !== '');
  canvas.width = width;
  canvas.height = qr.height + PADDING * 2 + lines.length * LINE + 8;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Kanvas tidak tersedia.'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(qr, PADDING, PADDING);
  context.fillStyle = '#111111';
  context.textAlign = 'center';
  lines.forEach((line, index) => {
    context.font = line.font;
    const y = qr.height + PADDING + 16 + LINE * (index + 1) - 8;
    context.fillText(fitted(context, line.text, width - PADDING * 2), width / 2, y);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Gambar QR gagal dibuat.'))),
      'image/png',
    ),
  );
}

/** "qr-sound-system-bem-snd-01.png": the asset's name and code, safe as a file name. */
export function labelFileName(text: LabelText): string {
  const slug = `${text.namaAset} ${text.kodeAset}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `qr-${slug || 'aset'}.png`;
}
