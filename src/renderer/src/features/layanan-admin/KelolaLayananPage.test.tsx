import { describe, expect, it, vi } from 'vitest';
import type { GeneralSettings } from '../../../../shared/settings';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { fakeBackend, testUser } from '../admin-shell/admin-test-utils';
import KelolaLayananPage from './KelolaLayananPage';

const SERVICES = [
  {
    id: 'a',
    position: 0,
    judul: 'Aspirasi Mahasiswa',
    deskripsi: '',
    kategori: 'Advokasi',
    ikon: 'aspirasi',
    link: 'https://docs.google.com/forms/d/e/a/viewform',
    published: true,
  },
  {
    id: 'b',
    position: 1,
    judul: 'Survei Kepuasan',
    deskripsi: '',
    kategori: 'Lainnya',
    ikon: 'formulir',
    link: 'https://forms.office.com/r/b',
    published: false,
  },
];

function managerBackend() {
  let settings: GeneralSettings = { isEvotingPublished: true, isPublishedFeaturedServices: true };
  const settingsObservers = new Set<LiveObserver<GeneralSettings>>();
  const setFeaturedServices = vi.fn(async (shown: boolean) => {
    settings = { ...settings, isPublishedFeaturedServices: shown };
    settingsObservers.forEach((o) => o.next(settings));
    return settings;
  });
  const watch = (_resource: unknown, observer: LiveObserver<unknown>) => {
    observer.next(SERVICES);
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
  const backend = fakeBackend(testUser({ kementerian: 'Kementerian Keuangan' }), {
    resources: resources as unknown as Backend['resources'],
    settings: {
      getGeneral: async () => settings,
      watchGeneral: (observer) => {
        settingsObservers.add(observer);
        observer.next(settings);
        return () => settingsObservers.delete(observer);
      },
      setFeaturedServices,
    },
  });
  return { backend, resources, setFeaturedServices };
}

describe('Kelola Layanan', () => {
  it('lists the services with their publication, and publishes a draft from the list', async () => {
    const { backend, resources } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaLayananPage />, { backend });
    const list = await screen.findByRole('list', { name: 'Daftar layanan' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Terbitkan: Aspirasi Mahasiswa' })).toBeChecked();
    const draft = screen.getByRole('switch', { name: 'Terbitkan: Survei Kepuasan' });
    expect(draft).not.toBeChecked();
    await user.click(draft);
    await waitFor(() =>
      expect(resources.update).toHaveBeenCalledWith(
        expect.anything(),
        'b',
        expect.objectContaining({ judul: 'Survei Kepuasan', published: true }),
      ),
    );
  });

  it('switches the Layanan Digital Terpadu group through the backend', async () => {
    const { backend, setFeaturedServices } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaLayananPage />, { backend });
    await screen.findByRole('list', { name: 'Daftar layanan' });
    // The group's switch heads the page, before the list's own switches.
    expect(screen.getByText('Tampilkan Layanan Digital Terpadu')).toBeInTheDocument();
    const toggle = screen.getAllByRole('switch')[0]!;
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(setFeaturedServices).toHaveBeenCalledWith(false);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('refuses a javascript: link in the editor, on its field, without calling the backend', async () => {
    const { backend, resources } = managerBackend();
    const user = userEvent.setup();
    render(<KelolaLayananPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Tambah Layanan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Layanan' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Judul' }), 'Layanan Baru');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Tautan formulir' }),
      'javascript:alert(1)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText(
        'Tautan formulir harus alamat lengkap yang diawali https://.',
      ),
    ).toBeInTheDocument();
    expect(resources.create).not.toHaveBeenCalled();
  }, 20_000);
});
