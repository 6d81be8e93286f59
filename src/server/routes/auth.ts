import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerAdminRequestSchema,
  registerPanitiaRequestSchema,
  resetPasswordRequestSchema,
} from '../../shared/auth-api';
import type { AuthService } from '../accounts/auth-service';
import type { SessionStore } from '../accounts/session-store';
import { parseInput } from '../http/app-error';
import { sessionCookieOptions } from '../http/session-cookie';
import type { RateLimits } from '../http/rate-limits';
import { access } from '../http/route-access';

/** Every auth body is a few short fields: a 1 MB e-mail is refused before it is parsed. */
export const AUTH_BODY_LIMIT = 16 * 1024;

export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionStore;
  limits: RateLimits;
  secureCookies: boolean;
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { auth, limits } = deps;
  const cookieOptions = sessionCookieOptions(deps.secureCookies);
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(reply.request.sessionCookie, token, cookieOptions);

  app.post(
    '/api/auth/login',
    {
      config: { access: access.public('sign-in itself; rate-limited per address and account') },
      bodyLimit: AUTH_BODY_LIMIT,
      onRequest: limits.signIn.onRequest,
    },
    async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body);
      const client = input.client ?? 'web';
      const session = await limits.signIn.attempt(request, reply, input.email, () =>
        auth.login(input.email, input.password, client),
      );
      if (client === 'web') {
        setSessionCookie(reply, session.token);
        return { user: session.user };
      }
      // The desktop app keeps its token in the OS keychain and sends it as a bearer token.
      return {
        user: session.user,
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  const ownSession = {
    config: { access: access.public('acts only on the session the request itself presents') },
  };
  app.post('/api/auth/logout', ownSession, async (request, reply) => {
    if (request.sessionToken) deps.sessions.revoke(request.sessionToken);
    // The same attributes as when it was set: a `__Host-` cookie is only replaced by a Secure one.
    const { maxAge: _lifetime, ...attributes } = cookieOptions;
    reply.clearCookie(request.sessionCookie, attributes);
    return reply.status(204).send();
  });

  app.get('/api/auth/session', ownSession, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const caller = request.caller;
    if (!caller) return { user: null };
    const { passwordHash: _secret, ...user } = caller;
    return { user };
  });

  // Registration tells whether an e-mail is taken (409); the per-address limit is what keeps that
  // from becoming a way to list the accounts.
  const registration = {
    config: {
      access: access.public(
        'makes a pending account that can do nothing until approved; rate-limited per address',
      ),
    },
    bodyLimit: AUTH_BODY_LIMIT,
    onRequest: limits.registration,
  };
  app.post('/api/auth/register', registration, async (request, reply) => {
    await auth.registerAdmin(parseInput(registerAdminRequestSchema, request.body));
    return reply.status(201).send({ message: AUTH_MESSAGES.registered });
  });

  app.post('/api/auth/register-panitia', registration, async (request, reply) => {
    await auth.registerPanitia(parseInput(registerPanitiaRequestSchema, request.body));
    return reply.status(201).send({ message: AUTH_MESSAGES.registered });
  });

  const reset = { bodyLimit: AUTH_BODY_LIMIT, onRequest: limits.passwordReset.onRequest };
  const forgot = {
    ...reset,
    config: {
      access: access.public(
        'the same answer whether the account exists or not; rate-limited per address and account',
      ),
    },
  };
  app.post('/api/auth/forgot-password', forgot, async (request) => {
    const { email } = parseInput(forgotPasswordRequestSchema, request.body);
    // Past its few mails an account gets no more for a while, with the very same answer: asking
    // again neither reveals the limit nor blocks the owner (the mails already sent still work).
    if (limits.passwordReset.mayMail(email)) await auth.requestPasswordReset(email);
    return { message: AUTH_MESSAGES.resetSent };
  });

  const resetWithToken = {
    ...reset,
    config: {
      access: access.public(
        'needs the single-use token of the reset mail; rate-limited per address',
      ),
    },
  };
  app.post('/api/auth/reset-password', resetWithToken, async (request) => {
    const { token, password } = parseInput(resetPasswordRequestSchema, request.body);
    await auth.resetPassword(token, password);
    return { message: AUTH_MESSAGES.resetDone };
  });
}
