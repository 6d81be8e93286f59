import type { FastifyInstance } from 'fastify';
import type { GeneralSettings } from '../../shared/settings';
import { requireAdminArea } from '../http/auth-context';
import { access } from '../http/route-access';
import type { SettingsService } from '../settings/settings-service';

/** The path of Kelola Layanan's switch of the "Layanan Digital Terpadu" group. */
export const FEATURED_SERVICES_PATH = '/api/settings/general/layanan-digital-terpadu';

/**
 * Public read of settings/general. Its fields are written by the areas they belong to: the
 * featured-services switch by the writers of Kelola Layanan (the menu's rule for 'layanan');
 * e-voting's switch is master's and arrives with its screen.
 */
export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  const open = {
    config: { access: access.public("the portal's public settings, shown to every visitor") },
  };
  app.get('/api/settings/general', open, (): GeneralSettings => settings.getGeneral());
  app.put(
    FEATURED_SERVICES_PATH,
    { config: { access: access.area('layanan') }, bodyLimit: 1024 },
    (request): GeneralSettings =>
      settings.setFeaturedServices(requireAdminArea(request, 'layanan'), request.body),
  );
}
