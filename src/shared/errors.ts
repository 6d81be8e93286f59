import * as z from 'zod/mini';

/**
 * Error codes the API answers with. Every code has one Indonesian message, so a client that only
 * knows the code can still tell the user what happened.
 */
export const API_ERROR_MESSAGES = {
  BAD_REQUEST: 'Permintaan tidak valid.',
  INVALID_JSON: 'Format data yang dikirim tidak valid (JSON rusak).',
  VALIDATION: 'Data yang dikirim tidak valid.',
  PAYLOAD_TOO_LARGE: 'Data yang dikirim terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis data yang dikirim tidak didukung.',
  NOT_FOUND: 'Alamat yang diminta tidak ditemukan.',
  METHOD_NOT_ALLOWED: 'Metode permintaan tidak diizinkan.',
  UNAUTHENTICATED: 'Silakan masuk terlebih dahulu.',
  FORBIDDEN: 'Anda tidak memiliki akses untuk tindakan ini.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
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
