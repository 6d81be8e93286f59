import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../ui/theme';

/** Renders inside the app's MantineProvider (and a router at `route`), like the real app. */
export function render(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const { route = '/', ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </MantineProvider>
  );
  return testingLibraryRender(ui, { wrapper: Wrapper, ...rest });
}

export { screen, waitFor, within, act } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
