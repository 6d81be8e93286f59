import type { PublicElection } from '../../../../shared/evoting/election';
import { slugify } from '../../../../shared/content/news-slug';

/**
 * The receipt as a small text file the voter keeps: the election, the code, and where to find it
 * once the results are out. It says nothing of the choice (the box holds none) nor of the time.
 */
export function receiptFileText(
  election: Pick<PublicElection, 'id' | 'nama' | 'penyelenggara'>,
  kodeTanda: string,
  origin: string,
): string {
  return [
    'TANDA TERIMA SUARA',
    '',
    `Pemilihan     : ${election.nama}`,
    `Penyelenggara : ${election.penyelenggara}`,
    `Kode Tanda Terima: ${kodeTanda}`,
    '',
    'Kode ini membuktikan bahwa suara Anda ada di kotak suara; kode ini tidak menyebutkan pilihan Anda.',
    `Setelah hasil dipublikasikan, cari kode ini di ${origin}/hasil/${encodeURIComponent(election.id)}`,
    '',
  ].join('\r\n');
}

/** "tanda-terima-pemilihan-raya-bem-km-2026.txt" */
export function receiptFileName(election: Pick<PublicElection, 'nama'>): string {
  return `tanda-terima-${slugify(election.nama)}.txt`;
}
