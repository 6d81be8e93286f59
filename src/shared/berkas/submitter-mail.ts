import type { FormField } from './form-fields';
import { answerProblem, ownAnswer } from './form-fields';
import { VERIFIER_KEYS, VERIFIER_LABELS, type Verifiers } from './status';

/**
 * The e-mails to the submitter (issue 12, item 10), the same texts from the embedded server and
 * from the Firebase adapter's `mail` documents. Plain Indonesian text: no markup to escape.
 */

export interface MailText {
  subject: string;
  text: string;
}

/** The submitter's address: the first answer of a field of type email, when it is one. */
export function submitterEmail(
  fields: readonly Pick<FormField, 'fieldName' | 'type' | 'label' | 'required' | 'options'>[],
  answers: Readonly<Record<string, string>>,
): string | null {
  for (const field of fields) {
    if (field.type !== 'email') continue;
    const value = ownAnswer(answers, field.fieldName)?.trim();
    if (value && !answerProblem({ ...field, placeholder: '', step: 1, defaultValue: '' }, value))
      return value;
  }
  return null;
}

export const trackingLink = (base: string, ticketId: string): string =>
  `${base.replace(/\/+$/, '')}/layanan/berkaskm/lacak?ticket=${encodeURIComponent(ticketId)}`;

const SIGNATURE = ['', 'Salam,', 'BEM KM Poltek Nuklir'];

export function submissionReceivedMail(input: {
  ticketId: string;
  revisionCode: string;
  namaKegiatan: string;
  trackingUrl: string;
}): MailText {
  return {
    subject: `Berkas diterima — ${input.ticketId}`,
    text: [
      'Halo,',
      '',
      `Pengajuan berkas "${input.namaKegiatan}" telah kami terima.`,
      '',
      `Nomor tiket: ${input.ticketId}`,
      `Kode revisi: ${input.revisionCode}`,
      '',
      'Nomor tiket dipakai untuk melacak status berkas:',
      input.trackingUrl,
      '',
      'Kode revisi bersifat rahasia: jangan bagikan kepada siapa pun. Kode ini diperlukan untuk mengirim perbaikan bila verifikator meminta revisi.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** The notes of every verifier that asks for revision. */
export function revisionNotes(verifiers: Verifiers): string[] {
  return VERIFIER_KEYS.filter((key) => verifiers[key].status === 'revisi').map(
    (key) => `- ${VERIFIER_LABELS[key]}: ${verifiers[key].catatan}`,
  );
}

export function revisionNeededMail(input: {
  ticketId: string;
  namaKegiatan: string;
  verifiers: Verifiers;
  trackingUrl: string;
}): MailText {
  return {
    subject: `Revisi diperlukan — ${input.ticketId}`,
    text: [
      'Halo,',
      '',
      `Berkas "${input.namaKegiatan}" (${input.ticketId}) memerlukan revisi.`,
      '',
      'Catatan verifikator:',
      ...revisionNotes(input.verifiers),
      '',
      'Cara mengirim perbaikan: buka tautan berikut, pilih "Kirim Perbaikan", masukkan kode revisi yang Anda terima saat mengajukan, lalu ganti jawaban atau berkas yang diminta.',
      input.trackingUrl,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function approvedMail(input: {
  ticketId: string;
  namaKegiatan: string;
  trackingUrl: string;
}): MailText {
  return {
    subject: `Berkas disetujui — ${input.ticketId}`,
    text: [
      'Halo,',
      '',
      `Berkas "${input.namaKegiatan}" (${input.ticketId}) telah disetujui. Tindak lanjut akhir akan dikirim kemudian.`,
      '',
      'Lacak status berkas:',
      input.trackingUrl,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function finishedMail(input: {
  ticketId: string;
  namaKegiatan: string;
  catatan: string;
  letterUrl: string | null;
  trackingUrl: string;
}): MailText {
  return {
    subject: `Berkas selesai — ${input.ticketId}`,
    text: [
      'Halo,',
      '',
      `Berkas "${input.namaKegiatan}" (${input.ticketId}) telah selesai diproses.`,
      ...(input.catatan.trim() ? ['', 'Catatan:', input.catatan.trim()] : []),
      ...(input.letterUrl ? ['', 'Surat balasan:', input.letterUrl] : []),
      '',
      'Lacak status berkas:',
      input.trackingUrl,
      ...SIGNATURE,
    ].join('\n'),
  };
}
