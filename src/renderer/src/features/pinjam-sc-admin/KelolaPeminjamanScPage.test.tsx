import { describe, expect, it, vi } from 'vitest';
import { jakartaInstant } from '../../../../shared/sc/booking-rules';
import { render, screen, userEvent, within } from '../../test/render';
import { fakeScBackend, managedBooking, SETTINGS } from '../pinjam-sc/testing';
import { actualDuration, bookingStats, filterBookings, NO_FILTER } from './booking-list';
import KelolaPeminjamanScPage from './KelolaPeminjamanScPage';

const late = managedBooking({
  id: 'late',
  penanggungJawab: 'Budi Santoso',
  organisasi: 'UKM Futsal',
  ruangId: 'futsal',
  tanggal: '2030-03-04',
  waktuMulai: '08:00',
  waktuSelesai: '09:00',
  dibuatPada: '2030-02-01T00:00:00.000Z',
  checkIn: { waktu: '2030-03-04T01:00:00.000Z', foto: '/api/peminjaman-sc/foto/a' },
});
const done = managedBooking({
  id: 'done',
  penanggungJawab: 'Sari Dewi',
  organisasi: 'HIMA Elektro',
  tanggal: '2030-03-05',
  dibuatPada: '2030-02-15T00:00:00.000Z',
  checkIn: { waktu: '2030-03-05T01:00:00.000Z', foto: '/api/peminjaman-sc/foto/b' },
  checkOut: { waktu: '2030-03-05T02:25:00.000Z', foto: '/api/peminjaman-sc/foto/c' },
});
const cancelled = managedBooking({
  id: 'cancelled',
  status: 'dibatalkan',
  tanggal: '2030-03-04',
  dibuatPada: '2030-02-10T00:00:00.000Z',
});

describe("Kelola Peminjaman SC's list rules", () => {
  it('counts today, the active ones and the late check-outs', () => {
    const now = jakartaInstant('2030-03-04', '09:30');
    const stats = bookingStats([late, done, cancelled], now);
    expect(stats.today).toBe(1);
    expect(stats.active).toBe(1);
    expect(stats.late.map((b) => b.id)).toEqual(['late']);
  });

  it('searches name or organisation, filters room and dates, and sorts three ways', () => {
    const all = [late, done, cancelled];
    expect(filterBookings(all, { ...NO_FILTER, cari: 'elektro' }).map((b) => b.id)).toEqual([
      'done',
    ]);
    expect(filterBookings(all, { ...NO_FILTER, ruangId: 'futsal' }).map((b) => b.id)).toEqual([
      'late',
    ]);
    expect(
      filterBookings(all, { ...NO_FILTER, dari: '2030-03-05', sampai: '2030-03-05' }).map(
        (b) => b.id,
      ),
    ).toEqual(['done']);
    expect(filterBookings(all, NO_FILTER).map((b) => b.id)).toEqual(['done', 'cancelled', 'late']);
    expect(filterBookings(all, { ...NO_FILTER, urutan: 'terlama' }).map((b) => b.id)).toEqual([
      'late',
      'cancelled',
      'done',
    ]);
    expect(filterBookings(all, { ...NO_FILTER, urutan: 'acara' })[0]?.id).toBe('done');
  });

  it('gives the actual duration once checked in and out', () => {
    expect(actualDuration(done)).toBe('1 jam 25 menit');
    expect(actualDuration(late)).toBe('—');
  });
});

describe('/admin/peminjaman-sc', () => {
  it('lists the bookings with their photos, and cancels and deletes after asking', async () => {
    const user = userEvent.setup();
    const cancelAsManager = vi.fn(async () => ({ ...late, status: 'dibatalkan' as const }));
    const remove = vi.fn(async () => undefined);
    const photo = vi.fn(async () => new Blob(['x'], { type: 'image/jpeg' }));
    URL.createObjectURL = vi.fn(() => 'blob:foto');
    URL.revokeObjectURL = vi.fn();
    render(<KelolaPeminjamanScPage />, {
      backend: fakeScBackend({
        bookings: [late, done, cancelled],
        sc: { cancelAsManager, remove, photo },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Daftar peminjaman' });
    expect(within(table).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(table).getByText('1 jam 25 menit')).toBeInTheDocument();

    await user.click(within(table).getAllByRole('button', { name: 'Check-out' })[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Foto check-out: Sari Dewi' });
    expect(await within(viewer).findByRole('img')).toHaveAttribute('src', 'blob:foto');
    expect(photo).toHaveBeenCalledWith('/api/peminjaman-sc/foto/c');
    await user.click(within(viewer).getByRole('button', { name: 'Tutup' }));

    await user.click(within(table).getByRole('button', { name: /^Batalkan: Budi Santoso/ }));
    const ask = await screen.findByRole('dialog', { name: 'Batalkan peminjaman?' });
    await user.click(within(ask).getByRole('button', { name: 'Batalkan Peminjaman' }));
    expect(cancelAsManager).toHaveBeenCalledWith('late');

    await user.click(within(table).getByRole('button', { name: /^Hapus: Sari Dewi/ }));
    const del = await screen.findByRole('dialog', { name: 'Hapus peminjaman permanen?' });
    await user.click(within(del).getByRole('button', { name: 'Hapus' }));
    expect(remove).toHaveBeenCalledWith('done');
  });

  it("saves one part of the settings, keeping the others' stored values", async () => {
    const user = userEvent.setup();
    const saveSettings = vi.fn(async (settings: typeof SETTINGS) => settings);
    render(<KelolaPeminjamanScPage />, { backend: fakeScBackend({ sc: { saveSettings } }) });
    await user.click(await screen.findByRole('tab', { name: 'Pengaturan' }));
    const contact = await screen.findByRole('region', { name: 'Kelola Narahubung WA' });
    const number = within(contact).getByRole('textbox', { name: 'Nomor WhatsApp' });
    await user.clear(number);
    await user.type(number, '6285700001111');
    await user.click(within(contact).getByRole('button', { name: 'Simpan' }));
    expect(saveSettings).toHaveBeenCalledWith({ ...SETTINGS, narahubungNomor: '6285700001111' });
    expect(screen.getByRole('list', { name: 'Daftar pertanyaan peminjaman' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Daftar ruangan' })).toBeInTheDocument();
  });
});
