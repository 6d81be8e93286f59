import type { FastifyBaseLogger } from 'fastify';
import type { Submission } from '../../shared/berkas/submission';
import {
  approvedMail,
  finishedMail,
  revisionNeededMail,
  submissionReceivedMail,
  submitterEmail,
  trackingLink,
  type MailText,
} from '../../shared/berkas/submitter-mail';
import type { FormField } from '../../shared/berkas/form-fields';
import type { Mailer } from './mailer';

/**
 * E-mail to the submitter when the form had an answer of type email (issue 12, item 10). Called
 * after the change is committed; a mail that fails is logged and never fails or undoes the action.
 */
export function createSubmitterNotifier(deps: {
  mailer: Mailer;
  fields: () => readonly FormField[];
  publicUrl: () => string;
  log: () => FastifyBaseLogger;
  /** A stored reply letter's link made into one that expires (the permanent one needs a session). */
  letterLink?: (fileUrl: string | null) => string | null;
}) {
  const send = (submission: Submission, build: (trackingUrl: string) => MailText): void => {
    let to: string | null;
    let mail: MailText;
    try {
      to = submitterEmail(deps.fields(), submission.answers);
      if (!to) return;
      mail = build(trackingLink(deps.publicUrl(), submission.ticketId));
    } catch (error) {
      deps.log().error({ err: error }, 'Gagal menyusun email untuk pengaju');
      return;
    }
    deps.mailer.send({ to, ...mail }).catch((error: unknown) => {
      deps.log().error({ err: error, ticketId: submission.ticketId }, 'Gagal mengirim email');
    });
  };
  /** A reply letter stored here is linked by path; the e-mail needs the whole address. */
  const absolute = (url: string | null) =>
    url?.startsWith('/') ? `${deps.publicUrl().replace(/\/+$/, '')}${url}` : url;

  return {
    received(submission: Submission, revisionCode: string): void {
      send(submission, (trackingUrl) =>
        submissionReceivedMail({
          ticketId: submission.ticketId,
          revisionCode,
          namaKegiatan: submission.namaKegiatan,
          trackingUrl,
        }),
      );
    },
    revisionNeeded(submission: Submission): void {
      send(submission, (trackingUrl) =>
        revisionNeededMail({
          ticketId: submission.ticketId,
          namaKegiatan: submission.namaKegiatan,
          verifiers: submission.verifiers,
          trackingUrl,
        }),
      );
    },
    approved(submission: Submission): void {
      send(submission, (trackingUrl) =>
        approvedMail({
          ticketId: submission.ticketId,
          namaKegiatan: submission.namaKegiatan,
          trackingUrl,
        }),
      );
    },
    finished(submission: Submission): void {
      send(submission, (trackingUrl) =>
        finishedMail({
          ticketId: submission.ticketId,
          namaKegiatan: submission.namaKegiatan,
          catatan: submission.finalResponse?.catatan ?? '',
          letterUrl: absolute(
            (deps.letterLink ?? ((url) => url))(submission.finalResponse?.fileUrl ?? null),
          ),
          trackingUrl,
        }),
      );
    },
  };
}

export type SubmitterNotifier = ReturnType<typeof createSubmitterNotifier>;
