// For the wizard's component tests (not part of the app): the wizard holds links with useBlocker,
// which only works in a data router, unlike the MemoryRouter of test/render.tsx.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { BackendProvider } from '../../backend/BackendProvider';
import type { Backend } from '../../backend/contract';
import { PlatformProvider } from '../../platform/PlatformProvider';
import { createWebPlatform } from '../../platform/web-platform';
import { theme } from '../../ui/theme';

/** `page` at `path`, a link to '/elsewhere' beside it, and a page there to arrive at. */
export function renderInDataRouter(page: ReactElement, path: string, backend: Partial<Backend>) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            <Link to="/elsewhere">Halaman lain</Link>
            {page}
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Halaman lain</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <PlatformProvider platform={createWebPlatform('test')}>
        <BackendProvider backend={Promise.resolve(backend as Backend)}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </BackendProvider>
      </PlatformProvider>
    </MantineProvider>,
  );
  return router;
}
