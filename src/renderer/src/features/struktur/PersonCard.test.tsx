import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/contract';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { PersonCard } from './PersonCard';

const foto = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  url: '/api/images/AAAAAAAAAAAAAAAAAAAAAA.jpg',
  thumbUrl: '/api/images/BBBBBBBBBBBBBBBBBBBBBB.jpg',
  width: 480,
  height: 480,
  alt: 'Foto Anisa Rahmawati',
};

const backend = {
  images: { src: (url: string) => `https://server.test${url}` } as Backend['images'],
};

describe('PersonCard', () => {
  it('shows initials made here when there is no photo, and loads nothing', () => {
    const { container } = render(
      <PersonCard nama="Rahmat Hidayat" jabatan="Menteri" foto={null} onOpen={() => {}} />,
      { backend },
    );
    expect(screen.getByText('RH')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows the photo's thumbnail, never the full image", async () => {
    const { container } = render(
      <PersonCard nama="Anisa Rahmawati" jabatan="Staf" foto={foto} onOpen={() => {}} />,
      { backend },
    );
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        `https://server.test${foto.thumbUrl}`,
      ),
    );
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
