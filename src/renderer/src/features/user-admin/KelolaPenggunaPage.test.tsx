import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import { BackendError } from '../../backend/backend-error';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import KelolaPenggunaPage from './KelolaPenggunaPage';

const profile = (overrides: Partial<UserProfile> & Pick<UserProfile, 'id' | 'email'>) =>
  ({
    role: 'admin',
    namaTampilan: overrides.email.split('@')[0]!,
    kementerian: null,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: '2025-10-02T03:00:00.000Z',
    ...overrides,
  }) satisfies UserProfile;

const MASTER = profile({
  id: 'u1',
  email: 'master@bem.demo',
  role: 'master',
  namaTampilan: 'Master Admin',
});
const SEKJEN = profile({
  id: 'u2',
  email: 'sekjen@bem.demo',
  namaTampilan: 'Admin Sekjen',
  kementerian: 'Sekretariat Jenderal',
});
const CALON = profile({
  id: 'u3',
  email: 'calon@bem.demo',
  role: 'pending',
  namaTampilan: 'Calon Admin',
  kementerian: 'Kementerian PSDM',
  catatan: 'Staf PSDM periode 2025',
});

/** A users API whose live list the test drives by hand. */
function fakeUsers(initial: UserProfile[]) {
  let observer: LiveObserver<UserProfile[]> | undefined;
  const users = {
    watchAll: vi.fn((o: LiveObserver<UserProfile[]>) => {
      observer = o;
      o.next(initial);
      return () => {};
    }),
    approve: vi.fn(async (id: string) => ({ ...CALON, id, role: 'admin' as const })),
    reject: vi.fn(async () => {}),
    update: vi.fn(async (id: string) => ({ ...SEKJEN, id })),
    remove: vi.fn(async () => {}),
    sendResetLink: vi.fn(async () => {}),
  } satisfies Backend['users'];
  return { users, push: (list: UserProfile[]) => observer?.next(list) };
}

const card = (email: string) => screen.getByRole('listitem', { name: email });

describe('KelolaPenggunaPage', () => {
  it('shows the live list with counts, notes of requests and master rows read-only', async () => {
    const { users, push } = fakeUsers([MASTER, SEKJEN, CALON]);
    render(<KelolaPenggunaPage />, { backend: { users } });

    expect(await screen.findByRole('heading', { name: 'Kelola Pengguna' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Total Akun' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Admin' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Panitia' })).toHaveTextContent('0');
    expect(screen.getByRole('group', { name: 'Menunggu Persetujuan' })).toHaveTextContent('1');

    expect(
      within(card('calon@bem.demo')).getByText('Catatan: Staf PSDM periode 2025'),
    ).toBeVisible();
    expect(within(card('sekjen@bem.demo')).getByText('Sekretariat Jenderal')).toBeVisible();
    const master = card('master@bem.demo');
    expect(within(master).getByText('Dikelola operator')).toBeVisible();
    expect(within(master).queryByRole('button')).not.toBeInTheDocument();

    // A change on the server shows without reloading.
    push([MASTER, SEKJEN]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'calon@bem.demo' })).toBeNull(),
    );
    expect(screen.getByRole('group', { name: 'Total Akun' })).toHaveTextContent('2');
  });

  it('searches and filters by tab', async () => {
    const { users } = fakeUsers([MASTER, SEKJEN, CALON]);
    render(<KelolaPenggunaPage />, { backend: { users } });
    await screen.findByRole('listitem', { name: 'calon@bem.demo' });

    await userEvent.click(screen.getByRole('radio', { name: 'Menunggu' }));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'calon@bem.demo',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Semua' }));
    await userEvent.type(screen.getByLabelText('Cari akun'), 'SEKJEN');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Nonaktif' }));
    expect(screen.getByText('Tidak ada akun yang cocok.')).toBeVisible();
  });

  it('approves a request with "Setujui"', async () => {
    const { users } = fakeUsers([MASTER, CALON]);
    render(<KelolaPenggunaPage />, { backend: { users } });
    await userEvent.click(
      await within(await screen.findByRole('listitem', { name: 'calon@bem.demo' })).findByRole(
        'button',
        { name: 'Setujui' },
      ),
    );
    expect(users.approve).toHaveBeenCalledWith('u3');
    expect(await screen.findByText('Akun calon@bem.demo telah disetujui.')).toBeVisible();
  });

  it('asks before deleting, and deletes only after "Hapus" in the dialog', async () => {
    const { users } = fakeUsers([MASTER, SEKJEN]);
    render(<KelolaPenggunaPage />, { backend: { users } });
    const row = await screen.findByRole('listitem', { name: 'sekjen@bem.demo' });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Lainnya untuk sekjen@bem.demo' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hapus' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hapus akun sekjen@bem.demo?' });
    expect(users.remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(users.remove).not.toHaveBeenCalled();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Lainnya untuk sekjen@bem.demo' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hapus' }));
    const again = await screen.findByRole('dialog', { name: 'Hapus akun sekjen@bem.demo?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Hapus' }));
    expect(users.remove).toHaveBeenCalledWith('u2');
    expect(await screen.findByText('Akun sekjen@bem.demo telah dihapus.')).toBeVisible();
  });

  it('changes role and ministry through "Ubah"', async () => {
    const { users } = fakeUsers([MASTER, SEKJEN]);
    render(<KelolaPenggunaPage />, { backend: { users } });
    const row = await screen.findByRole('listitem', { name: 'sekjen@bem.demo' });
    await userEvent.click(within(row).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Akun' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kementerian' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kementerian Keuangan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(users.update).toHaveBeenCalledWith('u2', {
      role: 'admin',
      kementerian: 'Kementerian Keuangan',
    });
  });

  it('reports the backend message in red when an action fails', async () => {
    const { users } = fakeUsers([MASTER, CALON]);
    users.approve.mockRejectedValueOnce(
      new BackendError('CONFLICT', 'Akun ini tidak sedang menunggu persetujuan.', 409),
    );
    render(<KelolaPenggunaPage />, { backend: { users } });
    const row = await screen.findByRole('listitem', { name: 'calon@bem.demo' });
    await userEvent.click(within(row).getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText('Akun ini tidak sedang menunggu persetujuan.')).toBeVisible();
  });

  it('says so when the list cannot be read', async () => {
    const users = {
      ...fakeUsers([]).users,
      watchAll: vi.fn((o: LiveObserver<UserProfile[]>) => {
        o.error?.(new BackendError('FORBIDDEN', 'Anda tidak memiliki akses.', 403));
        return () => {};
      }),
    };
    render(<KelolaPenggunaPage />, { backend: { users } });
    expect(await screen.findByText('Anda tidak memiliki akses.')).toBeVisible();
  });
});
