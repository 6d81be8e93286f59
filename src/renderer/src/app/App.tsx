import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router-dom';
import type { Platform } from '../../../shared/platform';
import { BackendProvider } from '../backend/BackendProvider';
import type { Backend } from '../backend/contract';
import { PlatformProvider } from '../platform/PlatformProvider';
import { theme } from '../ui/theme';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App(props: { backend: Promise<Backend>; platform: Platform }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <PlatformProvider platform={props.platform}>
        <BackendProvider backend={props.backend}>
          <RouterProvider router={router} />
        </BackendProvider>
      </PlatformProvider>
    </MantineProvider>
  );
}
