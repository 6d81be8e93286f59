import { describe, expect, it, vi } from 'vitest';
import type { ServiceInput } from '../../../../shared/layanan/services';
import type { GeneralSettings } from '../../../../shared/settings';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, within } from '../../test/render';
import LayananPage from './LayananPage';

const service = (id: string, judul: string, kategori: string, position: number) => ({
  id,
  position,
  judul,
  deskripsi: `Tentang ${judul}.`,
  kategori,
  ikon: 'formulir' as ServiceInput['ikon'],
  link: `https://docs.google.com/forms/d/e/${id}/viewform`,
  published: true,
});

function pageBackend(options: { services: ReturnType<typeof service>[]; featured: boolean }) {
  const settings: GeneralSettings = {
    isEvotingPublished: true,
    isPublishedFeaturedServices: options.featured,
  };
  return {
    settings: {
      getGeneral: vi.fn(async () => settings),
      watchGeneral: (observer: LiveObserver<GeneralSettings>) => {
        observer.next(settings);
        return () => {};
      },
      setFeaturedServices: vi.fn(),
    },
    resources: {
      watch: (_resource: unknown, observer: LiveObserver<unknown>) => {
        observer.next(options.services);
        return () => {};
      },
    },
  } as unknown as Partial<Backend>;
}

const SERVICES = [
  service('a', 'Aspirasi Mahasiswa', 'Advokasi', 0),
  service('b', 'Peminjaman Ruang Sekretariat', 'Fasilitas', 1),
  service('c', 'Pendaftaran UKM', 'Kemahasiswaan', 2),
];

describe('/layanan', () => {
  it('shows Layanan Digital Terpadu and the published services, filtered by category', async () => {
    const user = userEvent.setup();
    render(<LayananPage />, { backend: pageBackend({ services: SERVICES, featured: true }) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Layanan Digital Terpadu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka Layanan' })).toHaveAttribute(
      'href',
      '/layanan/berkaskm',
    );
    expect(await screen.findByRole('heading', { name: 'Pendaftaran UKM' })).toBeInTheDocument();

    const filter = screen.getByRole('group', { name: 'Filter kategori layanan' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Semua', 'Advokasi', 'Fasilitas', 'Kemahasiswaan']);
    await user.click(within(filter).getByRole('button', { name: 'Fasilitas' }));
    expect(within(filter).getByRole('button', { name: 'Fasilitas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).not.toContain(
      'Pendaftaran UKM',
    );
    expect(
      screen.getByRole('heading', { name: 'Peminjaman Ruang Sekretariat' }),
    ).toBeInTheDocument();
  });

  it('hides Layanan Digital Terpadu when Kelola Layanan switched it off', async () => {
    render(<LayananPage />, { backend: pageBackend({ services: SERVICES, featured: false }) });
    expect(await screen.findByRole('heading', { name: 'Aspirasi Mahasiswa' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Layanan Digital Terpadu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buka Layanan' })).toBeNull();
  });

  it('says so when nothing is published', async () => {
    render(<LayananPage />, { backend: pageBackend({ services: [], featured: true }) });
    expect(await screen.findByText('Belum ada layanan yang dipublikasikan.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter kategori layanan' })).toBeNull();
  });
});
