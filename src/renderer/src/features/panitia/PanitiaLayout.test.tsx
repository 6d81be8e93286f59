import { describe, expect, it } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { screen, within } from '../../test/render';
import { committeeElection, fakeCommittee, MASTER, renderPanitia } from './panitia-test-utils';
import { PANITIA_LAYOUT_TEXT } from './PanitiaLayout';

describe('the committee area /panitia/{eventId}', () => {
  it('shows the election it manages and its pages to a member of its committee', async () => {
    renderPanitia({ committee: fakeCommittee() });
    expect(await screen.findByText('Isi halaman panitia')).toBeInTheDocument();
    expect(screen.getAllByText('Panitia: Pemilihan Ketua HIMA TKN 2026').length).toBeGreaterThan(0);
    const menu = screen.getByRole('navigation', { name: 'Menu panitia' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Ringkasan', '/panitia/ev-1/ringkasan'],
      ['Pengaturan', '/panitia/ev-1/pengaturan'],
      ['Kelola Kandidat', '/panitia/ev-1/kandidat'],
      ['Kelola Pemilih', '/panitia/ev-1/pemilih'],
      ['Verifikasi Pemilih', '/panitia/ev-1/verifikasi-pemilih'],
      ['Akun Saya', '/panitia/ev-1/akun'],
    ]);
    expect(screen.queryByRole('link', { name: 'Kembali ke Manajemen' })).not.toBeInTheDocument();
  });

  it('gives the master the way back to Manajemen E-Voting', async () => {
    renderPanitia({ user: MASTER, committee: fakeCommittee() });
    expect(await screen.findByRole('link', { name: 'Kembali ke Manajemen' })).toHaveAttribute(
      'href',
      '/admin/manajemen-voting',
    );
  });

  it('shows a refusal, and none of the election, when the backend refuses (403)', async () => {
    renderPanitia({
      committee: fakeCommittee({
        election: new BackendError(
          'FORBIDDEN',
          'Anda tidak memiliki akses untuk tindakan ini.',
          403,
        ),
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: PANITIA_LAYOUT_TEXT.refusedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(PANITIA_LAYOUT_TEXT.refused)).toBeInTheDocument();
    expect(screen.queryByText('Isi halaman panitia')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu panitia' })).not.toBeInTheDocument();
  });

  it('says so when the election does not exist', async () => {
    renderPanitia({
      committee: fakeCommittee({
        election: new BackendError('NOT_FOUND', 'Pemilihan tidak ditemukan.', 404),
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: PANITIA_LAYOUT_TEXT.notFoundTitle }),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderPanitia({ user: null, committee: fakeCommittee({ election: committeeElection() }) });
    expect(await screen.findByText('Halaman login')).toBeInTheDocument();
  });
});
