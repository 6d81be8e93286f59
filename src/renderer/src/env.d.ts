/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the embedded server when the web app is hosted elsewhere; empty for same origin. */
  readonly VITE_BACKEND_URL?: string;
}

/** package.json's version, injected at build time. */
declare const __APP_VERSION__: string;
