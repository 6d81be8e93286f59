/**
 * The activity-history texts of e-voting (issue 18 item 5: every committee and master action is
 * recorded), the same from both backends. A vote is never recorded (../shared/EVOTING.md): there
 * is no text for it here on purpose. Times are written as the history's CSV writes them
 * (Asia/Jakarta), so an entry reads the same whichever backend wrote it.
 */
const jakarta = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** "2 Okt 2026, 08.00": an instant of a schedule as the history shows it. */
export const historyTime = (iso: string): string => jakarta.format(new Date(iso));

const quoted = (nama: string) => `"${nama}"`;

export const EVOTING_HISTORY = {
  requestSubmitted: (namaPemilihan: string, penyelenggara: string) =>
    `Ajukan permintaan pemilihan ${quoted(namaPemilihan)} (${penyelenggara})`,
  requestApproved: (namaPemilihan: string, panitia: readonly string[]) =>
    `Setujui permintaan pemilihan ${quoted(namaPemilihan)}; panitia: ${panitia.join(', ')}`,
  requestRejected: (namaPemilihan: string, alasan: string) =>
    `Tolak permintaan pemilihan ${quoted(namaPemilihan)}: ${alasan}`,
  cancelled: (nama: string) => `Batalkan pemilihan ${quoted(nama)}`,
  published: (shown: boolean) =>
    `${shown ? 'Tampilkan' : 'Sembunyikan'} tombol E-Voting di halaman publik`,
  details: (nama: string) => `Ubah nama dan deskripsi pemilihan ${quoted(nama)}`,
  schedule: (nama: string, mulai: string, selesai: string) =>
    `Atur jadwal pemilihan ${quoted(nama)}: ${historyTime(mulai)} – ${historyTime(selesai)}`,
  abstain: (nama: string, abstain: boolean) =>
    `${abstain ? 'Aktifkan' : 'Nonaktifkan'} opsi abstain pemilihan ${quoted(nama)}`,
  openedNow: (nama: string, selesai: string) =>
    `Buka sekarang pemilihan ${quoted(nama)} (selesai ${historyTime(selesai)})`,
  closedNow: (nama: string) => `Tutup sekarang pemilihan ${quoted(nama)}`,
  extended: (nama: string, selesai: string) =>
    `Perpanjang pemilihan ${quoted(nama)} hingga ${historyTime(selesai)}`,
  announcementAdded: (nama: string) => `Tambah pengumuman pemilihan ${quoted(nama)}`,
  announcementRemoved: (nama: string) => `Hapus pengumuman pemilihan ${quoted(nama)}`,
  candidateAdded: (nama: string, nomor: number, kandidat: string) =>
    `Tambah kandidat nomor ${nomor} (${kandidat}) pemilihan ${quoted(nama)}`,
  candidateUpdated: (nama: string, nomor: number, kandidat: string) =>
    `Ubah kandidat nomor ${nomor} (${kandidat}) pemilihan ${quoted(nama)}`,
  candidateRemoved: (nama: string, nomor: number, kandidat: string) =>
    `Hapus kandidat nomor ${nomor} (${kandidat}) pemilihan ${quoted(nama)}`,
  voterAdded: (nama: string, nim: string) => `Tambah pemilih ${nim} ke pemilihan ${quoted(nama)}`,
  rollImported: (nama: string, count: number) =>
    `Impor ${count} pemilih dari CSV ke pemilihan ${quoted(nama)}`,
  voterRemoved: (nama: string, nim: string) =>
    `Hapus pemilih ${nim} dari pemilihan ${quoted(nama)}`,
  voterVerified: (nama: string, nim: string) =>
    `Verifikasi pemilih ${nim} pemilihan ${quoted(nama)}`,
  voterRejected: (nama: string, nim: string, alasan: string) =>
    `Tolak pemilih ${nim} pemilihan ${quoted(nama)}: ${alasan}`,
} as const;
