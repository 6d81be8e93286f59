import { describe, expect, it, vi } from 'vitest';
import { ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import { screen, userEvent, waitFor, within } from '../../test/render';
import PengaturanPage from './PengaturanPage';
import { extensionProblem } from './ScheduleSection';
import { committeeElection, fakeCommittee, renderPanitia } from './panitia-test-utils';

const renderPengaturan = (committee: ReturnType<typeof fakeCommittee>) =>
  renderPanitia({ committee, page: <PengaturanPage />, path: 'pengaturan' });

describe('Pengaturan', () => {
  it('opens now after a confirmation, with the stored end', async () => {
    const openNow = vi.fn(() => Promise.resolve(committeeElection({ state: 'berlangsung' })));
    renderPengaturan(fakeCommittee({ openNow }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buka sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buka pemilihan sekarang?' });
    expect(openNow).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Buka Sekarang' }));
    await waitFor(() => expect(openNow).toHaveBeenCalledWith('ev-1', null));
    expect(await screen.findByText('Pemilihan dibuka.')).toBeInTheDocument();
  });

  it('asks for an end when the election has none before opening', async () => {
    const openNow = vi.fn();
    renderPengaturan(
      fakeCommittee({
        election: committeeElection({ state: 'draf', mulai: null, selesai: null }),
        openNow,
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buka sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buka pemilihan sekarang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Buka Sekarang' }));
    expect(await within(dialog).findByText(ELECTION_MESSAGES.scheduleMissing)).toBeInTheDocument();
    expect(openNow).not.toHaveBeenCalled();
  });

  it('cannot open an election that is not ready, and says what is missing', async () => {
    renderPengaturan(
      fakeCommittee({ election: committeeElection({ belumSiap: ELECTION_MESSAGES.emptyRoll }) }),
    );
    expect(await screen.findByRole('button', { name: 'Buka sekarang' })).toBeDisabled();
    expect(screen.getByText(ELECTION_MESSAGES.emptyRoll)).toBeInTheDocument();
  });

  it('greys out the frozen configuration once open, leaving the end extension and closing', async () => {
    const closeNow = vi.fn(() => Promise.resolve(committeeElection({ state: 'selesai' })));
    renderPengaturan(
      fakeCommittee({
        election: committeeElection({ state: 'berlangsung', abstain: true }),
        closeNow,
      }),
    );
    expect(await screen.findByText(ELECTION_MESSAGES.frozen)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Aktifkan Opsi Abstain/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Jadwal Mulai/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan Jadwal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perpanjang' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Buka sekarang' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tutup sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup pemilihan sekarang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup Sekarang' }));
    await waitFor(() => expect(closeNow).toHaveBeenCalledWith('ev-1'));
  });

  it('switches abstain before the opening', async () => {
    const setAbstain = vi.fn(() => Promise.resolve(committeeElection({ abstain: true })));
    renderPengaturan(fakeCommittee({ setAbstain }));
    await userEvent
      .setup()
      .click(await screen.findByRole('switch', { name: /Aktifkan Opsi Abstain/ }));
    await waitFor(() => expect(setAbstain).toHaveBeenCalledWith('ev-1', true));
  });

  it('sends an announcement, and refuses an empty one', async () => {
    const addAnnouncement = vi.fn(() =>
      Promise.resolve({
        id: 'p1',
        teks: 'Debat kandidat Jumat.',
        dibuatPada: '2026-11-20T00:00:00Z',
      }),
    );
    renderPengaturan(fakeCommittee({ addAnnouncement }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kirim Pengumuman' }));
    expect(await screen.findByText('Isi pengumuman wajib diisi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Isi Pengumuman/), 'Debat kandidat Jumat.');
    await user.click(screen.getByRole('button', { name: 'Kirim Pengumuman' }));
    await waitFor(() =>
      expect(addAnnouncement).toHaveBeenCalledWith('ev-1', 'Debat kandidat Jumat.'),
    );
  });
});

describe('the end extension while open', () => {
  it('takes only a later end', () => {
    const end = '2026-12-02T09:00:00.000Z';
    expect(extensionProblem(end, '2026-12-02T10:00:00.000Z')).toBeNull();
    expect(extensionProblem(end, end)).toBe(ELECTION_MESSAGES.extendNotLater);
    expect(extensionProblem(end, '')).toBe(ELECTION_MESSAGES.scheduleMissing);
  });
});
