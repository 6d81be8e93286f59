import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { screen, within } from '../../test/render';
import type { UserProfile } from '../../../../shared/accounts';
import type { WorkQueue } from '../../../../shared/berkas/work-queue';
import { berkasBackend } from '../berkas-admin/testing';
import { fakeBackend, renderAdmin, testUser } from './admin-test-utils';
import RingkasanPage from './RingkasanPage';

const master = testUser({
  id: 'u-master',
  role: 'master',
  kementerian: null,
  namaTampilan: 'Master Admin',
});

/** The session's backend plus the SI-BERKAS panel's, whose work queue is `queue`. */
function withQueue(user: UserProfile, extra: Partial<Backend> = {}, queue?: WorkQueue) {
  const { berkasAdmin } = berkasBackend({ user, ...(queue ? { workQueue: queue } : {}) });
  return fakeBackend(user, { berkasAdmin, ...extra });
}

const item = (id: string, namaKegiatan: string) => ({
  id,
  ticketId: `BEM-2026-0000${id}`,
  namaKegiatan,
  penyelenggara: 'HIMA TKN',
  currentStatus: 'Diajukan' as const,
  createdAt: '2026-11-20T03:00:00.000Z',
});

function summary(answer: Backend['admin']['summary']): Partial<Backend> {
  return { admin: { summary: answer } };
}

describe('RingkasanPage', () => {
  beforeEach(() => {
    // Only the clock is fake: promises and testing-library's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2025-03-03T08:15:00+07:00', 'Selamat Pagi, Admin!'],
    ['2025-03-03T12:00:00+07:00', 'Selamat Siang, Admin!'],
    ['2025-03-03T16:30:00+07:00', 'Selamat Sore, Admin!'],
    ['2025-03-03T21:00:00+07:00', 'Selamat Malam, Admin!'],
  ])('greets by the hour in Jakarta (%s)', async (instant, greeting) => {
    vi.setSystemTime(new Date(instant));
    renderAdmin({ backend: withQueue(testUser()), page: <RingkasanPage /> });
    expect(await screen.findByRole('heading', { name: greeting })).toBeInTheDocument();
  });

  it('tells an admin their role, ministry and the date, and links the areas they may use', async () => {
    vi.setSystemTime(new Date('2025-03-03T09:00:00+07:00'));
    renderAdmin({ backend: withQueue(testUser()), page: <RingkasanPage /> });
    expect(
      await screen.findByText('Anda masuk sebagai Admin — Kementerian Keuangan.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Senin, 3 Maret 2025')).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Area yang dapat Anda kelola' });
    expect(within(areas).getByRole('link', { name: 'Edit Profil' })).toHaveAttribute(
      'href',
      '/admin/profil',
    );
    expect(within(areas).queryByRole('link', { name: 'Ringkasan' })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: 'Kelola Pengguna' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total Pengguna')).not.toBeInTheDocument();
  });

  it('shows the master the account counts, with a link to the users waiting for approval', async () => {
    vi.setSystemTime(new Date('2025-03-03T09:00:00+07:00'));
    renderAdmin({
      backend: withQueue(
        master,
        summary(() => Promise.resolve({ counts: { totalUsers: 12, pendingUsers: 3, admins: 7 } })),
      ),
      page: <RingkasanPage />,
    });
    expect(await screen.findByText('Anda masuk sebagai Master Admin.')).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Admin Aktif')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tinjau di Kelola Pengguna' })).toHaveAttribute(
      'href',
      '/admin/kelola-admin',
    );
  });

  it('shows the failure when the counts cannot be loaded', async () => {
    renderAdmin({
      backend: withQueue(
        master,
        summary(() => Promise.reject(BackendError.network())),
      ),
      page: <RingkasanPage />,
    });
    expect(await screen.findByText('Ringkasan gagal dimuat')).toBeInTheDocument();
    expect(screen.getByText(/Tidak dapat terhubung ke server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });

  it("shows an admin what waits for their ministry's verification, each linking to its detail", async () => {
    renderAdmin({
      backend: withQueue(
        testUser(),
        {},
        {
          verifier: 'kemenkeu',
          waiting: {
            total: 7,
            items: [item('1', 'Seminar Keselamatan Radiasi'), item('2', 'Pelatihan Instrumentasi')],
          },
          readyForApproval: null,
          awaitingFinal: null,
        },
      ),
      page: <RingkasanPage />,
    });
    const queue = await screen.findByRole('region', { name: 'Menunggu Tindakan Anda' });
    const waiting = await within(queue).findByRole('article', {
      name: 'Menunggu verifikasi Kementerian Keuangan',
    });
    expect(within(waiting).getByLabelText('7 berkas')).toBeInTheDocument();
    expect(
      within(waiting).getByRole('link', { name: 'Seminar Keselamatan Radiasi' }),
    ).toHaveAttribute('href', '/admin/berkas/1');
    expect(
      within(waiting).getByRole('link', { name: 'Lihat semua di Kelola Berkas KM' }),
    ).toBeInTheDocument();
    expect(within(queue).queryByText('Siap di-ACC')).not.toBeInTheDocument();
  });

  it('shows no work queue to an admin whose ministry does not verify', async () => {
    const pora = testUser({ kementerian: 'Kementerian Pemuda dan Olahraga (PORA)' });
    const backend = withQueue(pora);
    renderAdmin({ backend, page: <RingkasanPage /> });
    expect(await screen.findByText(/Anda masuk sebagai Admin/)).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Menunggu Tindakan Anda' }),
    ).not.toBeInTheDocument();
    expect(backend.berkasAdmin!.workQueue).not.toHaveBeenCalled();
  });
});
