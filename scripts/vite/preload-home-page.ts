import type { Plugin } from 'vite';

/**
 * The home page is the site's front door and its chunk is tiny: preload it (and its CSS) from
 * index.html so it downloads alongside the main script instead of one round trip after it. The
 * page itself stays lazy, like every other page. Tagged data-page="/" (PAGE_HINT_ATTRIBUTE), so
 * only the home page is sent with these hints.
 */
export function preloadHomePage(modulePath = 'src/features/home/HomePage.tsx'): Plugin {
  return {
    name: 'bem:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath),
        );
        if (!chunk || chunk.type !== 'chunk') {
          throw new Error(`preloadHomePage: no chunk for ${modulePath}`);
        }
        const base = context.server?.config.base ?? '/';
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${base}${chunk.fileName}`,
              'data-page': '/',
            },
            injectTo: 'head',
          },
          ...css.map((file) => ({
            tag: 'link',
            // crossorigin like Vite's own stylesheet links, or the browser cannot reuse the preload.
            attrs: {
              rel: 'preload',
              as: 'style',
              crossorigin: true,
              href: `${base}${file}`,
              'data-page': '/',
            },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
