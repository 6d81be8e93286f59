import type { FastifyInstance } from 'fastify';
import type { GeneralSettings } from '../../shared/settings';
import { access } from '../http/route-access';
import type { SettingsService } from '../settings/settings-service';

/** Public read of settings/general. Changing it is master-only and arrives with accounts. */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  const open = {
    config: { access: access.public("the portal's public settings, shown to every visitor") },
  };
  app.get('/api/settings/general', open, (): GeneralSettings => settings.getGeneral());
}
