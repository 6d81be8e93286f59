import { RouterProvider } from 'react-router-dom';
import type { Platform } from '../../../shared/platform';
import type { Backend } from '../backend/contract';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './router';

export function App(props: {
  backend: Promise<Backend>;
  platform: Platform;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <AppProviders backend={props.backend} platform={props.platform}>
      <RouterProvider router={props.router} />
    </AppProviders>
  );
}
