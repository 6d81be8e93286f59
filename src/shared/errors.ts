import * as z from 'zod/mini';

/**
 * Error codes the API answers with. Every code has one Indonesian message, so a client that only
 * knows the code can still tell the user what happened.
 */
export const API_ERROR_MESSAGES = {
  BAD_REQUEST: 'Permintaan tidak valid.',
  BAD_URL: 'Alamat yang diminta tidak valid.',
  REQUEST_TIMEOUT: 'Permintaan tidak selesai dikirim tepat waktu. Silakan coba lagi.',
  INVALID_JSON: 'Format data yang dikirim tidak valid (JSON rusak).',
  VALIDATION: 'Data yang dikirim tidak valid.',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis data yang dikirim tidak didukung.',
  NOT_FOUND: 'Alamat yang diminta tidak ditemukan.',
  METHOD_NOT_ALLOWED: 'Metode permintaan tidak diizinkan.',
  UNAUTHENTICATED: 'Silakan masuk terlebih dahulu.',
  FORBIDDEN: 'Anda tidak memiliki akses untuk tindakan ini.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam beberapa menit.',
  WRONG_CREDENTIALS: 'Email atau kata sandi salah.',
  AWAITING_APPROVAL: 'Akun Anda masih menunggu persetujuan dari Administrator.',
  ACCOUNT_DISABLED: 'Akun Anda telah dinonaktifkan. Hubungi Administrator.',
  EMAIL_TAKEN: 'Email ini sudah terdaftar.',
  RESET_INVALID: 'Tautan tidak valid atau telah kedaluwarsa.',
  CURRENT_PASSWORD_WRONG: 'Kata sandi saat ini salah.',
  LINK_EXPIRED:
    'Tautan unduhan sudah kedaluwarsa. Buka kembali halaman Lacak Berkas untuk mendapatkan tautan baru.',
  CROSS_SITE: 'Permintaan dari situs lain ditolak.',
  CONFLICT: 'Tindakan ini tidak dapat dilakukan pada akun tersebut.',
  TOO_MANY_STREAMS:
    'Terlalu banyak koneksi pembaruan langsung dari alamat Anda. Tutup beberapa tab, lalu coba lagi.',
  SERVER_BUSY: 'Server sedang melayani terlalu banyak koneksi. Silakan coba lagi sebentar lagi.',
  SHUTTING_DOWN: 'Server sedang dimatikan. Silakan coba lagi sebentar lagi.',
  INTERNAL: 'Terjadi kesalahan pada server. Silakan coba lagi.',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_MESSAGES;

export const apiErrorCodeSchema = z.enum(
  Object.keys(API_ERROR_MESSAGES) as [ApiErrorCode, ...ApiErrorCode[]],
);

/** The body of every error answer of the API. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level problems of a VALIDATION error, keyed by the field's path. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function apiErrorMessage(code: string): string {
  return code in API_ERROR_MESSAGES
    ? API_ERROR_MESSAGES[code as ApiErrorCode]
    : API_ERROR_MESSAGES.INTERNAL;
}
