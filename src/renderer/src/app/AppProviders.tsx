import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Platform } from '../../../shared/platform';
import { BackendProvider } from '../backend/BackendProvider';
import type { Backend } from '../backend/contract';
import type { LiveValueCache } from '../backend/live-value-cache';
import { PlatformProvider } from '../platform/PlatformProvider';
import { SessionProvider } from '../shell/session/SessionProvider';
import { VoterSessionProvider } from '../shell/session/VoterSessionProvider';
import { LazyNotifications } from '../ui/feedback/LazyNotifications';
import { cssVariablesResolver, theme } from '../ui/theme';

/** Everything a screen may rely on: theme, host capabilities, backend. */
export function AppProviders(props: {
  backend: Promise<Backend>;
  platform: Platform;
  /** Live values the page was rendered with (server rendering); absent: a fresh cache. */
  live?: LiveValueCache;
  /** Where stored files are served from (BackendProvider); default: this page's origin. */
  fileBase?: string;
  /** Where a document's PDF opens on Firebase (BackendProvider); none elsewhere. */
  documentHref?: ((url: string) => string) | undefined;
  children: ReactNode;
}) {
  return (
    // The portal has one (light) scheme; forcing it keeps prerendered HTML and the app identical.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <LazyNotifications />
      <PlatformProvider platform={props.platform}>
        <BackendProvider
          backend={props.backend}
          live={props.live}
          fileBase={props.fileBase}
          documentHref={props.documentHref}
        >
          <SessionProvider>
            <VoterSessionProvider>{props.children}</VoterSessionProvider>
          </SessionProvider>
        </BackendProvider>
      </PlatformProvider>
    </MantineProvider>
  );
}
