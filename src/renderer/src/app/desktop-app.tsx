import { StrictMode, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  VAULT_UNAVAILABLE_MESSAGE,
  type DesktopBridge,
  type Platform,
  type ServerAddress,
} from '../../../shared/platform';
import type { Backend } from '../backend/contract';
import { backendConfigFromEnv, createBackend, loadDocumentHref } from '../backend/registry';
import { createDesktopPlatform } from '../platform/desktop-platform';
import { withUnavailableNotice } from '../platform/unavailable-vault-notice';
import { notifications } from '../ui/feedback/notify';
import { App } from './App';
import { DesktopServerGate } from './DesktopServerGate';

function showVaultUnavailable(): void {
  notifications.show({
    id: 'vault-unavailable',
    color: 'yellow',
    title: 'Sesi tidak tersimpan',
    message: VAULT_UNAVAILABLE_MESSAGE,
    autoClose: false,
  });
}

/** The desktop app, from the bridge its preload put on window. */
export function startDesktopApp(root: HTMLElement, bridge: DesktopBridge): Root {
  const platform = createDesktopPlatform(bridge);
  return renderDesktopApp(root, platform, platform.serverAddress);
}

/**
 * The app for a host that chooses its server (the desktop app), loaded apart from the website's
 * code: no backend is created until the server is known, and then it keeps its session in the
 * host's vault rather than in a cookie.
 */
export function renderDesktopApp(
  root: HTMLElement,
  platform: Platform,
  serverAddress: ServerAddress,
): Root {
  const sessionVault =
    platform.sessionVault && withUnavailableNotice(platform.sessionVault, showVaultUnavailable);
  const reactRoot = createRoot(root);
  // A build for Firebase knows its project already: no server to choose, the Auth session goes
  // to the same vault (docs/FIREBASE.md, desktop).
  const selection = backendConfigFromEnv(import.meta.env);
  if (selection.kind === 'firebase') {
    const backend = createBackend({ ...selection, sessionVault });
    void loadDocumentHref(selection).then((documentHref) =>
      reactRoot.render(
        <StrictMode>
          <App backend={backend} platform={platform} documentHref={documentHref} />
        </StrictMode>,
      ),
    );
    return reactRoot;
  }
  let started: { origin: string; backend: Promise<Backend>; app: ReactElement } | undefined;
  // The gate asks on every render; the backend and the app are made once per server.
  const appFor = (origin: string) => {
    if (started?.origin !== origin) {
      const backend = createBackend({ kind: 'http', baseUrl: origin, sessionVault });
      started = {
        origin,
        backend,
        // Stored images are the server's `/api/images/…`: known at once, not after the backend.
        app: <App backend={backend} platform={platform} fileBase={origin} />,
      };
    }
    return started.app;
  };
  reactRoot.render(
    <StrictMode>
      <DesktopServerGate serverAddress={serverAddress}>{appFor}</DesktopServerGate>
    </StrictMode>,
  );
  return reactRoot;
}
