import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the browser put it, and scrolls to the top on a route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/struktur']}>
        <ScrollToTop />
        <Routes>
          <Route path="/struktur" element={<Link to="/tentang">Tentang</Link>} />
          <Route path="/tentang" element={<p>Halaman Tentang</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Tentang' }));
    expect(await screen.findByText('Halaman Tentang')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
