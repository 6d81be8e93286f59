import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import type { Platform } from '../../../shared/platform';
import { BackendProvider } from '../backend/BackendProvider';
import type { Backend } from '../backend/contract';
import { PlatformProvider } from '../platform/PlatformProvider';
import { theme } from '../ui/theme';

export function App(props: {
  backend: Promise<Backend>;
  platform: Platform;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <PlatformProvider platform={props.platform}>
        <BackendProvider backend={props.backend}>
          <RouterProvider router={props.router} />
        </BackendProvider>
      </PlatformProvider>
    </MantineProvider>
  );
}
