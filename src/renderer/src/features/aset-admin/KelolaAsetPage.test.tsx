import { describe, expect, it, vi } from 'vitest';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { fakeBackend, testUser } from '../admin-shell/admin-test-utils';
import KelolaAsetPage from './KelolaAsetPage';

const aset = (n: number, over: Partial<AsetRecord> = {}): AsetRecord => ({
  id: `aset-${n}`,
  position: n,
  namaAset: `Aset ${String(n).padStart(2, '0')}`,
  kodeAset: `BEM-${n}`,
  lokasiPenyimpanan: n % 2 ? 'Sekretariat BEM' : 'Gudang',
  jumlahAset: 1,
  tanggalPerolehan: '',
  tipePerolehan: 'Hibah',
  statusKondisi: n % 3 === 0 ? 'Rusak' : 'Baik',
  sumberKeterangan: '',
  statusPeminjaman: 'Tersedia',
  dapatDipinjamkan: true,
  gambar: [],
  published: n !== 2,
  diperbarui: '2025-09-01T00:00:00.000Z',
  ...over,
});

const ASSETS = Array.from({ length: 12 }, (_, i) => aset(i + 1));

function managerBackend() {
  const watch = (_resource: unknown, observer: LiveObserver<unknown>) => {
    observer.next(ASSETS);
    return () => {};
  };
  const resources = {
    watch,
    watchAll: watch,
    create: vi.fn(),
    update: vi.fn(async (_resource: unknown, id: string, input: object) => ({ id, ...input })),
    remove: vi.fn(),
    reorder: vi.fn(),
  };
  const backend = fakeBackend(testUser({ kementerian: 'Kementerian Luar Negeri' }), {
    resources: resources as unknown as Backend['resources'],
    publicSiteUrl: () => Promise.resolve('https://bem.contoh.ac.id'),
  });
  return { backend, resources };
}

describe('Kelola Aset', () => {
  it('shows the figures over every asset and ten a page, private ones included', async () => {
    const { backend } = managerBackend();
    render(<KelolaAsetPage />, { backend });
    const rows = await screen.findAllByTestId('aset-row');
    expect(rows).toHaveLength(10);
    expect(screen.getByText('12 aset · 0 dipilih')).toBeInTheDocument();
    expect(screen.getByText('Total Aset').parentElement).toHaveTextContent('12');
    expect(screen.getByRole('switch', { name: 'Tampilkan di Publik: Aset 02' })).not.toBeChecked();
  });

  it('saves a quick toggle at once through the update, with the rest of the asset unchanged', async () => {
    const { backend, resources } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaAsetPage />, { backend });
    await user.click(await screen.findByRole('switch', { name: 'Sedang Dipinjam: Aset 01' }));
    const { id: _id, position: _position, ...values } = ASSETS[0]!;
    await waitFor(() =>
      expect(resources.update).toHaveBeenCalledWith(expect.anything(), 'aset-1', {
        ...values,
        statusPeminjaman: 'Dipinjam',
      }),
    );
    await user.click(screen.getByRole('switch', { name: 'Tampilkan di Publik: Aset 02' }));
    await waitFor(() =>
      expect(resources.update).toHaveBeenLastCalledWith(
        expect.anything(),
        'aset-2',
        expect.objectContaining({ published: true }),
      ),
    );
  });

  it('filters by visibility and sends the ticked assets to the label sheet', async () => {
    const { backend } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaAsetPage />, { backend });
    await screen.findAllByTestId('aset-row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter publik' }), 'privat');
    const rows = screen.getAllByTestId('aset-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Aset 02')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cetak Label/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Pilih: Aset 02' }));
    expect(screen.getByRole('button', { name: /Cetak Label/ })).toBeEnabled();
    expect(screen.getByText('1 aset · 1 dipilih')).toBeInTheDocument();
  });
});
