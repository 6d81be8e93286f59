import type { FastifyInstance } from 'fastify';
import type { GeneralSettings } from '../../shared/settings';
import type { SettingsService } from '../settings/settings-service';

/** Public read of settings/general. Changing it is master-only and arrives with accounts. */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.get('/api/settings/general', (): GeneralSettings => settings.getGeneral());
}
