import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { BackendError } from '../../backend/backend-error';
import type { ScApi } from '../../backend/sc-api';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import PinjamScPage from './PinjamScPage';
import { loadReceipt } from './receipt-store';
import { fakeScBackend, receipt } from './testing';

// The calendar has its own test (ScheduleCalendar.test.tsx); here it shows the room it is given.
vi.mock('./ScheduleCalendar', () => ({
  default: (props: { filter: string | null }) => (
    <div data-testid="kalender" data-filter={props.filter ?? ''}>
      Kalender
    </div>
  ),
}));

function page(sc: NonNullable<Parameters<typeof fakeScBackend>[0]>['sc'] = {}) {
  const backend = fakeScBackend({ sc });
  render(
    <Routes>
      <Route path="/pinjam-sc" element={<PinjamScPage />} />
      <Route path="/pinjam-sc/sukses" element={<h1>Sukses</h1>} />
    </Routes>,
    { route: '/pinjam-sc', backend },
  );
  return backend;
}

/** The notice is read in place, on the page: nothing to dismiss first. */
async function readNotice() {
  const notice = await screen.findByRole('region', { name: 'Informasi Peminjaman Sport Center' });
  expect(within(notice).getByText('Peminjaman paling lambat H-1.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function fillTime(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  hh: string,
  mm: string,
) {
  await user.type(screen.getByRole('spinbutton', { name: `${label} (jam)` }), hh);
  await user.type(screen.getByRole('spinbutton', { name: `${label} (menit)` }), mm);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Penanggung Jawab' }),
    'Rina Wulandari',
  );
  await user.type(screen.getByRole('combobox', { name: 'Organisasi' }), 'UKM Bulu Tangkis');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ruangan' }), 'Badminton Barat');
  await user.type(screen.getByRole('textbox', { name: 'Tanggal' }), '04/03/2030');
  await fillTime(user, 'Waktu Mulai', '08', '00');
  await fillTime(user, 'Waktu Selesai', '10', '00');
  await user.type(screen.getByRole('textbox', { name: 'Kontak (WhatsApp)' }), '081234567890');
  await user.type(screen.getByRole('textbox', { name: 'Nama Kegiatan' }), 'Latihan rutin');
  await user.click(screen.getByRole('checkbox', { name: /menyetujui prosedur/ }));
  await user.click(screen.getByRole('checkbox', { name: /bertanggung jawab/ }));
}

describe('/pinjam-sc', () => {
  it('shows the notice in place, the WhatsApp contact, and the form with the configurable questions', async () => {
    page();
    await readNotice();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Peminjaman Sport Center' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tanya via WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=Halo/),
    );
    expect(await screen.findByRole('textbox', { name: 'Nama Kegiatan' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Pinjam Proyektor' })).toBeInTheDocument();
    expect(screen.getByText(SC_MESSAGES.incomplete)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajukan Peminjaman' })).toBeDisabled();
  });

  it('shows the calendar (with its stream) and the form at once, no dialog to dismiss first', async () => {
    const watchSchedule = vi.fn<ScApi['watchSchedule']>((observer) => {
      observer.next([]);
      return () => undefined;
    });
    page({ watchSchedule });
    await readNotice();
    expect(await screen.findByText('Kalender')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nama Kegiatan' })).toBeInTheDocument();
    expect(watchSchedule).toHaveBeenCalled();
  });

  it('shows the calendar of one room when a room is chosen, and of all again', async () => {
    const user = userEvent.setup();
    page();
    const filter = await screen.findByRole('combobox', { name: 'Tampilkan ruangan' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Semua ruangan',
      'Badminton Barat',
      'Badminton Timur',
      'Badminton Barat & Timur',
      'Lapangan Futsal',
    ]);
    expect(await screen.findByTestId('kalender')).toHaveAttribute('data-filter', '');
    // The choice reaches the calendar through the address, a render later on a busy machine.
    await user.selectOptions(filter, 'Lapangan Futsal');
    await waitFor(() =>
      expect(screen.getByTestId('kalender')).toHaveAttribute('data-filter', 'futsal'),
    );
    await user.selectOptions(filter, 'Semua ruangan');
    await waitFor(() => expect(screen.getByTestId('kalender')).toHaveAttribute('data-filter', ''));
  });

  it('asks the backend about the time, and sends only when it is free', async () => {
    const user = userEvent.setup();
    const availability = vi.fn(async () => ({ tersedia: false }));
    const book = vi.fn(async () => receipt());
    page({ availability, book });
    await readNotice();
    await fillForm(user);
    expect(await screen.findByText(SC_MESSAGES.taken)).toBeInTheDocument();
    expect(availability).toHaveBeenLastCalledWith({
      ruangId: 'barat',
      tanggal: '2030-03-04',
      waktuMulai: '08:00',
      waktuSelesai: '10:00',
    });
    expect(screen.getByRole('button', { name: 'Ajukan Peminjaman' })).toBeDisabled();

    availability.mockResolvedValue({ tersedia: true });
    await fillTime(user, 'Waktu Selesai', '09', '30');
    expect(await screen.findByText(SC_MESSAGES.available)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajukan Peminjaman' }));
    expect(await screen.findByRole('heading', { name: 'Sukses' })).toBeInTheDocument();
    expect(book).toHaveBeenCalledWith(
      expect.objectContaining({
        ruangId: 'barat',
        waktuSelesai: '09:30',
        jawaban: { kegiatan: 'Latihan rutin' },
      }),
    );
    expect(loadReceipt()?.kode).toBe(receipt().kode);
  });

  it("shows the backend's overlap refusal at the time", async () => {
    const user = userEvent.setup();
    const overlap = SC_MESSAGES.overlap('Badminton Barat');
    page({ book: vi.fn(async () => Promise.reject(new BackendError('CONFLICT', overlap))) });
    await readNotice();
    await fillForm(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajukan Peminjaman' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Ajukan Peminjaman' }));
    expect(await screen.findByText(overlap)).toBeInTheDocument();
  });
});
