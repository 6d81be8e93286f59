/** The texts of the admin's own profile page. */
export const PROFILE_MESSAGES = {
  /** SPEC.md §8's wording for a saved voter profile, reused for the admin's. */
  profileSaved: 'Profil berhasil diperbarui!',
  profileFailed: 'Gagal memperbarui profil.',
  photoSaved: 'Foto profil berhasil diperbarui.',
  photoRemoved: 'Foto profil telah dihapus.',
  photoFailed: 'Gagal menyimpan foto profil.',
  passwordMismatch: 'Kata sandi baru tidak sama.',
  passwordFailed: 'Gagal mengubah kata sandi.',
  unexpected: 'Terjadi kesalahan. Silakan coba lagi.',
} as const;
