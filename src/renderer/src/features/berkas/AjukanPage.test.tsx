import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { Link, Route, Routes } from 'react-router-dom';
import { render, screen, userEvent, waitFor } from '../../test/render';
import AjukanPage from './AjukanPage';
import { DRAFT_RESTORED_MESSAGE } from './DraftNotice';
import { LEAVE_TITLE } from './LeaveConfirmModal';
import { fakeBerkasBackend, fakeField } from './testing';
import { DRAFT_KEY } from './wizard-draft';

const FIELDS = [
  fakeField({ fieldName: 'namaKegiatan', label: 'Nama Kegiatan', required: true, position: 1 }),
  fakeField({
    fieldName: 'jenisBerkas',
    label: 'Jenis Berkas',
    type: 'select',
    options: ['Proposal Kegiatan', 'Lainnya'],
    defaultValue: 'Proposal Kegiatan',
    required: true,
    position: 2,
  }),
  fakeField({ fieldName: 'tanggal', label: 'Tanggal Kegiatan', type: 'date', position: 3 }),
  fakeField({
    fieldName: 'berkas',
    label: 'Berkas',
    type: 'file',
    required: true,
    step: 2,
    position: 4,
  }),
];

const watchFormFields: Backend['berkas']['watchFormFields'] = (observer) => {
  observer.next(FIELDS);
  return () => undefined;
};

const PATH = '/layanan/berkaskm/ajukan';
const renderWizard = (submit?: Backend['berkas']['submit']) =>
  // The wizard beside a link to '/elsewhere', and a page there to arrive at.
  render(
    <Routes>
      <Route
        path={PATH}
        element={
          <>
            <Link to="/elsewhere">Halaman lain</Link>
            <AjukanPage />
          </>
        }
      />
      <Route path="/elsewhere" element={<h1>Halaman lain</h1>} />
    </Routes>,
    {
      route: PATH,
      backend: fakeBerkasBackend(submit ? { watchFormFields, submit } : { watchFormFields }),
    },
  );

const stepHeading = (name: RegExp) => screen.getByRole('heading', { level: 2, name });

// Whole wizards typed key by key: slow on a busy machine.
describe('AjukanPage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('walks the three steps, keeps everything on a failed send, then shows the ticket', async () => {
    const submit = vi
      .fn<Backend['berkas']['submit']>()
      .mockRejectedValueOnce(new BackendError('BACKEND', 'Gagal terhubung ke server Google.'))
      .mockResolvedValueOnce({
        ticketId: 'BEM-2026-00007',
        revisionCode: 'ABCD-EFGH-JKMN-PQRS-TUVW',
      });
    renderWizard(submit);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Selanjutnya' }));
    expect(screen.getAllByText('Harap isi kolom: Nama Kegiatan').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /Jenis Berkas/ })).toHaveValue('Proposal Kegiatan');
    // The failed check brings the reader to the field to fix.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nama Kegiatan/ })).toHaveFocus(),
    );

    await user.type(screen.getByRole('textbox', { name: /Nama Kegiatan/ }), 'Seminar Nuklir');
    await user.type(screen.getByLabelText('Tanggal Kegiatan'), '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    // The new step is announced: its heading has the focus.
    await waitFor(() => expect(stepHeading(/Langkah 2 dari 3: Kelengkapan Berkas/)).toHaveFocus());
    // The file input is a part of its own, fetched when step 1 passed its check.
    await user.click(await screen.findByRole('switch', { name: 'Gunakan Tautan' }));
    await user.type(screen.getByRole('textbox', { name: /Berkas/ }), 'https://drive.google.com/x');
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    await waitFor(() => expect(stepHeading(/Langkah 3 dari 3: Konfirmasi/)).toHaveFocus());

    // The review is a part of its own, fetched when step 2 passed its check.
    expect(await screen.findByText('Seminar Nuklir')).toBeInTheDocument();
    expect(screen.getByText('5 Desember 2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-12-05')).not.toBeInTheDocument();
    expect(screen.getByText('https://drive.google.com/x')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(
      await screen.findByText(
        'Terjadi kesalahan: Gagal terhubung ke server Google. Silakan coba lagi.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Seminar Nuklir')).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Seminar Nuklir');

    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('BEM-2026-00007')).toBeInTheDocument();
    expect(submit).toHaveBeenLastCalledWith(
      {
        namaKegiatan: 'Seminar Nuklir',
        jenisBerkas: 'Proposal Kegiatan',
        tanggal: '2026-12-05',
        berkas: 'https://drive.google.com/x',
      },
      expect.any(Function),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Berkas Berhasil Diajukan' })).toHaveFocus(),
    );
    // Sent: no draft is left, and leaving asks nothing.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Halaman lain' }));
    expect(await screen.findByRole('heading', { name: 'Halaman lain' })).toBeInTheDocument();
  });

  it('brings back unsent answers after a reload, with a notice and a way to start over', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        answers: {
          values: { namaKegiatan: 'Seminar Nuklir', tanggal: '2026-12-05', dihapus: 'x' },
          links: { berkas: 'https://drive.google.com/x' },
          useLink: { berkas: true },
        },
      }),
    );
    renderWizard();
    expect(await screen.findByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nama Kegiatan/ })).toHaveValue('Seminar Nuklir');
    expect(screen.getByLabelText('Tanggal Kegiatan')).toHaveValue('5 Desember 2026');
    // The field that no longer exists is forgotten.
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toContain('dihapus'));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mulai dari Awal' }));
    expect(screen.getByRole('textbox', { name: /Nama Kegiatan/ })).toHaveValue('');
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('shows no notice when there is nothing to restore', async () => {
    renderWizard();
    await screen.findByRole('button', { name: 'Selanjutnya' });
    expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks before a link leaves unsent answers; "Tetap di Halaman" stays', async () => {
    renderWizard();
    const user = userEvent.setup();
    // Nothing entered: nothing to ask.
    const unload = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    await screen.findByRole('button', { name: 'Selanjutnya' });
    expect(unload()).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /Nama Kegiatan/ }), 'Seminar');
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Halaman lain' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tetap di Halaman' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Halaman lain' })).not.toBeInTheDocument();
    // The modal's aria-hidden on the page goes once it has closed.
    expect(await screen.findByRole('textbox', { name: /Nama Kegiatan/ })).toHaveValue('Seminar');

    await user.click(screen.getByRole('link', { name: 'Halaman lain' }));
    await user.click(await screen.findByRole('button', { name: 'Tinggalkan Halaman' }));
    expect(await screen.findByRole('heading', { name: 'Halaman lain' })).toBeInTheDocument();
  });
});
