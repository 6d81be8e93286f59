import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '../shell/session/SessionProvider';
import { VoterSessionProvider } from '../shell/session/VoterSessionProvider';
import { BackendProvider } from '../backend/BackendProvider';
import type { Backend } from '../backend/contract';
import type { Platform } from '../../../shared/platform';
import { PlatformProvider } from '../platform/PlatformProvider';
import { createWebPlatform } from '../platform/web-platform';
import { theme } from '../ui/theme';

export interface TestRenderOptions extends RenderOptions {
  route?: string;
  /** A backend for components that use one (a fake for unit tests; only what is used must exist). */
  backend?: Partial<Backend>;
  /** The host; the web Platform unless a test gives its own. */
  platform?: Platform;
  /** Where stored files are served from (BackendProvider's fileBase); '' unless given. */
  fileBase?: string;
}

/** Renders inside the app's providers (Mantine, backend, session, a router at `route`), like the real app. */
export function render(ui: ReactElement, options: TestRenderOptions = {}) {
  const { route = '/', backend, platform = createWebPlatform('test'), fileBase, ...rest } = options;
  const withBackend = (children: ReactNode) =>
    backend ? (
      <BackendProvider backend={Promise.resolve(backend as Backend)} fileBase={fileBase}>
        <SessionProvider>
          <VoterSessionProvider>{children}</VoterSessionProvider>
        </SessionProvider>
      </BackendProvider>
    ) : (
      children
    );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <PlatformProvider platform={platform}>
        {withBackend(<MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>)}
      </PlatformProvider>
    </MantineProvider>
  );
  return testingLibraryRender(ui, { wrapper: Wrapper, ...rest });
}

export { screen, waitFor, within, act } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
