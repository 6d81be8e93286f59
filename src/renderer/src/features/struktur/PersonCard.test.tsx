import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/contract';
import { render, screen, userEvent } from '../../test/render';
import { PersonCard } from './PersonCard';

const foto = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  url: '/api/images/AAAAAAAAAAAAAAAAAAAAAA.jpg',
  thumbUrl: '/api/images/BBBBBBBBBBBBBBBBBBBBBB.jpg',
  width: 480,
  height: 480,
  alt: 'Foto Anisa Rahmawati',
};

const backend: Partial<Backend> = {};
const fileBase = 'https://server.test';

describe('PersonCard', () => {
  it('shows initials made here when there is no photo, and loads nothing', () => {
    const { container } = render(
      <PersonCard nama="Rahmat Hidayat" jabatan="Menteri" foto={null} onOpen={() => {}} />,
      { backend, fileBase },
    );
    expect(screen.getByText('RH')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows the photo's thumbnail on the first render, never the full image", () => {
    const { container } = render(
      <PersonCard nama="Anisa Rahmawati" jabatan="Staf" foto={foto} onOpen={() => {}} />,
      { backend, fileBase },
    );
    // Synchronously: the server's HTML carries the picture, not initials replaced later.
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`https://server.test${foto.thumbUrl}`);
    expect(img).toHaveAttribute('width', '88');
    expect(img).toHaveAttribute('height', '88');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads the first visible photo eagerly', () => {
    const { container } = render(
      <PersonCard nama="Anisa Rahmawati" jabatan="Staf" foto={foto} eager onOpen={() => {}} />,
      { backend, fileBase },
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('is one button named by its text, and says when it is a leader', async () => {
    const open = vi.fn();
    render(<PersonCard nama="Andi Setiawan" jabatan="Menteri" foto={null} leader onOpen={open} />, {
      backend,
    });
    const button = screen.getByRole('button', { name: 'Andi Setiawan Menteri Pimpinan' });
    await userEvent.click(button);
    expect(open).toHaveBeenCalledOnce();
  });
});
