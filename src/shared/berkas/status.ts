/** SI-BERKAS states (SPEC.md §4), written once for the server, the renderer and the rules. */
export const SUBMISSION_STATUSES = [
  'Diajukan',
  'Dalam Proses Verifikasi',
  'Revisi Diperlukan',
  'Disetujui',
  'Selesai',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Every new submission starts here. */
export const INITIAL_STATUS = 'Diajukan' as const satisfies SubmissionStatus;

/** The four verifiers, in the order the panel shows them. */
export const VERIFIER_KEYS = ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'] as const;
export type VerifierKey = (typeof VERIFIER_KEYS)[number];

export const VERIFIER_LABELS: Record<VerifierKey, string> = {
  sekjend: 'Sekretariat Jenderal',
  kemendagri: 'Kementerian Dalam Negeri',
  kemenkeu: 'Kementerian Keuangan',
  banggar: 'Banggar DPM',
};

export const VERIFIER_STATUSES = ['menunggu', 'diverifikasi', 'revisi'] as const;
export type VerifierStatus = (typeof VERIFIER_STATUSES)[number];

export interface VerifierState {
  status: VerifierStatus;
  /** ISO instant of the last change; null while still menunggu from the start. */
  updatedAt: string | null;
  catatan: string;
}

export type Verifiers = Record<VerifierKey, VerifierState>;

export const initialVerifiers = (): Verifiers => ({
  sekjend: { status: 'menunggu', updatedAt: null, catatan: '' },
  kemendagri: { status: 'menunggu', updatedAt: null, catatan: '' },
  kemenkeu: { status: 'menunggu', updatedAt: null, catatan: '' },
  banggar: { status: 'menunggu', updatedAt: null, catatan: '' },
});

/**
 * Filters of the admin panel (SPEC.md §2), "Semua" being no filter; Diajukan (not in the spec's
 * list) added after Semua so new submissions can be found (issue 12, item 11).
 */
export const ADMIN_STATUS_FILTERS = [
  'Semua',
  'Diajukan',
  'Dalam Proses Verifikasi',
  'Revisi Diperlukan',
  'Disetujui',
  'Selesai',
] as const;

export const BERKAS_MESSAGES = {
  requiredField: (label: string) => `Harap isi kolom: ${label}`,
  recheckRequired: 'Harap periksa kembali semua kolom wajib diisi.',
  fileTooLarge: "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
  backendUnreachable: 'Gagal terhubung ke server Google.',
  backendFailed: 'Gagal memproses data di backend.',
  // The message's own full stop is dropped, or the sentence would end in two.
  submitError: (message: string) =>
    `Terjadi kesalahan: ${message.replace(/\.+$/, '')}. Silakan coba lagi.`,
  ticketNotFound: 'Nomor tiket tidak ditemukan. Harap periksa kembali.',
  lookupFailed: 'Terjadi kesalahan saat mencari tiket. Silakan coba lagi.',
  emptyAdminList: 'Tidak ada pengajuan berkas yang cocok.',
  revisionNoteRequired: 'Catatan verifikasi wajib diisi saat meminta revisi.',
  undefinedRole: 'Peran Anda tidak terdefinisi.',
  finalNeedsNoteOrLetter: 'Harap isi catatan atau berikan tautan surat balasan.',
} as const;
