import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import LacakPage from './LacakPage';
import { fakeBerkasBackend, fakeTracking } from './testing';

const NOT_FOUND = new BackendError(
  'NOT_FOUND',
  'Nomor tiket tidak ditemukan. Harap periksa kembali.',
  404,
);

describe('LacakPage', () => {
  it('requires a ticket, then shows the status, each verifier and the final response', async () => {
    const track = vi.fn(() =>
      Promise.resolve(
        fakeTracking({
          currentStatus: 'Revisi Diperlukan',
          verifiers: {
            sekjend: {
              status: 'diverifikasi',
              updatedAt: '2026-11-21T02:30:00.000Z',
              catatan: null,
            },
            kemendagri: {
              status: 'revisi',
              updatedAt: '2026-11-21T03:00:00.000Z',
              catatan: 'Lengkapi RAB.',
            },
            kemenkeu: { status: 'menunggu', updatedAt: null, catatan: null },
            banggar: { status: 'menunggu', updatedAt: null, catatan: null },
          },
          finalResponse: {
            catatan: 'Silakan ambil surat.',
            fileUrl: '/berkas/surat.pdf',
            fileName: 'surat.pdf',
          },
        }),
      ),
    );
    render(<LacakPage />, {
      route: '/layanan/berkaskm/lacak',
      backend: fakeBerkasBackend({ track }),
    });
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: /Nomor Tiket/ });
    expect(input).toHaveAttribute('placeholder', expect.stringMatching(/^BEM-\d{4}-XXXXX$/));

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Lacak' }));
    expect(await screen.findByText('Nomor tiket wajib diisi.')).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, ' bem-2026-00001 ');
    await user.click(screen.getByRole('button', { name: 'Lacak' }));
    expect(await screen.findByText('Seminar Keselamatan Radiasi')).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('BEM-2026-00001');
    expect(screen.getByText('HIMA Teknokimia Nuklir')).toBeInTheDocument();
    expect(screen.getByText('Revisi Diperlukan')).toBeInTheDocument();
    expect(screen.getByText('Sekretariat Jenderal')).toBeInTheDocument();
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
    expect(screen.getByText('Perlu Revisi')).toBeInTheDocument();
    expect(screen.getAllByText('Menunggu')).toHaveLength(2);
    expect(screen.getByText('21 November 2026 09.30')).toBeInTheDocument();
    expect(screen.getByText(/Lengkapi RAB\./)).toBeInTheDocument();
    expect(screen.getByText('Silakan ambil surat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unduh Surat Balasan' })).toHaveAttribute(
      'href',
      '/berkas/surat.pdf',
    );
  });

  it('says so when the ticket does not exist', async () => {
    const track = vi.fn(() => Promise.reject(NOT_FOUND));
    render(<LacakPage />, {
      route: '/layanan/berkaskm/lacak',
      backend: fakeBerkasBackend({ track }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Nomor Tiket/ }), 'BEM-2026-99999');
    await user.click(screen.getByRole('button', { name: 'Lacak' }));
    expect(
      await screen.findByText('Nomor tiket tidak ditemukan. Harap periksa kembali.'),
    ).toBeInTheDocument();
  });

  it('shows the lookup failure for anything else', async () => {
    const track = vi.fn(() => Promise.reject(BackendError.network()));
    render(<LacakPage />, {
      route: '/layanan/berkaskm/lacak',
      backend: fakeBerkasBackend({ track }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Nomor Tiket/ }), 'BEM-2026-00001');
    await user.click(screen.getByRole('button', { name: 'Lacak' }));
    expect(
      await screen.findByText('Terjadi kesalahan saat mencari tiket. Silakan coba lagi.'),
    ).toBeInTheDocument();
  });

  it('fills and searches at once from ?ticket=', async () => {
    const track = vi.fn(() => Promise.resolve(fakeTracking()));
    render(<LacakPage />, {
      route: '/layanan/berkaskm/lacak?ticket=BEM-2026-00001',
      backend: fakeBerkasBackend({ track }),
    });
    expect(await screen.findByText('Diajukan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nomor Tiket/ })).toHaveValue('BEM-2026-00001');
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('BEM-2026-00001');
  });
});
