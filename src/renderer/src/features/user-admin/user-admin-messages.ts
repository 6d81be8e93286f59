/** The texts of Kelola Pengguna and Log Aktivitas, in one place. */
export const USER_ADMIN_MESSAGES = {
  approved: (email: string) => `Akun ${email} telah disetujui.`,
  rejected: (email: string) => `Pendaftaran ${email} ditolak.`,
  updated: (email: string) => `Perubahan akun ${email} disimpan.`,
  disabled: (email: string) => `Akun ${email} dinonaktifkan.`,
  enabled: (email: string) => `Akun ${email} diaktifkan kembali.`,
  resetSent: (email: string) => `Tautan reset kata sandi telah dikirim ke ${email}.`,
  removed: (email: string) => `Akun ${email} telah dihapus.`,
  confirmReject: (email: string) => `Tolak pendaftaran ${email}?`,
  confirmRejectDetail: 'Permintaan pendaftaran ini akan dihapus.',
  confirmDisable: (email: string) => `Nonaktifkan akun ${email}?`,
  confirmDisableDetail: 'Akun tidak dapat masuk lagi dan semua sesinya berakhir.',
  confirmRemove: (email: string) => `Hapus akun ${email}?`,
  confirmRemoveDetail:
    'Akun dan semua sesinya dihapus permanen. Tindakan ini tidak dapat dibatalkan.',
  managedByOperator: 'Dikelola operator',
  noMatchingUsers: 'Tidak ada akun yang cocok.',
  genericError: 'Terjadi kesalahan. Silakan coba lagi.',
  noMatchingHistori: 'Belum ada aktivitas yang cocok.',
  historiReadOnly: 'Log tidak dapat diubah atau dihapus.',
  exportFailed: 'Gagal mengekspor log aktivitas.',
} as const;
