import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  updateOwnProfileRequestSchema,
} from '../../shared/auth-api';
import type { AuthService } from '../accounts/auth-service';
import { parseInput } from '../http/app-error';
import { requireCaller } from '../http/auth-context';
import { SMALL_BODY_LIMIT } from '../http/body-limits';
import { access } from '../http/route-access';

/**
 * The signed-in user's own account: name, photo, password. The schema is strict, so a request
 * that also tries to set a role or a ministry is refused whole. The photo is a reference to an
 * image uploaded through `POST /api/images` (a few hundred bytes), never the picture itself.
 */
export function registerProfileRoutes(app: FastifyInstance, auth: AuthService): void {
  const own = { config: { access: access.signedIn() } };
  app.patch('/api/profile', { ...own, bodyLimit: SMALL_BODY_LIMIT }, async (request) => {
    const caller = requireCaller(request);
    return {
      user: auth.updateOwnProfile(caller, parseInput(updateOwnProfileRequestSchema, request.body)),
    };
  });

  app.post('/api/profile/password', { ...own, bodyLimit: SMALL_BODY_LIMIT }, async (request) => {
    const caller = requireCaller(request);
    const input = parseInput(changePasswordRequestSchema, request.body);
    await auth.changePassword(
      caller,
      input.currentPassword,
      input.newPassword,
      request.sessionToken!,
    );
    return { message: AUTH_MESSAGES.passwordChanged };
  });
}
