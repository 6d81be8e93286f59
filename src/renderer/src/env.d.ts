/// <reference types="vite/client" />

/** The web build's configuration; .env.example describes each value. */
interface ImportMetaEnv {
  /** Which backend the build talks to: `firebase`, or the embedded server (`http`, the default). */
  readonly VITE_BACKEND?: string;
  /** Origin of the embedded server when the web app is hosted elsewhere; empty for same origin. */
  readonly VITE_BACKEND_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Analytics runs only when this is set. */
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  /** The SI-BERKAS script endpoint the wizard posts to (Firebase backend only). */
  readonly VITE_BERKAS_SCRIPT_URL?: string;
  /** The site's public address for printed QR codes (Firebase backend only; default: the page's). */
  readonly VITE_PUBLIC_URL?: string;
  /** `auth=host:port,firestore=host:port,storage=host:port` for local work against emulators. */
  readonly VITE_FIREBASE_EMULATORS?: string;
}

/** package.json's version, injected at build time. */
declare const __APP_VERSION__: string;
