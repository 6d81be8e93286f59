import type { PublicElection } from '../../../../shared/evoting/election';
import { slugify } from '../../../../shared/content/news-slug';
import { ballotBoxPath } from '../kotak-suara/kotak-suara-path';

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

/**
 * A Belenios election's receipt: the ballot's tracker (the hash of the encrypted ballot), with
 * where to find it now (the public ballot box) and once the results are out.
 */
export function trackerFileText(
  election: Pick<PublicElection, 'id' | 'nama' | 'penyelenggara'>,
  tracker: string,
  origin: string,
): string {
  return [
    'PELACAK SURAT SUARA',
    '',
    `Pemilihan     : ${election.nama}`,
    `Penyelenggara : ${election.penyelenggara}`,
    `Pelacak Surat Suara: ${tracker}`,
    '',
    'Pelacak ini adalah sidik surat suara terenkripsi Anda: membuktikan surat suara Anda ada di kotak suara, tanpa menyebutkan pilihan Anda.',
    `Cari pelacak ini di kotak suara publik: ${origin}${ballotBoxPath(election.id)}`,
    `Setelah hasil dipublikasikan, pelacak ini juga tercantum di ${origin}/hasil/${encodeURIComponent(election.id)}`,
    '',
  ].join('\r\n');
}

/** "tanda-terima-pemilihan-raya-bem-km-2026.txt" */
export function receiptFileName(election: Pick<PublicElection, 'nama'>): string {
  return `tanda-terima-${slugify(election.nama)}.txt`;
}

/** "pelacak-pemilihan-raya-bem-km-2026.txt" */
export function trackerFileName(election: Pick<PublicElection, 'nama'>): string {
  return `pelacak-${slugify(election.nama)}.txt`;
}
