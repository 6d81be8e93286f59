import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageViewReporter } from './PageViewReporter';

describe('PageViewReporter', () => {
  it('reports the path of each page shown, without its query string', async () => {
    const onPageView = vi.fn();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageViewReporter onPageView={onPageView} />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: null },
            { path: '/auth/action', element: null },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(onPageView).toHaveBeenLastCalledWith('/');
    void router.navigate('/auth/action?mode=resetPassword&oobCode=secret');
    await waitFor(() => expect(onPageView).toHaveBeenLastCalledWith('/auth/action'));
    expect(onPageView).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a callback', () => {
    const router = createMemoryRouter([{ path: '/', element: <PageViewReporter /> }]);
    expect(() => render(<RouterProvider router={router} />)).not.toThrow();
  });
});
