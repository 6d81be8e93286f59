import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend, HistoriEntry, HistoriFilter } from '../../backend/contract';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import HistoriPage from './HistoriPage';
import { historiCsvFileName } from './histori-download';

const entry = (id: number, action: string): HistoriEntry => ({
  id,
  action,
  oleh: 'Master Admin',
  timestamp: '2025-10-02T07:05:00.000Z',
});

function fakeHistori(total = 60) {
  return {
    page: vi.fn(async (_filter: HistoriFilter, page: number) => ({
      entries:
        total === 0
          ? []
          : [entry(page * 100, `Persetujuan akun calon${page}@bem.demo sebagai Admin`)],
      total,
      pageSize: 25,
    })),
    exportCsv: vi.fn(async () => new Blob(['Waktu,Oleh,Aktivitas\n'], { type: 'text/csv' })),
  } satisfies Backend['histori'];
}

afterEach(() => vi.restoreAllMocks());

describe('HistoriPage', () => {
  it('shows the entries with Jakarta time, read-only, and pages through them', async () => {
    const histori = fakeHistori();
    render(<HistoriPage />, { backend: { histori } });

    expect(await screen.findByRole('heading', { name: 'Log Aktivitas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Log aktivitas' });
    expect(within(table).getByText('Persetujuan akun calon1@bem.demo sebagai Admin')).toBeVisible();
    expect(within(table).getByText('2 Oktober 2025 14.05')).toBeVisible();
    expect(within(table).getByText('Master Admin')).toBeVisible();
    expect(screen.getByText('Log tidak dapat diubah atau dihapus.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /hapus/i })).not.toBeInTheDocument();
    expect(histori.page).toHaveBeenCalledWith({}, 1);

    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(histori.page).toHaveBeenLastCalledWith({}, 2);
    expect(await screen.findByText('Persetujuan akun calon2@bem.demo sebagai Admin')).toBeVisible();
  });

  it('shows under an edit which fields it changed, from what to what', async () => {
    const histori = fakeHistori();
    histori.page.mockResolvedValueOnce({
      entries: [
        {
          ...entry(7, 'Edit pertanyaan "Nama Kegiatan"'),
          changes: [
            { field: 'Label', before: 'Nama Kegiatan', after: 'Nama Acara' },
            { field: 'Wajib', before: 'Ya', after: 'Tidak' },
          ],
        },
      ],
      total: 1,
      pageSize: 25,
    });
    render(<HistoriPage />, { backend: { histori } });

    const changes = await screen.findByRole('list', { name: 'Perubahan' });
    const items = within(changes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Label: Nama Kegiatan → Nama Acara',
      'Wajib: Ya → Tidak',
    ]);
  });

  it('asks again with the filters once typing pauses, from page 1', async () => {
    const histori = fakeHistori();
    render(<HistoriPage />, { backend: { histori } });
    await userEvent.click(await screen.findByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(histori.page).toHaveBeenLastCalledWith({}, 3));

    await userEvent.type(screen.getByLabelText('Oleh'), '  Master ');
    await userEvent.type(screen.getByLabelText('Aktivitas'), 'Persetujuan');
    await userEvent.type(screen.getByLabelText('Dari tanggal'), '2025-10-01');
    await waitFor(() =>
      expect(histori.page).toHaveBeenLastCalledWith(
        { oleh: 'Master', action: 'Persetujuan', from: '2025-10-01' },
        1,
      ),
    );
    // Debounced: not one request per keystroke.
    expect(histori.page.mock.calls.length).toBeLessThan(6);
  });

  it('says so when nothing matches', async () => {
    render(<HistoriPage />, { backend: { histori: fakeHistori(0) } });
    expect(await screen.findByText('Belum ada aktivitas yang cocok.')).toBeVisible();
  });

  it('exports the filtered log as log-aktivitas-YYYY-MM-DD.csv', async () => {
    const histori = fakeHistori();
    const createObjectURL = vi.fn(() => 'blob:log');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    render(<HistoriPage />, { backend: { histori } });
    await screen.findByRole('table', { name: 'Log aktivitas' });

    await userEvent.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(downloads).toEqual([`${historiCsvFileName()} blob:log`]));
    expect(histori.exportCsv).toHaveBeenCalledWith({});
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:log'));
  });
});

describe('historiCsvFileName', () => {
  it('uses the date in Jakarta', () => {
    // 20:00 UTC is already the next day in Jakarta (UTC+7).
    expect(historiCsvFileName(new Date('2025-10-01T20:00:00Z'))).toBe(
      'log-aktivitas-2025-10-02.csv',
    );
  });
});
