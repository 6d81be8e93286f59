import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent, within } from '../../test/render';
import AbsensiPage, { nextStep } from './AbsensiPage';
import KelolaPage from './KelolaPage';
import { saveReceipt } from './receipt-store';
import SuksesPage from './SuksesPage';
import { fakeScBackend, holderBooking, receipt } from './testing';

async function searchCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const input = await screen.findByRole('textbox', { name: 'Nomor Tiket' });
  await user.clear(input);
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Cari' }));
}

describe('/pinjam-sc/kelola', () => {
  it('says an empty or unknown code, reading the code leniently', async () => {
    const user = userEvent.setup();
    const find = vi.fn(async () => Promise.reject(new BackendError('NOT_FOUND', 'x')));
    render(<KelolaPage />, { backend: fakeScBackend({ sc: { find } }) });
    await searchCode(user, '');
    expect(await screen.findByText(SC_MESSAGES.codeEmpty)).toBeInTheDocument();
    await searchCode(user, 'sc-abcde-1234o');
    expect(await screen.findByText(SC_MESSAGES.codeNotFound)).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith('SC-ABCDE-12340');
  });

  it('reschedules with the availability of the new time, and cancels after asking', async () => {
    const user = userEvent.setup();
    const availability = vi.fn(async () => ({ tersedia: true }));
    const reschedule = vi.fn(async (_kode: string, time: { waktuSelesai: string }) =>
      holderBooking({ waktuSelesai: time.waktuSelesai }),
    );
    const cancel = vi.fn(async () => holderBooking({ status: 'dibatalkan' }));
    render(<KelolaPage />, {
      backend: fakeScBackend({
        sc: { find: async () => holderBooking(), availability, reschedule, cancel },
      }),
    });
    await searchCode(user, 'SC-ABCDE-12345');
    const detail = await screen.findByRole('region', { name: 'Detail peminjaman' });
    expect(within(detail).getByText('Badminton Barat')).toBeInTheDocument();
    expect(await within(detail).findByRole('button', { name: 'Simpan Perubahan' })).toBeDisabled();

    const hours = within(detail).getByRole('spinbutton', { name: 'Waktu Selesai (jam)' });
    await user.clear(hours);
    await user.type(hours, '11');
    expect(await within(detail).findByText(SC_MESSAGES.available)).toBeInTheDocument();
    expect(availability).toHaveBeenLastCalledWith(
      expect.objectContaining({ waktuSelesai: '11:00', kode: 'SC-ABCDE-12345' }),
    );
    await user.click(within(detail).getByRole('button', { name: 'Simpan Perubahan' }));
    expect(reschedule).toHaveBeenCalledWith('SC-ABCDE-12345', {
      tanggal: '2030-03-04',
      waktuMulai: '08:00',
      waktuSelesai: '11:00',
    });
    expect(await within(detail).findByText('08.00 – 11.00 WIB')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Batalkan Peminjaman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan peminjaman?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan Peminjaman' }));
    expect(await within(detail).findByText(SC_MESSAGES.cancelled)).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledWith('SC-ABCDE-12345');
  });

  it('says the lock ahead, from the shared rule, and offers no change', async () => {
    const user = userEvent.setup();
    render(<KelolaPage />, {
      backend: fakeScBackend({
        sc: { find: async () => holderBooking({ tanggal: '2020-01-06' }) },
      }),
    });
    await searchCode(user, 'SC-ABCDE-12345');
    expect(await screen.findByText(SC_MESSAGES.started)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Peminjaman' })).not.toBeInTheDocument();
  });
});

describe('/pinjam-sc/sukses', () => {
  it("shows the code, its copy button and the summary, from this tab's storage after a reload", async () => {
    saveReceipt(receipt());
    render(
      <Routes>
        <Route path="/pinjam-sc/sukses" element={<SuksesPage />} />
      </Routes>,
      { route: '/pinjam-sc/sukses', backend: fakeScBackend() },
    );
    expect(await screen.findByTestId('nomor-tiket')).toHaveTextContent('SC-ABCDE-12345');
    expect(screen.getByRole('button', { name: 'Salin' })).toBeInTheDocument();
    expect(screen.getByText('Rina Wulandari')).toBeInTheDocument();
    expect(screen.getByText('Senin, 4 Maret 2030')).toBeInTheDocument();
    expect(screen.getByText('08.00 – 10.00 WIB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat di Kalender' })).toHaveAttribute(
      'href',
      '/pinjam-sc',
    );
    expect(screen.getByRole('link', { name: 'Kelola Peminjaman' })).toHaveAttribute(
      'href',
      '/pinjam-sc/kelola',
    );
  });

  it('goes back to the form without a receipt', async () => {
    sessionStorage.clear();
    render(
      <Routes>
        <Route path="/pinjam-sc/sukses" element={<SuksesPage />} />
        <Route path="/pinjam-sc" element={<h1>Formulir</h1>} />
      </Routes>,
      { route: '/pinjam-sc/sukses', backend: fakeScBackend() },
    );
    expect(await screen.findByRole('heading', { name: 'Formulir' })).toBeInTheDocument();
  });
});

describe('/pinjam-sc/absensi', () => {
  it('knows the next step of the timeline', () => {
    expect(nextStep(holderBooking())).toBe('checkIn');
    expect(nextStep(holderBooking({ checkInPada: '2030-03-04T00:50:00Z' }))).toBe('checkOut');
    expect(
      nextStep(holderBooking({ checkInPada: 'x', checkOutPada: '2030-03-04T03:00:00Z' })),
    ).toBeNull();
    expect(nextStep(holderBooking({ status: 'dibatalkan' }))).toBeNull();
  });

  it('offers the check-in, then "Sesi Selesai" once checked out', async () => {
    const user = userEvent.setup();
    const find = vi
      .fn()
      .mockResolvedValueOnce(holderBooking())
      .mockResolvedValueOnce(
        holderBooking({
          checkInPada: '2030-03-04T00:55:00Z',
          checkOutPada: '2030-03-04T03:05:00Z',
        }),
      );
    render(<AbsensiPage />, { backend: fakeScBackend({ sc: { find } }) });
    await searchCode(user, 'SC-ABCDE-12345');
    expect(await screen.findByRole('button', { name: 'Check-in dengan Foto' })).toBeInTheDocument();
    await searchCode(user, 'SC-ABCDE-12345');
    expect(await screen.findByRole('heading', { name: 'Sesi Selesai' })).toBeInTheDocument();
    expect(screen.getAllByText('4 Maret 2030 pukul 07.55 WIB').length).toBeGreaterThan(0);
  });
});
