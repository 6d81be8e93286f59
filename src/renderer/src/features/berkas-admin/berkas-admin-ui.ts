import type { SubmissionStatus, VerifierStatus } from '../../../../shared/berkas/status';
import { BackendError } from '../../backend/backend-error';
import { notifications } from '../../ui/feedback/notify';

export const GENERIC_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';

/** The server's message (SPEC.md §8), else a generic one. */
export const errorMessage = (error: unknown): string =>
  error instanceof BackendError ? error.message : GENERIC_ERROR;

export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', title: 'Gagal', message: errorMessage(error) });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export const STATUS_COLORS: Record<SubmissionStatus, string> = {
  Diajukan: 'gray',
  'Dalam Proses Verifikasi': 'blue',
  'Revisi Diperlukan': 'orange',
  Disetujui: 'teal',
  Selesai: 'green',
};

export const VERIFIER_STATUS_LABELS: Record<VerifierStatus, string> = {
  menunggu: 'Menunggu',
  diverifikasi: 'Diverifikasi',
  revisi: 'Revisi',
};

export const VERIFIER_STATUS_COLORS: Record<VerifierStatus, string> = {
  menunggu: 'gray',
  diverifikasi: 'green',
  revisi: 'orange',
};
