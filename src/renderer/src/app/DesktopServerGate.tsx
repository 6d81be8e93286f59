import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ServerAddress } from '../../../shared/platform';
import { cssVariablesResolver, theme } from '../ui/theme';

const ServerAddressPage = lazy(() => import('../features/desktop-setup/ServerAddressPage'));

/**
 * The desktop app's server comes first: until one is remembered, the setup screen is all there is
 * (no backend exists yet). Once it is known the app runs against it; the menu's "Ubah Alamat
 * Server" shows the screen again over the app, which stays mounted underneath so "Batal" returns
 * to it exactly as it was. Saving a new address reloads the page.
 */
export function DesktopServerGate(props: {
  serverAddress: ServerAddress;
  /** The app for a known server; called on every render, so it must not create anything itself. */
  children: (origin: string) => ReactNode;
}) {
  const { serverAddress } = props;
  // undefined while main is asked; null when no server has been chosen yet.
  const [origin, setOrigin] = useState<string | null | undefined>(undefined);
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    let cancelled = false;
    serverAddress.get().then(
      (remembered) => !cancelled && setOrigin(remembered),
      () => !cancelled && setOrigin(null),
    );
    return () => {
      cancelled = true;
    };
  }, [serverAddress]);

  useEffect(() => serverAddress.onChangeRequested(() => setChanging(true)), [serverAddress]);

  if (origin === undefined) return null;
  const setup = origin === null || changing;
  return (
    <>
      {origin !== null && (
        <div style={{ display: setup ? 'none' : 'contents' }} inert={setup}>
          {props.children(origin)}
        </div>
      )}
      {setup && (
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
        >
          <Suspense fallback={null}>
            <ServerAddressPage
              serverAddress={serverAddress}
              current={origin}
              onCancel={origin === null ? undefined : () => setChanging(false)}
            />
          </Suspense>
        </MantineProvider>
      )}
    </>
  );
}
