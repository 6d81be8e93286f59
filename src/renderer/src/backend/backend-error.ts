import { apiErrorMessage } from '../../../shared/errors';

export const NETWORK_ERROR_MESSAGE =
  'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.';
export const INVALID_RESPONSE_MESSAGE = 'Server memberikan jawaban yang tidak dikenali.';

/** A failure any backend reports the same way: a stable code and a message for the user. */
export class BackendError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'BackendError';
  }

  static network(): BackendError {
    return new BackendError('NETWORK', NETWORK_ERROR_MESSAGE);
  }

  static invalidResponse(): BackendError {
    return new BackendError('INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  }

  static fromCode(code: string, status?: number, message?: string): BackendError {
    return new BackendError(code, message ?? apiErrorMessage(code), status);
  }
}
