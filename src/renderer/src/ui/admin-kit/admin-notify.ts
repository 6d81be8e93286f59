import { BackendError } from '../../backend/backend-error';
import { notifications } from '../feedback/notify';

export const GENERIC_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';

/** The backend's own message (Indonesian, SPEC.md §8), else a generic one. */
export const errorMessage = (error: unknown): string =>
  error instanceof BackendError ? error.message : GENERIC_ERROR;

export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', title: 'Gagal', message: errorMessage(error) });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
