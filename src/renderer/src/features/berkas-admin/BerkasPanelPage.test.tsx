import { describe, expect, it } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { testUser } from '../admin-shell/admin-test-utils';
import BerkasPanelPage from './BerkasPanelPage';
import { berkasBackend, submission } from './testing';

const many = Array.from({ length: 15 }, (_, i) =>
  submission({
    id: `s${i}`,
    ticketId: `BEM-2026-${String(i).padStart(5, '0')}`,
    namaKegiatan: `Kegiatan ${i}`,
  }),
);

const openFirst = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /Buka BEM-2026-00001/ }));
  return screen.findByRole('dialog');
};

describe('BerkasPanelPage', () => {
  it('shows the empty message', async () => {
    const { backend } = berkasBackend({ items: [] });
    render(<BerkasPanelPage />, { backend });
    expect(await screen.findByRole('heading', { name: 'Kelola Berkas KM' })).toBeInTheDocument();
    expect(await screen.findByText(BERKAS_MESSAGES.emptyAdminList)).toBeInTheDocument();
  });

  it('re-queries with the chosen status, and on every change tick', async () => {
    const { backend, berkasAdmin, tick } = berkasBackend({ items: [submission()] });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    expect(await screen.findByText('Seminar Nuklir')).toBeInTheDocument();
    expect(berkasAdmin.list).toHaveBeenCalledWith({ limit: 10 });

    await user.click(screen.getByRole('radio', { name: 'Selesai' }));
    await waitFor(() =>
      expect(berkasAdmin.list).toHaveBeenLastCalledWith({ limit: 10, status: 'Selesai' }),
    );

    const calls = berkasAdmin.list.mock.calls.length;
    tick();
    await waitFor(() => expect(berkasAdmin.list.mock.calls.length).toBeGreaterThan(calls));
  });

  it('"Muat Lebih Banyak" asks for 20 and disappears when everything is shown', async () => {
    const { backend, berkasAdmin } = berkasBackend({ items: many });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    expect(await screen.findByText('Kegiatan 9')).toBeInTheDocument();
    expect(screen.queryByText('Kegiatan 10')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    await waitFor(() => expect(berkasAdmin.list).toHaveBeenLastCalledWith({ limit: 20 }));
    expect(await screen.findByText('Kegiatan 14')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });

  it('a Kementerian Keuangan verifier needs a note to ask for revision', async () => {
    const { backend, berkasAdmin } = berkasBackend({ items: many });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    const dialog = await openFirst(user);

    expect(
      await within(dialog).findByText('Anda bertindak sebagai Kementerian Keuangan'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ACC (Setujui)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Minta Revisi' }));
    expect(await within(dialog).findByText(BERKAS_MESSAGES.revisionNoteRequired)).toBeVisible();
    expect(berkasAdmin.verify).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Catatan verifikasi/), 'Lengkapi RAB');
    await user.click(within(dialog).getByRole('button', { name: 'Minta Revisi' }));
    await waitFor(() =>
      expect(berkasAdmin.verify).toHaveBeenCalledWith(
        's1',
        'request-revision',
        'Lengkapi RAB',
        undefined,
      ),
    );
  });

  it('a master chooses whom to act as and may approve', async () => {
    const master = testUser({ id: 'm', role: 'master', kementerian: null });
    const { backend, berkasAdmin } = berkasBackend({ user: master, items: many });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    const dialog = await openFirst(user);

    const select = await within(dialog).findByRole('combobox', { name: 'Bertindak sebagai' });
    expect(within(dialog).queryByRole('button', { name: 'Verifikasi' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ACC (Setujui)' })).toBeDisabled();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Banggar DPM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() =>
      expect(berkasAdmin.verify).toHaveBeenCalledWith('s1', 'verify', '', 'banggar'),
    );
  });

  it('a user without a verifier role is told so and gets no buttons', async () => {
    const other = testUser({ kementerian: 'Kementerian PSDM' });
    const { backend } = berkasBackend({ user: other, items: many });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    const dialog = await openFirst(user);
    expect(await within(dialog).findByText(BERKAS_MESSAGES.undefinedRole)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verifikasi' })).not.toBeInTheDocument();
  });

  it('hides the actions once Selesai', async () => {
    const master = testUser({ id: 'm', role: 'master', kementerian: null });
    const done = submission({
      id: 's1',
      ticketId: 'BEM-2026-00001',
      currentStatus: 'Selesai',
      finalResponse: { catatan: 'Silakan dilaksanakan.', fileUrl: null, fileName: null },
    });
    const { backend } = berkasBackend({ user: master, items: [done] });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    const dialog = await openFirst(user);
    expect(await within(dialog).findByText('Silakan dilaksanakan.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bertindak sebagai')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verifikasi' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ACC (Setujui)' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Tindak Lanjut Akhir')).not.toBeInTheDocument();
  });

  it('the final follow-up needs a note or a letter', async () => {
    const master = testUser({ id: 'm', role: 'master', kementerian: null });
    const approved = submission({
      id: 's1',
      ticketId: 'BEM-2026-00001',
      currentStatus: 'Disetujui',
    });
    const { backend, berkasAdmin } = berkasBackend({ user: master, items: [approved] });
    const user = userEvent.setup();
    render(<BerkasPanelPage />, { backend });
    const dialog = await openFirst(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Kirim Tindak Lanjut' }));
    expect(await within(dialog).findByText(BERKAS_MESSAGES.finalNeedsNoteOrLetter)).toBeVisible();
    expect(berkasAdmin.finish).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByLabelText('Atau tautan surat balasan'),
      'https://contoh.id/s.pdf',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Tindak Lanjut' }));
    // It cannot be changed afterwards: asked first.
    const confirm = await screen.findByRole('dialog', { name: 'Kirim tindak lanjut akhir?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ya, Kirim' }));
    await waitFor(() =>
      expect(berkasAdmin.finish).toHaveBeenCalledWith('s1', {
        catatan: '',
        letterUrl: 'https://contoh.id/s.pdf',
      }),
    );
  });
});
