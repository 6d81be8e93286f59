import { describe, expect, it, vi } from 'vitest';
import type { ElectionRequest } from '../../../../shared/evoting/election';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import type { GeneralSettings } from '../../../../shared/settings';
import type { Backend } from '../../backend/contract';
import { screen, userEvent, waitFor, within } from '../../test/render';
import { renderAdmin } from '../admin-shell/admin-test-utils';
import {
  answer,
  committeeElection,
  fakeBackend,
  fakeEvoting,
  MASTER,
  PANITIA,
} from '../panitia/panitia-test-utils';
import ManajemenVotingPage from './ManajemenVotingPage';

function request(id: string, overrides: Partial<ElectionRequest> = {}): ElectionRequest {
  return {
    id,
    organisasiId: 'org-tkn',
    namaPemilihan: `Pemilihan ${id}`,
    deskripsi: 'Pemilihan ketua himpunan.',
    tautanDokumen: 'https://drive.google.com/file/d/contoh',
    penyelenggara: 'HIMA Teknokimia Nuklir',
    status: 'menunggu',
    diajukanOleh: { id: PANITIA.id, nama: PANITIA.namaTampilan, email: PANITIA.email },
    diajukanPada: '2026-11-20T03:00:00.000Z',
    diputuskanPada: null,
    alasanPenolakan: null,
    pemilihanId: null,
    ...overrides,
  };
}

const SETTINGS: GeneralSettings = {
  isEvotingPublished: true,
  isPublishedFeaturedServices: true,
} as GeneralSettings;

function renderManajemen(evoting: Partial<Parameters<typeof fakeEvoting>[0]> = {}) {
  const api = fakeEvoting({
    watchRequests: answer([
      request('r1'),
      request('r2', {
        status: 'ditolak',
        alasanPenolakan: 'Dokumen pengesahan belum ditandatangani.',
        diputuskanPada: '2026-11-21T03:00:00.000Z',
      }),
    ]),
    watchElections: answer([
      committeeElection({
        id: 'e1',
        nama: 'Pemilu Raya',
        state: 'berlangsung',
        jumlahPemilih: 40,
        sudahMemilih: 12,
      }),
      committeeElection({
        id: 'e2',
        nama: 'Pemilihan HIMA',
        state: 'selesai',
        jumlahPemilih: 20,
        sudahMemilih: 18,
      }),
    ]),
    watchCommitteeAccounts: answer([
      { id: PANITIA.id, namaTampilan: PANITIA.namaTampilan, email: PANITIA.email },
      { id: 'u-lain', namaTampilan: 'Panitia Lain', email: 'lain@bem.demo' },
    ]),
    ...evoting,
  });
  const settings = {
    watchGeneral: answer(SETTINGS),
  } as Partial<Backend['settings']> as Backend['settings'];
  renderAdmin({
    backend: fakeBackend(MASTER, { evoting: api, settings }),
    route: '/admin/manajemen-voting',
    path: 'manajemen-voting',
    page: <ManajemenVotingPage />,
  });
  return api;
}

const stat = (label: string) =>
  screen.getByRole('group', { name: label }).textContent?.replace(label, '');

describe('Manajemen E-Voting', () => {
  it('counts the waiting requests, open elections, verified voters and votes', async () => {
    renderManajemen();
    await screen.findByText('Pemilihan r1');
    expect(stat('Permintaan Masuk')).toContain('1');
    expect(stat('Pemilihan Aktif')).toMatch(/^1/);
    expect(stat('Pemilih Terdaftar')).toMatch(/^60/);
    expect(stat('Total Suara')).toMatch(/^30/);
  });

  it('approves a request with another committee account, in one step', async () => {
    const approveRequest = vi.fn(() => Promise.resolve(committeeElection()));
    renderManajemen({ approveRequest });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Setujui: Pemilihan r1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setujui & Tugaskan Panitia' });
    // The requester is on the committee already: only the others are offered.
    await user.click(within(dialog).getByRole('combobox', { name: /Panitia tambahan/ }));
    expect(screen.queryByRole('option', { name: /Panitia HIMA/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Panitia Lain/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan & Tugaskan' }));
    await waitFor(() => expect(approveRequest).toHaveBeenCalledWith('r1', ['u-lain']));
  });

  it('rejects a request only with a reason, and keeps the decided ones in Riwayat', async () => {
    const rejectRequest = vi.fn(() => Promise.resolve(request('r1', { status: 'ditolak' })));
    renderManajemen({ rejectRequest });
    const riwayat = await screen.findByRole('region', { name: 'Riwayat' });
    expect(within(riwayat).getByText('Pemilihan r2')).toBeInTheDocument();
    expect(
      within(riwayat).getByText(/Dokumen pengesahan belum ditandatangani\./),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tolak: Pemilihan r1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Permintaan' });
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Permintaan' }));
    expect(await within(dialog).findByText(EVOTING_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Alasan penolakan/), 'Bukan ormawa terdaftar.');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Permintaan' }));
    await waitFor(() =>
      expect(rejectRequest).toHaveBeenCalledWith('r1', 'Bukan ormawa terdaftar.'),
    );
  });

  it('lists the elections with roll, turnout and committee, and cancels one after confirming', async () => {
    const cancelElection = vi.fn(() => Promise.resolve(committeeElection({ state: 'dibatalkan' })));
    renderManajemen({ cancelElection });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Daftar Pemilihan' }));
    const card = (await screen.findByText('Pemilu Raya')).closest('li')!;
    expect(card).toHaveTextContent('12 dari 40 (30%)');
    expect(card).toHaveTextContent('Panitia: Panitia HIMA');
    expect(within(card).getByRole('link', { name: 'Kelola: Pemilu Raya' })).toHaveAttribute(
      'href',
      '/panitia/e1/ringkasan',
    );
    // A closed election cannot be cancelled.
    const closed = screen.getByText('Pemilihan HIMA').closest('li')!;
    expect(within(closed).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Batalkan: Pemilu Raya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan pemilihan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan Pemilihan' }));
    await waitFor(() => expect(cancelElection).toHaveBeenCalledWith('e1'));
  });

  it('switches the E-Voting menu', async () => {
    const setEvotingPublished = vi.fn(() =>
      Promise.resolve({ ...SETTINGS, isEvotingPublished: false }),
    );
    renderManajemen({ setEvotingPublished });
    await userEvent
      .setup()
      .click(await screen.findByRole('switch', { name: /Tampilkan Menu E-Voting/ }));
    await waitFor(() => expect(setEvotingPublished).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Menu E-Voting disembunyikan.')).toBeInTheDocument();
  });
});
