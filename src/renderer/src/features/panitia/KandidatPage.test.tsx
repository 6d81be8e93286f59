import { describe, expect, it, vi } from 'vitest';
import { ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import { BackendError } from '../../backend/backend-error';
import { screen, userEvent, waitFor, within } from '../../test/render';
import KandidatPage from './KandidatPage';
import { candidate, committeeElection, fakeCommittee, renderPanitia } from './panitia-test-utils';

const renderKandidat = (committee: ReturnType<typeof fakeCommittee>) =>
  renderPanitia({ committee, page: <KandidatPage />, path: 'kandidat' });

const cardNames = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text?.startsWith('Kandidat') || text?.includes('&'));

describe('Kelola Kandidat', () => {
  it('lists the candidates by ballot number, a pair by both names', async () => {
    renderKandidat(
      fakeCommittee({
        candidates: [
          candidate(3),
          candidate(1, { nama: 'Kandidat Satu', namaWakil: 'Wakil Satu' }),
          candidate(2),
        ],
      }),
    );
    expect(await screen.findByText('No. Urut 1')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Kandidat Satu & Wakil Satu', 'Kandidat 2', 'Kandidat 3']);
  });

  it('adds a candidate with the next number', async () => {
    const createCandidate = vi.fn(() => Promise.resolve(candidate(3)));
    renderKandidat(fakeCommittee({ candidates: [candidate(1), candidate(2)], createCandidate }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah Kandidat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kandidat' });
    expect(within(dialog).getByLabelText(/No\. Urut/)).toHaveValue('3');
    await user.type(within(dialog).getByLabelText(/^Nama Kandidat/), 'Budi Santoso');
    await user.type(within(dialog).getByLabelText(/^Visi/), 'Himpunan yang terbuka.');
    await user.type(within(dialog).getByLabelText(/^Misi/), 'Rapat terbuka tiap bulan.');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Kandidat' }));
    await waitFor(() =>
      expect(createCandidate).toHaveBeenCalledWith('ev-1', {
        nomor: 3,
        nama: 'Budi Santoso',
        namaWakil: null,
        foto: null,
        visi: 'Himpunan yang terbuka.',
        misi: 'Rapat terbuka tiap bulan.',
      }),
    );
    expect(await screen.findByText('Kandidat ditambahkan.')).toBeInTheDocument();
  });

  it('checks the required fields before asking the backend', async () => {
    const createCandidate = vi.fn();
    renderKandidat(fakeCommittee({ createCandidate }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah Kandidat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kandidat' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Kandidat' }));
    expect(await within(dialog).findByText('Nama kandidat wajib diisi.')).toBeInTheDocument();
    expect(createCandidate).not.toHaveBeenCalled();
  });

  it('locks every change once the election is open, and says why', async () => {
    renderKandidat(
      fakeCommittee({
        election: committeeElection({ state: 'berlangsung' }),
        candidates: [candidate(1), candidate(2)],
      }),
    );
    expect(await screen.findByText(ELECTION_MESSAGES.frozen)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Kandidat' })).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /^Edit/ }))
      expect(button).toBeDisabled();
    for (const button of screen.getAllByRole('button', { name: /^Hapus/ }))
      expect(button).toBeDisabled();
    // Vision and mission stay readable.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /Lihat Visi & Misi: Kandidat 1/ }));
    expect(await screen.findByText('Misi kandidat 1')).toBeInTheDocument();
  });

  it("shows the backend's refusal in the form when the election opened meanwhile", async () => {
    const updateCandidate = vi.fn(() =>
      Promise.reject(new BackendError('CONFLICT', ELECTION_MESSAGES.frozen, 409)),
    );
    renderKandidat(fakeCommittee({ candidates: [candidate(1)], updateCandidate }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit: Kandidat 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kandidat' });
    await user.type(within(dialog).getByLabelText(/^Nama Kandidat/), ' Baru');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Kandidat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ELECTION_MESSAGES.frozen);
    expect(updateCandidate).toHaveBeenCalledWith(
      'ev-1',
      'k-1',
      expect.objectContaining({ nama: 'Kandidat 1 Baru' }),
    );
  });
});
