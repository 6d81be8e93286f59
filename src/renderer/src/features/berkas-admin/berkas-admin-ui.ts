import type { SubmissionStatus, VerifierStatus } from '../../../../shared/berkas/status';
// The admin kit's notifications, under the names this feature has always used.
export {
  GENERIC_ERROR,
  errorMessage,
  notifyError,
  notifySuccess,
} from '../../ui/admin-kit/admin-notify';

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
