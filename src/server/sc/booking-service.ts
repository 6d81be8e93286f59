import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import {
  availabilityQuery,
  bookingInput,
  bookingTimeInput,
  type Availability,
  type BookingReceipt,
  type BookingTime,
  type HolderBooking,
} from '../../shared/sc/booking';
import { answersProblem } from '../../shared/sc/booking-answers';
import { normaliseBookingCode } from '../../shared/sc/booking-code';
import {
  changeProblem,
  firstOverlap,
  SC_MESSAGES,
  timeProblem,
} from '../../shared/sc/booking-rules';
import { holderView, roomName } from '../../shared/sc/booking-views';
import { AppError, parseInput } from '../http/app-error';
import { insertWithFreshCode } from './booking-code-draw';
import {
  managedView,
  publishBookings,
  refusal,
  ruleContext,
  type BookingDeps,
  type RuleContext,
} from './booking-context';
import type { BookingMailer } from './booking-mail';
import type { StoredBooking } from './booking-repository';

/** A code as typed: the backend normalises it (booking-code.ts). */
const typedCode = z.string().check(z.maxLength(64, { error: SC_MESSAGES.codeNotFound }));
export const codeBody = z.strictObject({ kode: typedCode });
const rescheduleBody = z.strictObject({ kode: typedCode, ...bookingTimeInput.shape });

/** Called when a code names no booking: the route counts it as a miss (tracking's throttle). */
export type OnMiss = () => void;

export const codeNotFound = () => new AppError('NOT_FOUND', 404, SC_MESSAGES.codeNotFound);

/** The lock and window rules read a booking's attendance as "done or not". */
export const holderState = (b: StoredBooking) => ({
  status: b.status,
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  checkIn: b.checkInPada,
  checkOut: b.checkOutPada,
});

/**
 * Why this room and time cannot be booked (the borrower's or a manager's), in the shared order:
 * the time on its own, then the answers when asked, then an overlap with another active booking
 * in the same or a linked room. Called inside the deciding transaction.
 */
export function placeProblem(
  deps: Pick<BookingDeps, 'bookings'>,
  candidate: BookingTime & { ruangId: string },
  context: RuleContext,
  options: { allowPast: boolean; except?: string; jawaban?: Readonly<Record<string, string>> },
): AppError | null {
  const time = timeProblem(candidate, { ...context, allowPast: options.allowPast });
  if (time) return refusal(400, time.message, time.field);
  if (options.jawaban) {
    const answers = answersProblem(options.jawaban, context.questions);
    if (answers) return refusal(400, answers.message, answers.field);
  }
  const others = deps.bookings.activeOn(candidate.tanggal);
  if (firstOverlap(candidate, others, context.rooms, options.except))
    return refusal(409, SC_MESSAGES.overlap(roomName(candidate.ruangId, context.rooms)));
  return null;
}

/** Answers as stored: trimmed, the empty ones of optional questions left out. */
const keptAnswers = (jawaban: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(jawaban)
      .map(([id, answer]) => [id, answer.trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );

/**
 * The borrower's side of the loans (issue 20 §1–3): availability, booking, and what the holder
 * of a code may do. Each decision and its write are one better-sqlite3 transaction, which SQLite
 * runs one at a time, so two bookings of one slot can never both pass the overlap check.
 */
export function createBookingService(deps: BookingDeps & { mail: BookingMailer }) {
  const { db, bookings } = deps;
  const iso = (now: number) => new Date(now).toISOString();

  /** The code's canonical form; an empty one is the form's mistake, not a miss. */
  const canonical = (typed: string): string | null => {
    if (typed.trim() === '') throw refusal(400, SC_MESSAGES.codeEmpty, 'kode');
    return normaliseBookingCode(typed);
  };

  /**
   * Runs `work` on the booking of a typed code inside one transaction. A code that names no
   * booking is counted (`miss`) after the transaction, so the count is never rolled back.
   */
  const withHolder = <T>(typed: string, miss: OnMiss, work: (b: StoredBooking) => T): T => {
    const kode = canonical(typed);
    const result = db.transaction(() => {
      const booking = kode ? bookings.findByKode(kode) : undefined;
      return booking ? { value: work(booking) } : null;
    })();
    if (!result) {
      miss();
      throw codeNotFound();
    }
    return result.value;
  };

  const holder = (b: StoredBooking, context: Pick<RuleContext, 'rooms'>): HolderBooking =>
    holderView(managedView(b), context.rooms);

  return {
    /** The booking of a typed code, read once (a miss counted); the caller decides again later. */
    locate(typed: string, miss: OnMiss): StoredBooking {
      return withHolder(typed, miss, (booking) => booking);
    },

    availability(body: unknown, miss: OnMiss): Availability {
      const query = parseInput(availabilityQuery, body);
      const decide = (except?: string): Availability => {
        const problem = placeProblem(deps, query, ruleContext(deps), {
          allowPast: false,
          ...(except ? { except } : {}),
        });
        if (problem && problem.statusCode !== 409) throw problem;
        return { tersedia: problem === null };
      };
      return query.kode?.trim() ? withHolder(query.kode, miss, (own) => decide(own.id)) : decide();
    },

    book(body: unknown): BookingReceipt {
      const input = parseInput(bookingInput, body);
      const { stored, context } = db.transaction(() => {
        const context = ruleContext(deps);
        const problem = placeProblem(deps, input, context, {
          allowPast: false,
          jawaban: input.jawaban,
        });
        if (problem) throw problem;
        const at = iso(context.now);
        const draft: StoredBooking = {
          id: randomUUID(),
          kode: '',
          ruangId: input.ruangId,
          tanggal: input.tanggal,
          waktuMulai: input.waktuMulai,
          waktuSelesai: input.waktuSelesai,
          status: 'aktif',
          penanggungJawab: input.penanggungJawab,
          organisasi: input.organisasi,
          kontak: input.kontak,
          email: input.email,
          jawaban: keptAnswers(input.jawaban),
          dibuatPada: at,
          diubahPada: at,
          checkInPada: null,
          checkInFoto: null,
          checkOutPada: null,
          checkOutFoto: null,
        };
        const kode = insertWithFreshCode((candidate) =>
          bookings.insert({ ...draft, kode: candidate }),
        );
        return { stored: { ...draft, kode }, context };
      })();
      publishBookings(deps.hub);
      const receipt: BookingReceipt = {
        kode: stored.kode,
        booking: holder(stored, context),
        penanggungJawab: stored.penanggungJawab,
      };
      deps.mail.receipt(stored.email, receipt, context.now);
      return receipt;
    },

    find(body: unknown, miss: OnMiss): HolderBooking {
      const { kode } = parseInput(codeBody, body);
      return withHolder(kode, miss, (booking) => holder(booking, ruleContext(deps)));
    },

    reschedule(body: unknown, miss: OnMiss): HolderBooking {
      const { kode, ...time } = parseInput(rescheduleBody, body);
      const changed = withHolder(kode, miss, (booking) => {
        const context = ruleContext(deps);
        const locked = changeProblem(holderState(booking), context.now);
        if (locked) throw refusal(409, locked);
        const candidate = { ...time, ruangId: booking.ruangId };
        const problem = placeProblem(deps, candidate, context, {
          allowPast: false,
          except: booking.id,
        });
        if (problem) throw problem;
        const next = { ...booking, ...time, diubahPada: iso(context.now) };
        bookings.update(next);
        return holder(next, context);
      });
      publishBookings(deps.hub);
      return changed;
    },

    cancel(body: unknown, miss: OnMiss): HolderBooking {
      const { kode } = parseInput(codeBody, body);
      const cancelled = withHolder(kode, miss, (booking) => {
        const context = ruleContext(deps);
        const locked = changeProblem(holderState(booking), context.now);
        if (locked) throw refusal(409, locked);
        const next = { ...booking, status: 'dibatalkan' as const, diubahPada: iso(context.now) };
        bookings.update(next);
        return holder(next, context);
      });
      publishBookings(deps.hub);
      return cancelled;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
