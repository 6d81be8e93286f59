import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SC_ROUTES } from '../../shared/sc/sc-paths';
import type { RateLimits } from '../http/rate-limits';
import { access } from '../http/route-access';
import type { ScServices } from '../sc/sc-services';

/** A booking: the fixed answers and up to 40 configurable ones of 2,000 characters. */
const BOOKING_BODY_LIMIT = 128 * 1024;
/** A code, a date and two times. */
const SMALL_BODY_LIMIT = 1024;
/** A photo of up to 1.5 MB as base64 (2,000,000 characters) and a code. */
const ATTENDANCE_BODY_LIMIT = 2_000_000 + 1024;

/**
 * The borrower's side of the sports-centre loans (issue 20 §1–4). Anyone may ask and book; what
 * holds a booking is its code, which travels in the body only and whose misses count against
 * the address like SI-LAKAS ticket misses (growing pauses). Writes are rate-limited per address
 * like the SI-BERKAS intake. Answers never carry a name, phone number or e-mail; a code only in
 * the receipt of the booking that made it. The public calendar and the settings are live topics
 * (sc-live.ts).
 */
export function registerScPublicRoutes(
  app: FastifyInstance,
  deps: { sc: ScServices; limits: RateLimits },
): void {
  const { limits } = deps;
  const miss = (request: FastifyRequest) => () => limits.tracking.recordMiss(request);
  const byCode = (why: string) => ({
    config: { access: access.public(why) },
    bodyLimit: SMALL_BODY_LIMIT,
    onRequest: limits.tracking.check,
  });
  const changeByCode = (why: string, bodyLimit: number) => ({
    config: { access: access.public(why) },
    bodyLimit,
    onRequest: [limits.tracking.check, limits.intake],
  });

  app.post(
    SC_ROUTES.availability,
    byCode('answers free or taken only; a code (the own booking) that is none counts as a miss'),
    async (request) => deps.sc.public.availability(request.body, miss(request)),
  );

  app.post(
    SC_ROUTES.book,
    {
      config: {
        access: access.public('anyone may book (issue 20); rate-limited per address like intake'),
      },
      bodyLimit: BOOKING_BODY_LIMIT,
      onRequest: limits.intake,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send(deps.sc.public.book(request.body));
    },
  );

  app.post(
    SC_ROUTES.find,
    byCode('the code is the key; misses throttled per address; no personal data in the answer'),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.sc.public.find(request.body, miss(request));
    },
  );

  app.post(
    SC_ROUTES.reschedule,
    changeByCode('the code is the key; misses throttled, writes rate-limited', SMALL_BODY_LIMIT),
    async (request) => deps.sc.public.reschedule(request.body, miss(request)),
  );

  app.post(
    SC_ROUTES.cancel,
    changeByCode('the code is the key; misses throttled, writes rate-limited', SMALL_BODY_LIMIT),
    async (request) => deps.sc.public.cancel(request.body, miss(request)),
  );

  for (const [path, step] of [
    [SC_ROUTES.checkIn, 'checkIn'],
    [SC_ROUTES.checkOut, 'checkOut'],
  ] as const)
    app.post(
      path,
      changeByCode(
        'the code is the key; misses throttled, writes rate-limited; the photo checked by content',
        ATTENDANCE_BODY_LIMIT,
      ),
      async (request) => deps.sc.attendance[step](request.body, miss(request)),
    );
}
