import type { SessionVault } from '../../../shared/platform';
import type { Backend, BackendKind } from './contract';

export interface BackendConfig {
  kind: BackendKind;
  /** Origin of the embedded server; '' when the web app is served by it. */
  baseUrl: string;
  /**
   * Where the session is kept when it is not a cookie (the desktop's OS keychain): the backend
   * then signs in with a bearer token and sends no cookies. Absent or null on the web.
   */
  sessionVault?: SessionVault | null;
}

type BackendFactory = (config: BackendConfig) => Promise<Backend>;

/**
 * One factory per backend kind; a kind without an adapter does not compile. Adapters are loaded
 * on demand so a build only downloads the one it uses.
 */
const factories = {
  http: async ({ baseUrl, sessionVault }) => {
    if (sessionVault) {
      const { createBearerHttpBackend } = await import('./http/bearer-session');
      return createBearerHttpBackend({ baseUrl, sessionVault });
    }
    const { createHttpBackend } = await import('./http/http-backend');
    return createHttpBackend({ baseUrl });
  },
} satisfies Record<BackendKind, BackendFactory>;

export function createBackend(config: BackendConfig): Promise<Backend> {
  return factories[config.kind](config);
}

/** The web build's backend, from build-time configuration (Vite environment variables). */
export function backendConfigFromEnv(env: ImportMetaEnv): BackendConfig {
  return { kind: 'http', baseUrl: env.VITE_BACKEND_URL ?? '' };
}
