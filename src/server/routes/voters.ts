import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  VOTER_MESSAGES,
  VOTER_PHOTO_MAX_CHARS,
  voterForgotPasswordSchema,
  voterLoginSchema,
  voterProfileUpdateSchema,
  voterRegistrationSchema,
  voterResetPasswordSchema,
} from '../../shared/evoting/voter';
import { voterProfileOf, type StoredVoter } from '../evoting/voter-repository';
import type { VoterAuthService, VoterSession } from '../evoting/voter-auth-service';
import { parseInput } from '../http/app-error';
import { requireVoter } from '../http/auth-context';
import type { RateLimits } from '../http/rate-limits';
import { access } from '../http/route-access';
import { sessionCookieOptions } from '../http/session-cookie';
import { AUTH_BODY_LIMIT } from './auth';

/** The profile carries the photo as a data URL (SPEC.md §3): its cap plus the few text fields. */
export const VOTER_PROFILE_BODY_LIMIT = VOTER_PHOTO_MAX_CHARS + 16 * 1024;

export interface VoterRouteDeps {
  voterAuth: VoterAuthService;
  limits: RateLimits;
  secureCookies: boolean;
}

const profileOf = (voter: StoredVoter | null) => (voter ? voterProfileOf(voter) : null);

/**
 * Voters' own accounts under /api/pemilih (issue 18 item 1), shaped like /api/auth: a cookie of
 * their own (`request.voterCookie`, the admin session's options), the same sign-in throttling,
 * registration and reset limits. Admin sessions never count here, nor voter sessions there.
 */
export function registerVoterRoutes(app: FastifyInstance, deps: VoterRouteDeps): void {
  const { voterAuth, limits } = deps;
  const cookieOptions = sessionCookieOptions(deps.secureCookies);
  const signIn = (reply: FastifyReply, session: VoterSession) => {
    reply.setCookie(reply.request.voterCookie, session.token, cookieOptions);
    return { voter: session.user };
  };

  // Registration tells whether a NIM or an e-mail is taken (409, the organisation's texts); the
  // per-address limit keeps that from becoming a way to list the voters.
  app.post(
    '/api/pemilih/register',
    {
      config: {
        access: access.public(
          'makes a voter who may do nothing until a committee verifies them; rate-limited per address',
        ),
      },
      bodyLimit: AUTH_BODY_LIMIT,
      onRequest: limits.registration,
    },
    async (request, reply) => {
      const session = await voterAuth.register(parseInput(voterRegistrationSchema, request.body));
      return reply.status(201).send(signIn(reply, session));
    },
  );

  app.post(
    '/api/pemilih/login',
    {
      config: { access: access.public('sign-in itself; rate-limited per address and voter') },
      bodyLimit: AUTH_BODY_LIMIT,
      onRequest: limits.voterSignIn.onRequest,
    },
    async (request, reply) => {
      const input = parseInput(voterLoginSchema, request.body);
      const session = await limits.voterSignIn.attempt(request, reply, input.email, () =>
        voterAuth.login(input.email, input.password),
      );
      return signIn(reply, session);
    },
  );

  const ownSession = {
    config: { access: access.public('acts only on the voter session the request itself presents') },
  };
  app.post('/api/pemilih/logout', ownSession, async (request, reply) => {
    voterAuth.signOut(request.voterSessionToken);
    // The same attributes as when it was set: a `__Host-` cookie is only replaced by a Secure one.
    const { maxAge: _lifetime, ...attributes } = cookieOptions;
    reply.clearCookie(request.voterCookie, attributes);
    return reply.status(204).send();
  });

  // The signed-in voter, or null; the voter pages' keep-alive too (any request is activity).
  app.get('/api/pemilih/session', ownSession, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { voter: profileOf(request.voter) };
  });

  const reset = { bodyLimit: AUTH_BODY_LIMIT, onRequest: limits.passwordReset.onRequest };
  app.post(
    '/api/pemilih/forgot-password',
    {
      ...reset,
      config: {
        access: access.public(
          'SPEC.md §8 says whether the email is a voter’s; rate-limited per address and per email',
        ),
      },
    },
    async (request) => {
      const { email } = parseInput(voterForgotPasswordSchema, request.body);
      const voter = voterAuth.assertVoterEmail(email);
      // Past its few mails an address gets no more for a while, with the very same answer.
      if (limits.passwordReset.mayMail(email)) await voterAuth.sendResetLink(voter);
      return { message: VOTER_MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/pemilih/reset-password',
    {
      ...reset,
      config: {
        access: access.public(
          'needs the single-use token of the reset mail; rate-limited per address',
        ),
      },
    },
    async (request) => {
      const { token, password } = parseInput(voterResetPasswordSchema, request.body);
      await voterAuth.resetPassword(token, password);
      return { message: VOTER_MESSAGES.resetDone };
    },
  );

  app.patch(
    '/api/pemilih/profile',
    { config: { access: access.voter() }, bodyLimit: VOTER_PROFILE_BODY_LIMIT },
    async (request) => {
      const voter = requireVoter(request);
      const changes = parseInput(voterProfileUpdateSchema, request.body);
      return { voter: voterAuth.updateProfile(voter, changes) };
    },
  );
}
