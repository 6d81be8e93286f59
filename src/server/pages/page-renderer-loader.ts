import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { PAGE_RENDERER_POINTER, type PageRendererModule } from '../../shared/page-render';

const pointerSchema = z.object({ entry: z.string().min(1), shell: z.string().min(1) });

function isPageRenderer(module: unknown): module is PageRendererModule {
  const candidate = module as Partial<PageRendererModule> | null;
  return (
    typeof candidate?.renderDocument === 'function' &&
    typeof candidate.appShell === 'function' &&
    Array.isArray(candidate.PUBLIC_PAGE_PATHS)
  );
}

/**
 * The server-side rendering bundle of a web build, found through the pointer file the build
 * writes (scripts/web-build.mjs). A build without one (the desktop renderer's, an old build) has
 * no server rendering: the server then answers its prerendered files and the app shell as before.
 */
export async function loadPageRenderer(webDir: string): Promise<PageRendererModule | undefined> {
  const pointer = readPointer(webDir);
  if (!pointer) return undefined;
  const entry = path.resolve(webDir, pointer.entry);
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isPageRenderer(module)) throw new Error(`${entry} is not a page renderer bundle`);
  return module;
}

/** The template pages are rendered into: the empty shell with every page's own hints. */
export function readPageTemplate(webDir: string): string | undefined {
  const pointer = readPointer(webDir);
  return pointer && fs.readFileSync(path.resolve(webDir, pointer.shell), 'utf8');
}

function readPointer(webDir: string): z.infer<typeof pointerSchema> | undefined {
  const pointerFile = path.join(webDir, PAGE_RENDERER_POINTER);
  if (!fs.existsSync(pointerFile)) return undefined;
  return pointerSchema.parse(JSON.parse(fs.readFileSync(pointerFile, 'utf8')));
}
