/**
 * Build-time variables electron-vite inlines into main (prefixes MAIN_VITE_ and VITE_). Declared
 * here because the node typecheck project does not load vite/client.
 */
interface ImportMetaEnv {
  /**
   * Where installers look for updates (electron-updater's generic provider); set from
   * BEM_UPDATE_URL by scripts/build-desktop.mjs. Empty: no update checks.
   */
  readonly MAIN_VITE_UPDATE_URL?: string;
  /** 'firebase' for a build on the Firebase backend (the renderer reads the same variable). */
  readonly VITE_BACKEND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
