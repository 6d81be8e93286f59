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

  app.post('/api/auth/login', { preHandler: limits.signIn }, async (request, reply) => {
    const input = parseInput(loginRequestSchema, request.body);
    const client = input.client ?? 'web';
    const session = await auth.login(input.email, input.password, client);
    if (client === 'web') {
      setSessionCookie(reply, session.token);
      return { user: session.user };
    }
    // The desktop app keeps its token in the OS keychain and sends it as a bearer token.
    return { user: session.user, token: session.token, expiresAt: session.expiresAt.toISOString() };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionToken) deps.sessions.revoke(request.sessionToken);
    // The same attributes as when it was set: a `__Host-` cookie is only replaced by a Secure one.
    const { maxAge: _lifetime, ...attributes } = cookieOptions;
    reply.clearCookie(request.sessionCookie, attributes);
    return reply.status(204).send();
  });

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const caller = request.caller;
    if (!caller) return { user: null };
    const { passwordHash: _secret, ...user } = caller;
    return { user };
  });

  app.post('/api/auth/register', { preHandler: limits.registration }, async (request, reply) => {
    await auth.registerAdmin(parseInput(registerAdminRequestSchema, request.body));
    return reply.status(201).send({ message: AUTH_MESSAGES.registered });
  });

  app.post(
    '/api/auth/register-panitia',
    { preHandler: limits.registration },
    async (request, reply) => {
      await auth.registerPanitia(parseInput(registerPanitiaRequestSchema, request.body));
      return reply.status(201).send({ message: AUTH_MESSAGES.registered });
    },
  );

  app.post('/api/auth/forgot-password', { preHandler: limits.passwordReset }, async (request) => {
    const { email } = parseInput(forgotPasswordRequestSchema, request.body);
    await auth.requestPasswordReset(email);
    return { message: AUTH_MESSAGES.resetSent };
  });

  app.post('/api/auth/reset-password', { preHandler: limits.passwordReset }, async (request) => {
    const { token, password } = parseInput(resetPasswordRequestSchema, request.body);
    await auth.resetPassword(token, password);
    return { message: AUTH_MESSAGES.resetDone };
  });
}
