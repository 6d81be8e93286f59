import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

/**
 * Serves the built web app. "/" answers index.html (the prerendered home page); a GET for any
 * other client-side route (no file extension, outside /api) answers app.html, the empty shell,
 * so the app renders that route itself (SPA fallback). A missing file answers 404, so a broken
 * chunk is reported as such instead of as HTML.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<boolean> {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  // Builds without prerendering (the desktop renderer) have index.html only.
  const shell = fs.existsSync(path.join(webDir, 'app.html')) ? 'app.html' : 'index.html';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    });
    // The static plugin treats "/" as a directory (403 without an index); the home page is the app.
    // The rest of the build is served by the plugin's `GET /*`, declared in access-control.ts.
    const open = { config: { access: access.public('the home page of the web build, no data') } };
    app.get('/', open, (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
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
      return reply.sendFile(shell);
    }
    return sendError(reply, 404, 'NOT_FOUND');
  });
  return hasBuild;
}
