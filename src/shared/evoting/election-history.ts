/**
 * The activity-history texts of e-voting (issue 18 item 5: every committee and master action is
 * recorded), written the same by both backends. An entry names the election, never a voter: the
 * history is the master's to read, the roll only the voter's and the committee's
 * (../shared/EVOTING.md), so roll changes are counted, not named. A vote is never recorded: there
 * is no text for it here on purpose (publishing the results is the committee's act, not a vote). Times are Asia/Jakarta's, whatever the machine's zone.
 */
const jakarta = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** A schedule in the history's words: "26 Nov 2026, 16.00 WIB". */
export const historyTime = (iso: string): string => `${jakarta.format(new Date(iso))} WIB`;

interface CandidateName {
  nomor: number;
  nama: string;
  namaWakil: string | null;
}

/** `nomor 1 "Nama & Wakil"`. */
const candidateLabel = (c: CandidateName) =>
  `nomor ${c.nomor} "${c.namaWakil ? `${c.nama} & ${c.namaWakil}` : c.nama}"`;

export const EVOTING_HISTORY = {
  requestSubmitted: (namaPemilihan: string, penyelenggara: string) =>
    `Ajukan permintaan pemilihan "${namaPemilihan}" (${penyelenggara})`,
  requestApproved: (namaPemilihan: string, penyelenggara: string) =>
    `Setujui permintaan pemilihan "${namaPemilihan}" (${penyelenggara})`,
  requestRejected: (namaPemilihan: string, penyelenggara: string, alasan: string) =>
    `Tolak permintaan pemilihan "${namaPemilihan}" (${penyelenggara}): ${alasan}`,
  cancelled: (nama: string, penyelenggara: string) =>
    `Batalkan pemilihan "${nama}" (${penyelenggara})`,
  details: (nama: string) => `Ubah nama dan deskripsi pemilihan "${nama}"`,
  schedule: (nama: string, mulai: string, selesai: string) =>
    `Atur jadwal pemilihan "${nama}": ${historyTime(mulai)} – ${historyTime(selesai)}`,
  abstain: (nama: string, abstain: boolean) =>
    `${abstain ? 'Aktifkan' : 'Nonaktifkan'} opsi abstain pemilihan "${nama}"`,
  openedNow: (nama: string, selesai: string) =>
    `Buka pemilihan "${nama}" sekarang (selesai ${historyTime(selesai)})`,
  closedNow: (nama: string) => `Tutup pemilihan "${nama}" sekarang`,
  extended: (nama: string, selesai: string) =>
    `Perpanjang pemilihan "${nama}" hingga ${historyTime(selesai)}`,
  announcementAdded: (nama: string) => `Tambah pengumuman pemilihan "${nama}"`,
  announcementRemoved: (nama: string) => `Hapus pengumuman pemilihan "${nama}"`,
  candidateAdded: (nama: string, candidate: CandidateName) =>
    `Tambah kandidat ${candidateLabel(candidate)} pada pemilihan "${nama}"`,
  candidateUpdated: (nama: string, candidate: CandidateName) =>
    `Ubah kandidat ${candidateLabel(candidate)} pada pemilihan "${nama}"`,
  candidateRemoved: (nama: string, candidate: CandidateName) =>
    `Hapus kandidat ${candidateLabel(candidate)} dari pemilihan "${nama}"`,
  voterAdded: (nama: string) => `Tambah 1 pemilih ke daftar pemilih pemilihan "${nama}"`,
  rollImported: (nama: string, count: number) =>
    `Impor ${count} pemilih dari CSV ke daftar pemilih pemilihan "${nama}"`,
  voterRemoved: (nama: string) => `Hapus 1 pemilih dari daftar pemilih pemilihan "${nama}"`,
  voterVerified: (nama: string) => `Verifikasi 1 pemilih pada pemilihan "${nama}"`,
  voterRejected: (nama: string) => `Tolak verifikasi 1 pemilih pada pemilihan "${nama}"`,
  resultsPublished: (nama: string) => `Publikasikan hasil pemilihan "${nama}"`,
  trusteesNamed: (nama: string, n: number, ambang: number) =>
    `Tunjuk ${n} wali kunci (ambang ${ambang}) pemilihan "${nama}"`,
  credentialsIssued: (nama: string, count: number) =>
    `Buat ${count} kredensial pemilih pada pemilihan "${nama}"`,
} as const;
