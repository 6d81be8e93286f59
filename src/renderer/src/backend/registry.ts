import type { SessionVault } from '../../../shared/platform';
import type { Backend, BackendKind } from './contract';

interface CommonConfig {
  /**
   * Where the session is kept when it is not the web's (the desktop's OS keychain): the http
   * backend then signs in with a bearer token and sends no cookies; the Firebase backend keeps
   * its Auth session there. Absent or null on the web.
   */
  sessionVault?: SessionVault | null;
}

export interface HttpBackendConfig extends CommonConfig {
  kind: 'http';
  /** Origin of the embedded server; '' when the web app is served by it. */
  baseUrl: string;
}

export interface FirebaseBackendSelection extends CommonConfig {
  kind: 'firebase';
  /**
   * The build's VITE_* values. They are parsed (firebase-config.ts) by the factory, after its
   * dynamic import, so nothing of the Firebase adapter is in the first page's code; a missing
   * value then fails the backend promise, which the app shows, instead of a blank page.
   */
  env: Readonly<Record<string, string | undefined>>;
  /** Called once page views can be reported (Firebase Analytics with a measurement id). */
  onPageViews?: (report: (path: string) => void) => void;
}

export type BackendConfig = HttpBackendConfig | FirebaseBackendSelection;

type BackendFactory<K extends BackendKind> = (
  config: Extract<BackendConfig, { kind: K }>,
) => Promise<Backend>;

const notInThisBuild = (kind: BackendKind) =>
  Promise.reject(
    new Error(`Build ini tidak memuat backend "${kind}" (atur VITE_BACKEND saat build).`),
  );

/**
 * One factory per backend kind; a kind without an adapter does not compile. Adapters are loaded
 * on demand so a build only downloads the one it uses — and a build contains only the adapter of
 * its VITE_BACKEND: Vite writes the literal value in place of `import.meta.env.VITE_BACKEND`, so
 * the other factory's branch is dead code and the minifier drops it with its dynamic import.
 * The test is made on each call (not once at load) so tests can switch it with vi.stubEnv.
 */
const factories = {
  http: (config) =>
    import.meta.env.VITE_BACKEND !== 'firebase' ? createHttp(config) : notInThisBuild('http'),
  firebase: (config) =>
    import.meta.env.VITE_BACKEND === 'firebase'
      ? createFirebase(config)
      : notInThisBuild('firebase'),
} satisfies { [K in BackendKind]: BackendFactory<K> };

async function createHttp({ baseUrl, sessionVault }: HttpBackendConfig): Promise<Backend> {
  if (sessionVault) {
    const { createBearerHttpBackend } = await import('./http/bearer-session');
    return createBearerHttpBackend({ baseUrl, sessionVault });
  }
  const { createHttpBackend } = await import('./http/http-backend');
  return createHttpBackend({ baseUrl });
}

async function createFirebase(config: FirebaseBackendSelection): Promise<Backend> {
  const { firebaseConfigFromEnv } = await import('./firebase/firebase-config');
  const firebase = firebaseConfigFromEnv(config.env);
  const { createFirebaseBackend } = await import('./firebase/firebase-backend');
  return createFirebaseBackend(firebase, {
    sessionVault: config.sessionVault ?? null,
    ...(config.onPageViews ? { onPageViews: config.onPageViews } : {}),
  });
}

export function createBackend(config: BackendConfig): Promise<Backend> {
  switch (config.kind) {
    case 'http':
      return factories.http(config);
    case 'firebase':
      return factories.firebase(config);
  }
}

/** The string values of Vite's environment (it also holds booleans such as DEV and PROD). */
function stringValues(env: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The web build's backend, from build-time configuration (Vite environment variables):
 * VITE_BACKEND=firebase selects Firebase, anything else the embedded server.
 */
export function backendConfigFromEnv(env: Readonly<Record<string, unknown>>): BackendConfig {
  if (env['VITE_BACKEND'] === 'firebase') return { kind: 'firebase', env: stringValues(env) };
  const baseUrl = env['VITE_BACKEND_URL'];
  return { kind: 'http', baseUrl: typeof baseUrl === 'string' ? baseUrl : '' };
}

/**
 * Where the backend serves stored files, known before its code loads (BackendProvider): the
 * embedded server's origin ('' when it serves the page itself); nothing for Firebase, whose
 * download links are absolute.
 */
export const fileBaseOf = (config: BackendConfig): string =>
  config.kind === 'http' ? config.baseUrl.replace(/\/$/, '') : '';

/**
 * Where a document's PDF opens when it is not the file base plus its path (BackendProvider's
 * documentHref): on a Firebase build, its Cloud Storage address, from a chunk only such builds load
 * (firebase/document-href.ts); nothing for the embedded server, or if that chunk fails to load
 * (a PDF link is then the stored path).
 */
export function loadDocumentHref(
  config: BackendConfig,
): Promise<((url: string) => string) | undefined> {
  if (config.kind !== 'firebase') return Promise.resolve(undefined);
  return import('./firebase/document-href').then(
    (module) => module.documentHrefOf(config.env),
    () => undefined,
  );
}
