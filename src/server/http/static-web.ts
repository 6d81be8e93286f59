import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from '../live/live-hub';
import type { LiveSources } from '../live/live-sources';
import { chooseEncoding, encodePage } from '../pages/page-encoding';
import { loadPageRenderer, readPageTemplate } from '../pages/page-renderer-loader';
import { PublicPages } from '../pages/public-pages';
import { sendError } from './error-handler';
import { access } from './route-access';

/** Hashed build assets never change under the same name; everything else is revalidated. */
function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return last.includes('.');
}

/** What public pages are rendered with on request. */
export interface PageRenderingContext {
  sources: LiveSources;
  hub: LiveHub;
  /** The portal's public address (BEM_PUBLIC_URL), for absolute Open Graph links. */
  origin: string | undefined;
}

const OPEN_PAGE = {
  config: { access: access.public('a public page, rendered with what visitors may read only') },
};

/**
 * Serves the built web app. Every public page is rendered on request with its public data (when
 * the build carries its server-side rendering bundle); any other client-side path (no file
 * extension, outside /api: the admin area) answers app.html, the empty shell the app renders
 * itself (SPA fallback). A missing file answers 404, so a broken chunk is reported as such
 * instead of as HTML.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  rendering: PageRenderingContext,
): Promise<boolean> {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  // Builds without prerendering (the desktop renderer) have index.html only.
  const shell = fs.existsSync(path.join(webDir, 'app.html')) ? 'app.html' : 'index.html';
  const renderer = hasBuild ? await loadPageRenderer(webDir) : undefined;
  const pages = renderer
    ? new PublicPages({
        renderer,
        shell: readPageTemplate(webDir) ?? fs.readFileSync(path.join(webDir, shell), 'utf8'),
        ...rendering,
      })
    : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) return reply.sendFile(shell);
    let page;
    try {
      page = await pages.render(request.url);
    } catch (error) {
      // A page that fails to render on the server still works in the browser: send the shell.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return reply.sendFile(shell);
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.code(page.status).type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(encodePage(page, encoding));
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      preCompressed: true,
      index: false,
      cacheControl: false,
      // The build's dotfiles (its source stamp, the renderer pointer) are not for visitors.
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    // The static plugin's `GET /*` (declared in access-control.ts) serves the rest of the build.
    for (const pathname of renderer?.PUBLIC_PAGE_PATHS ?? ['/']) {
      app.get(pathname, OPEN_PAGE, (request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return pages ? sendPage(request, reply) : reply.sendFile('index.html');
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/') &&
      urlPath !== '/api' &&
      !looksLikeFile(urlPath);
    if (hasBuild && isPageRequest) {
      reply.header('Cache-Control', 'no-cache');
      // The admin area and the election committees' areas (/panitia/{eventId}) are the app's
      // alone, signed in; any other path is rendered (the "not found" page).
      const isAppArea =
        urlPath === '/admin' || urlPath.startsWith('/admin/') || urlPath.startsWith('/panitia/');
      return isAppArea ? reply.sendFile(shell) : sendPage(request, reply);
    }
    return sendError(reply, 404, 'NOT_FOUND');
  });
  return hasBuild;
}
