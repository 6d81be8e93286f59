/**
 * Texts of the account screens, verbatim where SPEC.md §8 gives them. Errors the API reports
 * carry their message with their code (errors.ts).
 */
export const AUTH_MESSAGES = {
  notAdmin: 'Akun ini tidak memiliki akses ke panel admin.',
  inactivityLogout: 'Anda telah logout secara otomatis karena tidak ada aktivitas.',
  resetSent:
    'Jika email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim. Silakan cek inbox dan folder spam Anda.',
  resetDone: 'Kata sandi Anda telah berhasil diubah. Silakan masuk dengan kata sandi baru.',
  registered: 'Pendaftaran terkirim. Akun Anda akan aktif setelah disetujui oleh Master Admin.',
  passwordChanged: 'Kata sandi berhasil diubah.',
} as const;
