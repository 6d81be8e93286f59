import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '../test/render';
import { LazyPage } from './LazyPage';
import type { PageLoader } from '../shell/navigation/route-entry';

function Greeting() {
  return <h1>Halaman siap</h1>;
}

describe('LazyPage', () => {
  it('shows the loading fallback, then the page', async () => {
    render(<LazyPage load={() => Promise.resolve({ default: Greeting })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat halaman');
    expect(await screen.findByRole('heading', { name: 'Halaman siap' })).toBeInTheDocument();
  });

  it('shows an Indonesian error when the chunk fails, and "Coba Lagi" loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<PageLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    render(<LazyPage load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Halaman gagal dimuat');
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Halaman siap' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the page took too long when the chunk stalls', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LazyPage load={() => new Promise(() => {})} timeoutMs={20} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('terlalu lama dimuat');
  });
});
