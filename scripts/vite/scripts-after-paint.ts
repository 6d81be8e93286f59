import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { EARLY_INPUT } from '../../src/shared/early-input.ts';
import { PAGE_SCRIPTS_META } from '../../src/shared/page-render.ts';
import { entryImports } from './page-hints.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * On a slow phone connection the app's ~150 KB of scripts, fetched from the head, share the
 * bandwidth with the stylesheet and the images the server-rendered page needs to paint, and the
 * first paint waits for them. Instead the head names a tiny boot script: a deferred module runs
 * only once the page's stylesheets have arrived, and then it asks for the app's scripts (all at
 * once, as the preloads did), with the scripts of the page's own chunks that the page's hint
 * lists (page-hints.ts). The page paints first; the app takes over right after.
 */
export function scriptsAfterPaint(): Plugin {
  let outDir = '';
  let boot: { file: string; code: string } | undefined;
  return {
    name: 'bem:scripts-after-paint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('scriptsAfterPaint: index.html has no entry script');
        if (!context.bundle) throw new Error('scriptsAfterPaint: no bundle to read the entry from');
        const base = context.server?.config.base ?? '/';
        const preloads = entryImports(context.bundle as never).map((file) => `${base}${file}`);
        const code = [
          '// Written by scripts/vite/scripts-after-paint.ts: runs once the stylesheets are in.',
          // EARLY_INPUT of src/shared/early-input.ts: a submit before the app is ready is held,
          // never sent natively (that would put the fields, a password too, in the address), and
          // kept from React too: while React is still hydrating it may drop an event whose part
          // cannot hydrate at once, or handle it and then see it again when it is replayed.
          "addEventListener('submit', (event) => {",
          `  if (window.${EARLY_INPUT.ready}) return;`,
          '  event.preventDefault();',
          '  event.stopPropagation();',
          `  window.${EARLY_INPUT.heldSubmit} = event.submitter ?? event.target;`,
          '}, true);',
          // A button (not a form's submit, held above) does nothing before the app, and a link of
          // the site would skip the app's question before leaving a form: both are made again
          // once the app is ready. A link still goes natively if the app never comes.
          "addEventListener('click', (event) => {",
          `  if (window.${EARLY_INPUT.ready}) return;`,
          '  if (event.defaultPrevented || event.button !== 0) return;',
          '  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;',
          "  const target = event.target instanceof Element ? event.target.closest('a[href], button') : null;",
          '  if (!target || target.disabled) return;',
          "  const link = target.tagName === 'A';",
          "  if (!link && target.form && target.type === 'submit') return;",
          "  if (link && (target.target || target.hasAttribute('download') || target.origin !== location.origin)) return;",
          '  event.preventDefault();',
          '  event.stopPropagation();',
          `  window.${EARLY_INPUT.heldClick} = target;`,
          '  if (link) setTimeout(() => {',
          `    if (window.${EARLY_INPUT.ready} || window.${EARLY_INPUT.heldClick} !== target) return;`,
          `    delete window.${EARLY_INPUT.heldClick};`,
          '    location.assign(target.href);',
          `  }, ${EARLY_INPUT.linkFallbackMs});`,
          '}, true);',
          `const page = document.querySelector('meta[name="${PAGE_SCRIPTS_META}"]');`,
          "const pageScripts = page ? page.content.split(' ').filter(Boolean) : [];",
          // The entry first: it is the largest and the one everything waits for; the browser
          // fetches in the order asked, a few at a time.
          `for (const href of [${JSON.stringify(entry)}, ...${JSON.stringify(preloads)}, ...pageScripts]) {`,
          "  const link = document.createElement('link');",
          "  link.rel = 'modulepreload';",
          "  link.crossOrigin = '';",
          '  link.href = href;',
          '  document.head.append(link);',
          '}',
          `import(${JSON.stringify(entry)});`,
          '',
        ].join('\n');
        const hash = crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8);
        boot = { file: `assets/boot-${hash}.js`, code };
        return html.replace(
          ENTRY_SCRIPT,
          `<script type="module" crossorigin src="/${boot.file}"></script>\n`,
        );
      },
    },
    writeBundle() {
      if (!boot) throw new Error('scriptsAfterPaint: no boot script was made');
      fs.writeFileSync(path.join(outDir, boot.file), boot.code);
    },
  };
}
