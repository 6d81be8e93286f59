import { describe, expect, it } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { Route, Routes, useLocation } from 'react-router-dom';
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

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The panel at its routes, as the admin router mounts it (one route, optional id). */
const renderPanel = (
  backend: ReturnType<typeof berkasBackend>['backend'],
  route = '/admin/berkas',
) =>
  render(
    <Routes>
      <Route
        path="/admin/berkas/:submissionId?"
        element={
          <>
            <BerkasPanelPage />
            <Where />
          </>
        }
      />
      <Route path="/admin/berkas/:submissionId/cetak" element={<p>Halaman cetak</p>} />
    </Routes>,
    { backend, route },
  );

const openFirst = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /Buka BEM-2026-00001/ }));
  return screen.findByRole('dialog');
};

describe('BerkasPanelPage', () => {
  it('shows the empty message', async () => {
    const { backend } = berkasBackend({ items: [] });
    renderPanel(backend);
    expect(await screen.findByRole('heading', { name: 'Kelola Berkas KM' })).toBeInTheDocument();
    expect(await screen.findByText(BERKAS_MESSAGES.emptyAdminList)).toBeInTheDocument();
  });

  it('re-queries with the chosen status, and on every change tick', async () => {
    const { backend, berkasAdmin, tick } = berkasBackend({ items: [submission()] });
    const user = userEvent.setup();
    renderPanel(backend);
    expect(await screen.findByText('Seminar Nuklir')).toBeInTheDocument();
    expect(berkasAdmin.list).toHaveBeenCalledWith({ limit: 10 });

    await user.click(screen.getByRole('radio', { name: /^Selesai/ }));
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
    renderPanel(backend);
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
    renderPanel(backend);
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
    renderPanel(backend);
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
    renderPanel(backend);
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
    renderPanel(backend);
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
    renderPanel(backend);
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

  it('shows Diajukan after Semua, and the count of each filter from the backend', async () => {
    const { backend, berkasAdmin } = berkasBackend({
      items: [
        submission(),
        submission({ id: 's2', currentStatus: 'Revisi Diperlukan' }),
        submission({ id: 's3', currentStatus: 'Revisi Diperlukan' }),
      ],
    });
    const user = userEvent.setup();
    renderPanel(backend);
    const filters = screen.getByRole('radiogroup', { name: 'Filter status' });
    await waitFor(() =>
      expect(
        within(filters)
          .getAllByRole<HTMLInputElement>('radio')
          .map((r) => r.labels?.[0]?.textContent),
      ).toEqual([
        'Semua (3)',
        'Diajukan (1)',
        'Dalam Proses Verifikasi (0)',
        'Revisi Diperlukan (2)',
        'Disetujui (0)',
        'Selesai (0)',
      ]),
    );
    expect(berkasAdmin.counts).toHaveBeenLastCalledWith({});
    await user.click(screen.getByRole('radio', { name: 'Diajukan (1)' }));
    await waitFor(() =>
      expect(berkasAdmin.list).toHaveBeenLastCalledWith({ limit: 10, status: 'Diajukan' }),
    );
    await user.type(screen.getByRole('textbox', { name: /Cari nama kegiatan/ }), 'seminar');
    await waitFor(() => expect(berkasAdmin.counts).toHaveBeenLastCalledWith({ search: 'seminar' }));
  });

  it('opens a submission at its own URL, closes back to the list, and opens straight from the URL', async () => {
    const { backend } = berkasBackend({ items: many });
    const user = userEvent.setup();
    const first = renderPanel(backend);
    const dialog = await openFirst(user);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/berkas/s1');
    expect(await within(dialog).findByRole('link', { name: 'Cetak Tiket' })).toHaveAttribute(
      'href',
      '/admin/berkas/s1/cetak',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/berkas$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderPanel(backend, '/admin/berkas/s3');
    const direct = await screen.findByRole('dialog');
    expect(await within(direct).findByText('Detail BEM-2026-00003')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/berkas$/));
  });

  it('shows banggar what waits for it at the top of the panel', async () => {
    const banggar = testUser({ id: 'u-banggar', role: 'banggar', kementerian: 'Banggar DPM' });
    const { backend } = berkasBackend({
      user: banggar,
      items: many,
      workQueue: {
        verifier: 'banggar',
        waiting: { total: 1, items: [{ ...many[2]!, currentStatus: 'Diajukan' }] },
        readyForApproval: null,
        awaitingFinal: null,
      },
    });
    renderPanel(backend);
    const waiting = await screen.findByRole('article', { name: 'Menunggu verifikasi Banggar DPM' });
    expect(within(waiting).getByRole('link', { name: 'Kegiatan 2' })).toHaveAttribute(
      'href',
      '/admin/berkas/s2',
    );
  });
});
