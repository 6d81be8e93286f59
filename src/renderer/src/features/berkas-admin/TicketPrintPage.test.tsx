import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../../test/render';
import { berkasBackend, PUBLIC_ORIGIN, submission } from './testing';
import TicketPrintPage from './TicketPrintPage';

describe('the printable ticket', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows only what tracking shows, with the tracking address, then opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { backend } = berkasBackend({
      items: [
        submission({
          answers: { namaKegiatan: 'Seminar Nuklir', kontak: '081234567890' },
          currentStatus: 'Revisi Diperlukan',
        }),
      ],
    });
    render(
      <Routes>
        <Route path="/admin/berkas/:submissionId/cetak" element={<TicketPrintPage />} />
      </Routes>,
      { backend, route: '/admin/berkas/s1/cetak' },
    );
    expect(await screen.findByTestId('print-ticket-id')).toHaveTextContent('BEM-2026-00001');
    expect(screen.getByRole('cell', { name: 'Seminar Nuklir' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'HIMA TKN' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '20 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Revisi Diperlukan' })).toBeInTheDocument();
    expect(screen.getByTestId('print-tracking-url')).toHaveTextContent(
      `${PUBLIC_ORIGIN}/layanan/berkaskm/lacak?ticket=BEM-2026-00001`,
    );
    expect(screen.getByTitle('Kode QR pelacakan BEM-2026-00001')).toBeInTheDocument();
    expect(screen.queryByText('081234567890')).not.toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Kembali ke detail' })).toHaveAttribute(
      'href',
      '/admin/berkas/s1',
    );
  });
});
