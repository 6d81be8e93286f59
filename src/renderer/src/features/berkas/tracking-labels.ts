import type { SubmissionStatus, VerifierStatus } from '../../../../shared/berkas/status';

export const VERIFIER_STATUS_LABELS: Record<VerifierStatus, string> = {
  menunggu: 'Menunggu',
  diverifikasi: 'Terverifikasi',
  revisi: 'Perlu Revisi',
};

export const VERIFIER_STATUS_COLORS: Record<VerifierStatus, string> = {
  menunggu: 'gray',
  diverifikasi: 'teal',
  revisi: 'orange',
};

export const SUBMISSION_STATUS_COLORS: Record<SubmissionStatus, string> = {
  Diajukan: 'blue',
  'Dalam Proses Verifikasi': 'yellow',
  'Revisi Diperlukan': 'orange',
  Disetujui: 'teal',
  Selesai: 'green',
};

export const TICKET_REQUIRED_MESSAGE = 'Nomor tiket wajib diisi.';
