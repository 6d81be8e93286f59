import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  BELENIOS_LIMITS,
  BELENIOS_MESSAGES,
  witnessInvitationMail,
  witnessSignInInput,
} from '../../shared/evoting/belenios-election';
import { BELENIOS_ROUTES } from '../../shared/evoting/belenios-paths';
import { committeeAccess } from '../evoting/committee-access';
import type { ElectionRepository } from '../evoting/election-repository';
import type { EvotingServices } from '../evoting/evoting-services';
import { electionNotFound } from '../evoting/committee-service';
import { requireTrustee, trusteeAccess } from '../evoting/belenios/trustee-access';
import { witnessCodeHash } from '../evoting/belenios/trustee-setup-service';
import { type WitnessSessions, WITNESS_SESSION_MS } from '../evoting/belenios/witness-sessions';
import { AppError, parseInput } from '../http/app-error';
import { requireCaller, requireVoter } from '../http/auth-context';
import { SMALL_BODY_LIMIT } from '../http/body-limits';
import type { RateLimits } from '../http/rate-limits';
import type { Mailer } from '../mail/mailer';
import { access } from '../http/route-access';
import { sessionCookieOptions } from '../http/session-cookie';

const eventParams = z.object({ eventId: z.string().check(z.minLength(1), z.maxLength(64)) });
const TRUSTEE_BODY_LIMIT = BELENIOS_LIMITS.trusteeMessageBytesMax + 1024;
const CREDENTIALS_BODY_LIMIT = BELENIOS_LIMITS.credentialsPerRequest * 800 + 1024;

/**
 * Belenios elections (issue 34): the committee's trustees and credential authority, the
 * trustees' steps, the voter's credential and encrypted ballot, and the public ballot box and
 * record. No route reads or writes a choice: a ballot arrives encrypted and stays so; counts
 * exist only in the result the trustees' decryptions give. No body reaches a log.
 */
export function registerEvotingBeleniosRoutes(
  app: FastifyInstance,
  deps: {
    elections: ElectionRepository;
    evoting: EvotingServices;
    witnesses: WitnessSessions;
    limits: RateLimits;
    secureCookies: boolean;
    mailer: Mailer;
    publicUrl: () => string;
  },
): void {
  const { trusteeSetup, trusteeSteps, credentials, ballot, record, repository } =
    deps.evoting.belenios;
  const event = (request: FastifyRequest) => parseInput(eventParams, request.params).eventId;
  const committee = { config: { access: committeeAccess(deps.elections) } };
  const witnessCookie = deps.secureCookies ? '__Host-bem_wali' : 'bem_wali';
  const trustee = {
    config: {
      access: trusteeAccess({
        belenios: repository,
        witnesses: deps.witnesses,
        cookieName: witnessCookie,
      }),
    },
    bodyLimit: TRUSTEE_BODY_LIMIT,
  };

  // The committee: trustees and the credential authority.
  app.get(BELENIOS_ROUTES.trustees, committee, async (request) =>
    trusteeSetup.status(event(request)),
  );
  app.put(
    BELENIOS_ROUTES.trustees,
    { ...committee, bodyLimit: SMALL_BODY_LIMIT },
    async (request) => {
      const named = trusteeSetup.name(requireCaller(request), event(request), request.body);
      // After the commit: a mail that fails is logged and never undoes the naming (the committee
      // has the codes on screen).
      const namaPemilihan = deps.elections.find(event(request))?.nama ?? '';
      const signInUrl = `${deps.publicUrl().replace(/\/+$/, '')}/wali/masuk`;
      for (const saksi of named.saksi) {
        const nama = named.wali.find((w) => w.posisi === saksi.posisi)?.nama ?? '';
        const mail = witnessInvitationMail({
          nama,
          namaPemilihan,
          kodeMasuk: saksi.kodeMasuk,
          signInUrl,
        });
        deps.mailer.send({ to: saksi.email, ...mail }).catch((error: unknown) => {
          request.log.error({ err: error }, 'Gagal mengirim e-mail undangan wali kunci');
        });
      }
      return named;
    },
  );
  app.get(BELENIOS_ROUTES.committeeCredentials, committee, async (request) =>
    credentials.missing(event(request)),
  );
  app.post(
    BELENIOS_ROUTES.committeeCredentials,
    { ...committee, bodyLimit: CREDENTIALS_BODY_LIMIT },
    async (request) => credentials.issue(requireCaller(request), event(request), request.body),
  );

  // The trustees, each at their own position.
  app.get(BELENIOS_ROUTES.trustee, trustee, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return trusteeSteps.view(requireTrustee(request));
  });
  const step = (
    route: string,
    run: (caller: ReturnType<typeof requireTrustee>, body: unknown) => void,
  ) =>
    app.post(route, trustee, async (request) => {
      const caller = requireTrustee(request);
      run(caller, request.body);
      return trusteeSteps.view(caller);
    });
  step(BELENIOS_ROUTES.trusteeCertificate, trusteeSteps.certificate);
  step(BELENIOS_ROUTES.trusteePolynomial, trusteeSteps.polynomial);
  step(BELENIOS_ROUTES.trusteeVerification, trusteeSteps.verification);
  step(BELENIOS_ROUTES.trusteeDecryption, trusteeSteps.decryption);

  // A witness's sign-in: e-mail and the code the committee gave them, for one election.
  const cookieOptions = {
    ...sessionCookieOptions(deps.secureCookies),
    maxAge: WITNESS_SESSION_MS / 1000,
  };
  app.post(
    BELENIOS_ROUTES.witnessSignIn,
    {
      config: {
        access: access.public('sign-in itself with a long random code; rate-limited per address'),
      },
      bodyLimit: SMALL_BODY_LIMIT,
      onRequest: deps.limits.perAddress('witness-sign-in', 20),
    },
    async (request, reply) => {
      const { email, kode } = parseInput(witnessSignInInput, request.body);
      const found = deps.witnesses.trusteeFor(email, witnessCodeHash(kode));
      if (!found) throw new AppError('UNAUTHENTICATED', 401, BELENIOS_MESSAGES.witnessSignInFailed);
      reply.setCookie(witnessCookie, deps.witnesses.create(found), cookieOptions);
      return found;
    },
  );
  app.post(
    BELENIOS_ROUTES.witnessSignOut,
    { config: { access: access.public('ends only the witness session the request presents') } },
    async (request, reply) => {
      const token = request.cookies[witnessCookie];
      if (token) deps.witnesses.end(token);
      const { maxAge: _lifetime, ...attributes } = cookieOptions;
      reply.clearCookie(witnessCookie, attributes);
      return reply.status(204).send();
    },
  );

  // The voter: their credential before opening, their encrypted ballot while open.
  const voter = { config: { access: access.voter() } };
  app.get(BELENIOS_ROUTES.voterElection, voter, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ballot.view(requireVoter(request), event(request));
  });
  app.put(BELENIOS_ROUTES.voterCredential, { ...voter, bodyLimit: 2048 }, async (request) =>
    credentials.register(requireVoter(request), event(request), request.body),
  );
  // The ballot's exact text is what its tracker hashes: this route alone reads the body as text.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BELENIOS_LIMITS.ballotBytesMax },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      BELENIOS_ROUTES.ballot,
      { ...voter, bodyLimit: BELENIOS_LIMITS.ballotBytesMax },
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        return reply
          .status(201)
          .send(await ballot.cast(requireVoter(request), event(request), text));
      },
    );
  });

  // Everyone: the ballot box (trackers) while open and after, and the record.
  const publicRecord = {
    config: {
      access: access.public(
        "an election's public record: encrypted ballots and proofs, counts only once published",
      ),
    },
  };
  app.get(BELENIOS_ROUTES.ballotBox, publicRecord, async (request, reply) => {
    const election = deps.elections.find(event(request));
    const frozen = election ? record.setup(election) : null;
    if (!election || !frozen) throw electionNotFound();
    reply.header('Cache-Control', 'no-cache');
    return {
      uuid: frozen.stored.uuid,
      sidikJari: frozen.election.fingerprint,
      tracker: repository.trackers(election.id),
    };
  });
  app.get(BELENIOS_ROUTES.archive, publicRecord, async (request, reply) => {
    const election = deps.elections.find(event(request));
    const archive = election ? record.archive(election) : null;
    if (!archive) throw new AppError('NOT_FOUND', 404, BELENIOS_MESSAGES.archiveUnavailable);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${archive.uuid}.bel"`)
      .header('Cache-Control', 'no-cache')
      .send(Buffer.from(archive.bytes));
  });
}
