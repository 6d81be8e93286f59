import { slugify } from '../../../../shared/content/news-slug';

/**
 * The credential card as a text file the voter keeps: which election (name and UUID), whose
 * (NIM), the code, and how to use it. The portal keeps no copy of the code.
 */
export function credentialFileText(card: {
  election: string;
  uuid: string;
  nim: string;
  code: string;
  boothUrl: string;
}): string {
  return [
    'KARTU KREDENSIAL PEMILIHAN',
    '',
    `Pemilihan      : ${card.election}`,
    `ID Pemilihan   : ${card.uuid}`,
    `NIM            : ${card.nim}`,
    `Kode Kredensial: ${card.code}`,
    '',
    'Cara memakai:',
    `1. Saat pemilihan dibuka, masuk ke akun pemilih Anda dan buka bilik suara: ${card.boothUrl}`,
    '2. Di perangkat tempat kredensial ini disiapkan, kode dipakai otomatis. Di perangkat lain,',
    '   ketik kode di atas pada kolom "Kode Kredensial" sebelum mengirim suara.',
    '',
    'Jaga kerahasiaan kode ini. Server portal dan panitia tidak menyimpannya, sehingga tidak ada',
    'yang dapat memilih atas nama Anda. Kode ini tidak dapat dipulihkan jika hilang.',
    '',
  ].join('\r\n');
}

/** "kredensial-pemilihan-raya-bem-km-2026.txt" */
export const credentialFileName = (election: string): string =>
  `kredensial-${slugify(election)}.txt`;
