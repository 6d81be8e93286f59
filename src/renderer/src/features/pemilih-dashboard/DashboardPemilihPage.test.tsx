import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { VoterElection, VoterElectionsApi } from '../../backend/evoting-api';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { answer, fakeEvoting, publicElection } from '../panitia/panitia-test-utils';
import { fakeVoter, fakeVoterBackend } from '../pemilih/testing';
import DashboardPemilihPage from './DashboardPemilihPage';

const VOTER = fakeVoter({
  namaLengkap: 'Ayu Lestari',
  nim: '012300001',
  prodi: 'Teknokimia Nuklir',
});

function mine(id: string, overrides: Partial<VoterElection> = {}): VoterElection {
  return {
    ...publicElection({ id, nama: `Pemilihan ${id}` }),
    statusPemilih: 'terverifikasi',
    alasanPenolakan: null,
    sudahMemilih: false,
    pengumuman: [],
    ...overrides,
  };
}

function renderDashboard(options: {
  signedIn?: boolean;
  elections?: VoterElection[];
  requestToJoin?: VoterElectionsApi['requestToJoin'];
  signOut?: () => Promise<void>;
}) {
  const voterElections: VoterElectionsApi = {
    watchMine: answer(options.elections ?? []),
    requestToJoin: options.requestToJoin ?? vi.fn(),
  };
  const backend = {
    ...fakeVoterBackend({
      current: () => Promise.resolve(options.signedIn === false ? null : VOTER),
      ...(options.signOut ? { signOut: options.signOut } : {}),
    }),
    voterElections,
    evoting: fakeEvoting({
      watchPublicList: answer([
        publicElection({ id: 'a', nama: 'Pemilihan a' }),
        publicElection({ id: 'baru', nama: 'Pemilihan Ketua UKM Seni' }),
      ]),
    }),
  };
  return render(
    <Routes>
      <Route path="/dashboard-pemilih" element={<DashboardPemilihPage />} />
      <Route path="/login-pemilih" element={<p>Halaman masuk pemilih</p>} />
    </Routes>,
    { route: '/dashboard-pemilih', backend },
  );
}

describe('/dashboard-pemilih', () => {
  it('sends a visitor to /login-pemilih', async () => {
    renderDashboard({ signedIn: false });
    expect(await screen.findByText('Halaman masuk pemilih')).toBeInTheDocument();
  });

  it('greets the voter and shows their card, their elections and the announcements', async () => {
    renderDashboard({
      elections: [
        mine('a', {
          state: 'berlangsung',
          sudahMemilih: true,
          pengumuman: [
            { id: 'p', teks: 'Debat kandidat hari Jumat.', dibuatPada: '2026-11-20T00:00:00Z' },
          ],
        }),
        mine('b', { statusPemilih: 'ditolak', alasanPenolakan: 'KTM tidak terbaca.' }),
        mine('c', { state: 'selesai' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dasbor Pemilih' })).toBeInTheDocument();
    expect(await screen.findByText('Selamat datang, Ayu Lestari.')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profil pemilih' });
    expect(profile).toHaveTextContent('Teknokimia Nuklir');
    expect(profile).toHaveTextContent('NIM: 012300001');
    expect(within(profile).getByRole('link', { name: 'Edit Profil' })).toHaveAttribute(
      'href',
      '/profil-pemilih',
    );
    expect(await screen.findByText('Debat kandidat hari Jumat.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pemilihan Aktif (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Riwayat (1)' })).toBeInTheDocument();
    const voted = screen.getByText('Pemilihan a').closest('li')!;
    expect(voted).toHaveTextContent('Anda Sudah Memilih');
    expect(voted).toHaveTextContent('Penyelenggara:');
    const refused = screen.getByText('Pemilihan b').closest('li')!;
    expect(refused).toHaveTextContent('Ditolak');
    expect(refused).toHaveTextContent('Alasan: KTM tidak terbaca.');
  });

  it('leads to the booth, to when they voted, and to published results', async () => {
    renderDashboard({
      elections: [
        mine('buka', { state: 'berlangsung' }),
        mine('sudah', { state: 'berlangsung', sudahMemilih: true }),
        mine('menunggu', { state: 'berlangsung', statusPemilih: 'menunggu' }),
        mine('hasil', { state: 'selesai', hasilDipublikasikan: true }),
      ],
    });
    expect(
      await screen.findByRole('link', { name: 'Masuk Bilik Suara: Pemilihan buka' }),
    ).toHaveAttribute('href', '/voting/buka');
    expect(
      screen.getByRole('link', { name: 'Anda Sudah Memilih: Pemilihan sudah' }),
    ).toHaveAttribute('href', '/voting/sudah');
    // Not verified yet: no way into the booth.
    expect(screen.getAllByRole('link', { name: /^Masuk Bilik Suara/ })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Riwayat/ }));
    expect(
      await screen.findByRole('link', { name: 'Lihat Hasil: Pemilihan hasil' }),
    ).toHaveAttribute('href', '/hasil/hasil');
  });

  it('asks to join an upcoming election the voter is not on', async () => {
    const requestToJoin = vi.fn(() => Promise.resolve(mine('baru', { statusPemilih: 'menunggu' })));
    renderDashboard({ elections: [mine('a')], requestToJoin });
    const section = await screen.findByRole('region', { name: 'Minta Bergabung' });
    expect(within(section).queryByText('Pemilihan a')).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(
        within(section).getByRole('button', { name: 'Minta Bergabung: Pemilihan Ketua UKM Seni' }),
      );
    await waitFor(() => expect(requestToJoin).toHaveBeenCalledWith('baru'));
    expect(
      await screen.findByText(/Permintaan bergabung ke "Pemilihan Ketua UKM Seni" terkirim/),
    ).toBeInTheDocument();
  });

  it('signs the voter out to /login-pemilih', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderDashboard({ signOut });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Halaman masuk pemilih')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
  });
});
