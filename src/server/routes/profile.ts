import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  updateOwnProfileRequestSchema,
} from '../../shared/auth-api';
import type { AuthService } from '../accounts/auth-service';
import { parseInput } from '../http/app-error';
import { requireCaller } from '../http/auth-context';
import { PROFILE_BODY_LIMIT, SMALL_BODY_LIMIT } from '../http/body-limits';
import { requireSignedInEarly } from '../http/early-guards';

/**
 * The signed-in user's own account: name, photo, password. The schema is strict, so a request
 * that also tries to set a role or a ministry is refused whole.
 */
export function registerProfileRoutes(app: FastifyInstance, auth: AuthService): void {
  app.patch(
    '/api/profile',
    { onRequest: requireSignedInEarly, bodyLimit: PROFILE_BODY_LIMIT },
    async (request) => {
      const caller = requireCaller(request);
      return {
        user: auth.updateOwnProfile(
          caller,
          parseInput(updateOwnProfileRequestSchema, request.body),
        ),
      };
    },
  );

  app.post(
    '/api/profile/password',
    { onRequest: requireSignedInEarly, bodyLimit: SMALL_BODY_LIMIT },
    async (request) => {
      const caller = requireCaller(request);
      const input = parseInput(changePasswordRequestSchema, request.body);
      await auth.changePassword(
        caller,
        input.currentPassword,
        input.newPassword,
        request.sessionToken!,
      );
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
}
