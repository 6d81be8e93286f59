/**
 * What the berita acara says of a Belenios election (issue 34 item 6), each sentence true of what
 * the embedded server and the pages do (docs/EVOTING.md "The ballot"): the fingerprint names the
 * record, the record is public and verifiable, the ballots are encrypted in the voter's browser
 * and only the tally is decrypted, by the trustees.
 */

export const BELENIOS_FINGERPRINT_HEADING = 'C. Sidik Jari Pemilihan';

export function beleniosFingerprintNotes(input: {
  uuid: string;
  resultsAddress: string;
  verifyAddress: string;
}): string[] {
  return [
    'Sidik jari pemilihan (Belenios) adalah hash SHA-256 (Base64) dari parameter pemilihan (election.json): nama, kandidat dan kunci publik pemilihan yang dibentuk dari kunci para wali kunci. Setiap surat suara terenkripsi mencantumkan sidik jari ini.',
    `Data pemilihan lengkap (berkas ${input.uuid}.bel: parameter, surat suara terenkripsi, penghitungan terenkripsi, dekripsi parsial para wali dan hasil) dapat diunduh dari ${input.resultsAddress}`,
    `Cara memeriksanya: simpan berkas itu sendirian di sebuah folder, lalu jalankan belenios-tool election verify --dir <folder berisi ${input.uuid}.bel> (belenios-tool 2.0), yang harus menjawab "all checks passed"; atau buka ${input.verifyAddress} untuk memeriksanya di peramban.`,
  ];
}

export const BELENIOS_STATEMENT = [
  'Pemungutan suara dilaksanakan secara elektronik melalui Portal BEM KM Poltek Nuklir dengan surat suara terenkripsi (protokol Belenios). Setiap pemilih yang terverifikasi pada daftar pemilih hanya dapat memberikan satu suara, dan suara yang telah dikirim tidak dapat diubah.',
  'Pilihan setiap pemilih dienkripsi di peramban pemilih dengan kunci pemilihan yang dibuat bersama oleh para wali kunci, disertai bukti bahwa isinya sah, dan ditandatangani dengan kredensial pemilih. Server hanya menyimpan surat suara terenkripsi dan memeriksa bukti serta tanda tangannya sebelum menerimanya.',
  'Tidak ada surat suara yang didekripsi satu per satu. Setelah pemilihan ditutup, surat suara terenkripsi digabungkan menjadi satu penghitungan terenkripsi, yang dibuka dengan dekripsi parsial dari sejumlah wali kunci sesuai ambang; perolehan suara di atas adalah hasilnya.',
  'Setiap pemilih dapat menemukan pelacak surat suaranya pada halaman hasil, dan siapa pun dapat memeriksa seluruh catatan pemilihan dengan cara yang disebut pada bagian C.',
] as const;
