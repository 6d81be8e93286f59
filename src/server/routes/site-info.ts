import type { FastifyInstance } from 'fastify';
import { SITE_INFO_PATH, withoutTrailingSlash, type SiteInfo } from '../../shared/site-info';
import { access } from '../http/route-access';

/**
 * GET /api/site: the configured public address (BEM_PUBLIC_URL), which every visitor may know (it
 * is where they are), so the renderer prints QR codes and links to it and never to a hard-coded
 * address (ORIGINAL.md §10) or to the desktop app's own origin.
 */
export function registerSiteInfoRoutes(app: FastifyInstance, publicUrl: string | undefined): void {
  const open = { config: { access: access.public('the public address of the site, no more') } };
  app.get(SITE_INFO_PATH, open, (): SiteInfo => ({
    publicUrl: publicUrl ? withoutTrailingSlash(publicUrl) : null,
  }));
}
