/**
 * Build-time variables electron-vite inlines into main (prefixes MAIN_VITE_ and VITE_). Declared
 * here because the node typecheck project does not load vite/client.
 */
interface ImportMetaEnv {
  /** The embedded server the renderer was built to call; see renderer-source.ts. */
  readonly VITE_BACKEND_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
