import { describe, expect, it, vi } from 'vitest';
import { ANGGARAN_MESSAGES } from '../../../../shared/keterbukaan/anggaran';
import type { AnggaranRecord } from '../../../../shared/keterbukaan/anggaran-list';
import type { AnyResource } from '../../../../shared/resources/resource';
import { BackendError } from '../../backend/backend-error';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { fakeBackend, testUser } from '../admin-shell/admin-test-utils';
import KelolaAnggaranPage from './KelolaAnggaranPage';

const ORGANISATIONS = [
  {
    id: 'org-tkn',
    position: 0,
    nama: 'Himpunan Mahasiswa Teknokimia Nuklir',
    jenis: 'HIMA',
    singkatan: 'HIMA TKN',
    logo: null,
    deskripsi: '',
    email: '',
    whatsapp: '',
    instagram: '',
    website: '',
    published: true,
  },
];

const PROGRAMMES: AnggaranRecord[] = [
  {
    id: 'p1',
    position: 0,
    namaProgram: 'Dies Natalis',
    organisasiId: 'bem-km',
    tahun: 2025,
    status: 'Selesai',
    tanggalKegiatan: '2025-05-10',
    linkSpj: '',
    prokerId: '',
    totalDiajukan: 12_000_000,
    totalDisetujui: 10_000_000,
    realisasi: {
      mode: 'rincian',
      rincian: [
        { deskripsi: 'Konsumsi', jumlah: 4_000_000, tanggal: '' },
        { deskripsi: 'Sewa panggung', jumlah: 3_500_000, tanggal: '' },
      ],
    },
  },
];

function managerBackend(create = vi.fn(async (_r: AnyResource, input: object) => input)) {
  const data: Record<string, unknown[]> = {
    anggaran: PROGRAMMES,
    organisasi: ORGANISATIONS,
    'standar-biaya': [],
  };
  const watch = (resource: AnyResource, observer: LiveObserver<unknown>) => {
    observer.next(data[resource.name] ?? []);
    return () => {};
  };
  const resources = {
    watch,
    watchAll: watch,
    create,
    update: vi.fn(),
    remove: vi.fn(async () => {}),
    reorder: vi.fn(),
  };
  const backend = fakeBackend(testUser(), {
    resources: resources as unknown as Backend['resources'],
  });
  return { backend, resources };
}

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Pastes instead of typing key by key: a form of many fields stays quick on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openNewProgramme(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Tambah Program' }));
  return screen.findByRole('dialog', { name: 'Tambah Program Anggaran' });
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Kelola Anggaran', () => {
  it('lists the programmes with their organisation and realised total', async () => {
    const { backend } = managerBackend();
    render(<KelolaAnggaranPage />, { backend });
    const table = await screen.findByRole('table', { name: 'Daftar program anggaran' });
    const row = within(table).getByText('Dies Natalis').closest('tr');
    expect(row).not.toBeNull();
    expect(normalise(row!.textContent)).toContain('BEM KM • 2025');
    expect(normalise(within(row!).getByTestId('realisasi').textContent)).toBe('Rp 7.500.000');
    expect(screen.getByRole('button', { name: 'Ekspor CSV (1 program)' })).toBeEnabled();
  });

  it('asks before deleting, naming the programme', async () => {
    const { backend, resources } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaAnggaranPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Hapus: Dies Natalis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus program anggaran?' });
    expect(
      within(dialog).getByText('Yakin ingin menghapus program anggaran "Dies Natalis"?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(resources.remove).toHaveBeenCalledWith(expect.anything(), 'p1'));
  });

  it('says in Indonesian what is missing, and holds the approved-amount rule before sending', async () => {
    const { backend, resources } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaAnggaranPage />, { backend });
    const dialog = await openNewProgramme(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tambah Baris' }));
    await choose(user, dialog, 'Status', 'Disetujui');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await within(dialog).findByText(ANGGARAN_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ANGGARAN_MESSAGES.organisationRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ANGGARAN_MESSAGES.expenseDescription)).toBeInTheDocument();
    expect(within(dialog).getByText(ANGGARAN_MESSAGES.expenseAmount)).toBeInTheDocument();
    const approved = within(dialog).getByRole('textbox', { name: 'Total Anggaran Disetujui' });
    expect(approved).toHaveAccessibleDescription(
      expect.stringContaining(ANGGARAN_MESSAGES.approvedRequired),
    );
    expect(resources.create).not.toHaveBeenCalled();
  });

  it('records three expense rows with their live sum', async () => {
    const { backend, resources } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaAnggaranPage />, { backend });
    const dialog = await openNewProgramme(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nama Program' }), 'Makrab TKN');
    await choose(user, dialog, 'Organisasi', 'HIMA TKN');
    await choose(user, dialog, 'Status', 'Berjalan');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Total Diajukan' }), '6000000');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Total Anggaran Disetujui' }),
      '5000000',
    );
    const rows = [
      ['Konsumsi', '1500000'],
      ['Transportasi', '2000000'],
      ['Dokumentasi', '250000'],
    ] as const;
    for (const [index, [deskripsi, jumlah]] of rows.entries()) {
      await user.click(within(dialog).getByRole('button', { name: 'Tambah Baris' }));
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: `Keterangan ${index + 1}` }),
        deskripsi,
      );
      await fill(
        user,
        within(dialog).getByRole('textbox', { name: `Jumlah ${index + 1}` }),
        jumlah,
      );
    }
    expect(normalise(within(dialog).getByTestId('jumlah-rincian').textContent)).toBe(
      'Total rincian: Rp 3.750.000 (3 baris)',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Jumlah 2' })).toHaveValue('Rp 2.000.000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(resources.create).toHaveBeenCalledTimes(1));
    expect(resources.create.mock.calls[0]?.[1]).toMatchObject({
      namaProgram: 'Makrab TKN',
      organisasiId: 'org-tkn',
      status: 'Berjalan',
      totalDiajukan: 6_000_000,
      totalDisetujui: 5_000_000,
      prokerId: '',
      realisasi: {
        mode: 'rincian',
        rincian: [
          { deskripsi: 'Konsumsi', jumlah: 1_500_000, tanggal: '' },
          { deskripsi: 'Transportasi', jumlah: 2_000_000, tanggal: '' },
          { deskripsi: 'Dokumentasi', jumlah: 250_000, tanggal: '' },
        ],
      },
    });
  });

  it('shows the backend’s refusal next to the field it names', async () => {
    const refusal = new BackendError('VALIDATION', ANGGARAN_MESSAGES.approvedRequired, 400, {
      totalDisetujui: ANGGARAN_MESSAGES.approvedRequired,
    });
    const { backend } = managerBackend(vi.fn(async () => Promise.reject(refusal)));
    const user = userEvent.setup();
    render(<KelolaAnggaranPage />, { backend });
    const dialog = await openNewProgramme(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Nama Program' }), 'Rapat Kerja');
    await choose(user, dialog, 'Organisasi', 'BEM KM');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const approved = within(dialog).getByRole('textbox', { name: 'Total Anggaran Disetujui' });
    await waitFor(() =>
      expect(approved).toHaveAccessibleDescription(
        expect.stringContaining(ANGGARAN_MESSAGES.approvedRequired),
      ),
    );
    expect(approved).toHaveAttribute('aria-invalid', 'true');
  });
});
