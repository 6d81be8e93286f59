import { collection, doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { generateRevisionCode } from '../../../../shared/berkas/revision-code';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { submissionReceivedMail } from '../../../../shared/berkas/submitter-mail';
import { formatTicket } from '../../../../shared/berkas/ticket';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError } from './firebase-errors';
import { revisionKeyContent, revisionKeyId } from './revision-keys';
import { initialSubmissionDocs } from './submission-mapping';
import { mailDoc } from './submitter-mail-doc';

/** Writes a submission under one ticket: 'created', or 'taken' when that ticket already exists. */
export type TicketWriter = (ticketId: string) => Promise<'created' | 'taken'>;

export interface TicketOptions {
  /** An integer in [0, 100000); crypto-strong by default. */
  random?: () => number;
  now?: () => Date;
  attempts?: number;
}

const TICKET_SPACE = 100_000;
const TICKET_FAILED = 'Nomor tiket tidak dapat dibuat. Silakan coba lagi.';

/**
 * Five unbiased random digits: draws above the largest multiple of 100000 are redrawn, so every
 * ticket is equally likely. Random rather than derived from the clock (SPEC.md §3 said "last 5
 * digits of the timestamp"): tickets cannot be guessed from one another, and tracking is public.
 */
export function randomTicketNumber(): number {
  const limit = Math.floor(2 ** 32 / TICKET_SPACE) * TICKET_SPACE;
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0] ?? limit;
    if (value < limit) return value % TICKET_SPACE;
  }
}

/** The calendar year in Asia/Jakarta, where the organisation is: a ticket drawn at 00:30 WIB on 1 January is of the new year. */
export const jakartaYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(date));

/**
 * Draws tickets until `write` stores one, at most `attempts` times; a collision is rare (1 in
 * 100000 per existing submission of the year) but not impossible.
 */
export async function allocateTicket(
  write: TicketWriter,
  { random = randomTicketNumber, now = () => new Date(), attempts = 5 }: TicketOptions = {},
): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const ticketId = formatTicket(jakartaYear(now()), random());
    if ((await write(ticketId)) === 'created') return ticketId;
  }
  throw new BackendError('CONFLICT', TICKET_FAILED, 409);
}

/**
 * The Firestore writer: submission and publicStatus in one batch, with the ticket as document id.
 * A create on an existing id is an update in the rules' terms, which the public may not do, so a
 * collision is a `permission-denied`. So is data the rules refuse; anyone may get a publicStatus
 * by its ticket, so one read tells the two apart — a refusal of the data is not retried under
 * another ticket.
 */
/** The revision code of the submission and what its first key and the e-mail are made from. */
export interface IntakeExtras {
  revisionCode: string;
  fields: readonly FormField[];
  /** The answers as sent (files as data URLs), for the files' names. */
  sent: Record<string, string>;
}

export function firestoreTicketWriter(
  h: FirebaseHandles,
  answers: Record<string, string>,
  extras?: IntakeExtras,
): TicketWriter {
  return async (ticketId) => {
    const docs = initialSubmissionDocs(ticketId, answers);
    const batch = writeBatch(h.db);
    batch.set(doc(h.db, 'submissions', ticketId), docs.submission);
    batch.set(doc(h.db, 'publicStatus', ticketId), docs.publicStatus);
    if (extras) {
      // The first revision key and the e-mail go with the submission, or not at all.
      const keyId = await revisionKeyId(ticketId, extras.revisionCode, 1);
      batch.set(doc(h.db, 'revisionKeys', keyId), {
        ticketId,
        version: 1,
        ...revisionKeyContent(extras.fields, extras.sent, answers),
        createdAt: serverTimestamp(),
      });
      const mail = mailDoc(extras.fields, { ticketId, answers }, (trackingUrl) =>
        submissionReceivedMail({
          ticketId,
          revisionCode: extras.revisionCode,
          namaKegiatan: answers['namaKegiatan'] ?? '',
          trackingUrl,
        }),
      );
      if (mail) batch.set(doc(collection(h.db, 'mail')), mail);
    }
    try {
      await batch.commit();
      return 'created';
    } catch (error) {
      if (firebaseCodeOf(error) !== 'permission-denied') throw toBackendError(error);
    }
    let taken: boolean;
    try {
      taken = (await getDoc(doc(h.db, 'publicStatus', ticketId))).exists();
    } catch (error) {
      throw toBackendError(error);
    }
    if (taken) return 'taken';
    throw new BackendError('FORBIDDEN', BERKAS_MESSAGES.backendFailed, 403);
  };
}

/** Stores a submission (answers as the script endpoint returned them) under a fresh ticket. */
export async function createSubmissionWithFreshTicket(
  h: FirebaseHandles,
  answersFromScript: Record<string, string>,
  options: TicketOptions = {},
  intake: Omit<IntakeExtras, 'revisionCode'> = { fields: [], sent: {} },
): Promise<{ ticketId: string; revisionCode: string }> {
  const revisionCode = generateRevisionCode();
  const ticketId = await allocateTicket(
    firestoreTicketWriter(h, answersFromScript, { ...intake, revisionCode }),
    options,
  );
  return { ticketId, revisionCode };
}
