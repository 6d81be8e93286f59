import type { FormField } from '../../../../shared/berkas/form-fields';
import type { Submission } from '../../../../shared/berkas/submission';
import {
  approvedMail,
  finishedMail,
  revisionNeededMail,
  submitterEmail,
  trackingLink,
  type MailText,
} from '../../../../shared/berkas/submitter-mail';
import { pageOrigin } from '../page-origin';

/**
 * A `mail/{id}` document as the "Trigger Email from Firestore" extension reads it (`to`,
 * `message.subject`, `message.text`), written in the same batch as the change it reports; the
 * rules allow it only then and only to an address among that submission's answers.
 * `ticketId` lets the rules find the submission; the extension ignores it.
 */
export interface MailDoc {
  to: string;
  message: MailText;
  ticketId: string;
}

/** The site's own address: links in the e-mails lead back to it. */
export const siteOrigin = pageOrigin;

export function mailDoc(
  fields: readonly FormField[],
  submission: Pick<Submission, 'answers' | 'ticketId'>,
  build: (trackingUrl: string) => MailText,
): MailDoc | null {
  const to = submitterEmail(fields, submission.answers);
  if (!to) return null;
  return {
    to,
    message: build(trackingLink(siteOrigin(), submission.ticketId)),
    ticketId: submission.ticketId,
  };
}

/** The mail of a workflow step, when its new status is one the submitter hears about. */
export function statusMailDoc(
  fields: readonly FormField[],
  before: Submission,
  after: Submission,
): MailDoc | null {
  const common = { ticketId: after.ticketId, namaKegiatan: after.namaKegiatan };
  const revisionAsked = (['sekjend', 'kemendagri', 'kemenkeu', 'banggar'] as const).some(
    (key) =>
      after.verifiers[key].status === 'revisi' &&
      (before.verifiers[key].status !== 'revisi' ||
        before.verifiers[key].catatan !== after.verifiers[key].catatan),
  );
  if (after.currentStatus === 'Revisi Diperlukan' && revisionAsked)
    return mailDoc(fields, after, (trackingUrl) =>
      revisionNeededMail({ ...common, verifiers: after.verifiers, trackingUrl }),
    );
  if (after.currentStatus === 'Disetujui' && before.currentStatus !== 'Disetujui')
    return mailDoc(fields, after, (trackingUrl) => approvedMail({ ...common, trackingUrl }));
  if (after.currentStatus === 'Selesai' && before.currentStatus !== 'Selesai')
    return mailDoc(fields, after, (trackingUrl) =>
      finishedMail({
        ...common,
        catatan: after.finalResponse?.catatan ?? '',
        letterUrl: after.finalResponse?.fileUrl ?? null,
        trackingUrl,
      }),
    );
  return null;
}
