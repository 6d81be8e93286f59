import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import { EVOTING_MESSAGES, type ElectionRequest } from '../../../../shared/evoting/election';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import RequestPemilihanPage, { REQUEST_PAGE_TEXT } from './RequestPemilihanPage';
import {
  answer,
  committeeElection,
  fakeBackend,
  fakeEvoting,
  PANITIA,
  testUser,
} from './panitia-test-utils';

const ORGANISATIONS = [
  { id: 'org-tkn', nama: 'HIMA Teknokimia Nuklir', published: true },
  { id: 'org-elins', nama: 'HIMA Elektronika Instrumentasi', published: true },
];

const SENT: ElectionRequest = {
  id: 'r1',
  organisasiId: 'org-tkn',
  namaPemilihan: 'Pemilihan Ketua HIMA 2026',
  deskripsi: '',
  tautanDokumen: 'https://drive.google.com/file/d/contoh',
  penyelenggara: 'HIMA Teknokimia Nuklir',
  status: 'menunggu',
  diajukanOleh: { id: PANITIA.id, nama: PANITIA.namaTampilan, email: PANITIA.email },
  diajukanPada: '2026-11-20T03:00:00.000Z',
  diputuskanPada: null,
  alasanPenolakan: null,
  pemilihanId: null,
};

/** /login, saying what the page sent it (LoginPage shows that notice on its card). */
function LoginStandIn() {
  const { search, state } = useLocation();
  return (
    <p>
      Halaman login {search} {(state as { notice?: string } | null)?.notice}
    </p>
  );
}

function renderRequest(user: UserProfile | null, evoting = fakeEvoting()) {
  const resources = {
    watch: (_resource: unknown, observer: LiveObserver<unknown>) => {
      observer.next(ORGANISATIONS);
      return () => {};
    },
  } as unknown as Backend['resources'];
  return render(
    <Routes>
      <Route path="/request-pemilihan" element={<RequestPemilihanPage />} />
      <Route path="/login" element={<LoginStandIn />} />
    </Routes>,
    { route: '/request-pemilihan', backend: fakeBackend(user, { evoting, resources }) },
  );
}

describe('/request-pemilihan', () => {
  it('sends a signed-out visitor to /login, saying why', async () => {
    renderRequest(null);
    const login = await screen.findByText(/Halaman login/);
    expect(login).toHaveTextContent('?redirect=%2Frequest-pemilihan');
    expect(login).toHaveTextContent(REQUEST_PAGE_TEXT.signInFirst);
  });

  it('refuses other roles', async () => {
    renderRequest(testUser({ role: 'admin' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: REQUEST_PAGE_TEXT.refusedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(REQUEST_PAGE_TEXT.refused)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nama Pemilihan/)).not.toBeInTheDocument();
  });

  it("sends a request for the account's organisation, then says it was received", async () => {
    const submitRequest = vi.fn(() => Promise.resolve(SENT));
    renderRequest(PANITIA, fakeEvoting({ submitRequest }));
    const user = userEvent.setup();
    const organisation = await screen.findByLabelText(/^Nama Organisasi/);
    // The account registered for HIMA Teknokimia Nuklir: chosen for it.
    await waitFor(() => expect(organisation).toHaveValue('org-tkn'));
    expect(
      within(organisation)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Pilih organisasi',
      'BEM KM',
      'HIMA Elektronika Instrumentasi',
      'HIMA Teknokimia Nuklir',
    ]);
    await user.type(screen.getByLabelText(/^Nama Pemilihan/), 'Pemilihan Ketua HIMA 2026');
    await user.type(
      screen.getByLabelText(/^Link Dokumen Pengesahan/),
      'https://drive.google.com/file/d/contoh',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() =>
      expect(submitRequest).toHaveBeenCalledWith({
        organisasiId: 'org-tkn',
        namaPemilihan: 'Pemilihan Ketua HIMA 2026',
        deskripsi: '',
        tautanDokumen: 'https://drive.google.com/file/d/contoh',
      }),
    );
    expect(await screen.findByText(EVOTING_MESSAGES.requestSent)).toBeInTheDocument();
    expect(screen.getByText(EVOTING_MESSAGES.requestSentDetail)).toBeInTheDocument();
  });

  it('checks the required fields and the link before sending', async () => {
    const submitRequest = vi.fn();
    renderRequest(testUser({ ...PANITIA, organisasi: null }), fakeEvoting({ submitRequest }));
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/^Link Dokumen Pengesahan/),
      'javascript:alert(1)',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    expect((await screen.findAllByText(EVOTING_MESSAGES.requestRequired)).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(EVOTING_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(submitRequest).not.toHaveBeenCalled();
  });

  it("lists the account's requests with their decision, and the elections it serves on", async () => {
    renderRequest(
      PANITIA,
      fakeEvoting({
        watchMyRequests: answer([
          { ...SENT, id: 'r0', status: 'ditolak', alasanPenolakan: 'Dokumen belum lengkap.' },
          { ...SENT, id: 'r2', status: 'disetujui', pemilihanId: 'ev-1' },
        ]),
        watchMyElections: answer([committeeElection()]),
      }),
    );
    const requests = await screen.findByRole('region', { name: 'Pengajuan Saya' });
    expect(await within(requests).findByText('Ditolak')).toBeInTheDocument();
    expect(within(requests).getByText(/Dokumen belum lengkap\./)).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: 'Buka Area Panitia' })).toHaveAttribute(
      'href',
      '/panitia/ev-1/ringkasan',
    );
    const elections = screen.getByRole('region', { name: 'Pemilihan yang Anda Kelola' });
    expect(
      within(elections).getByRole('link', { name: 'Kelola: Pemilihan Ketua HIMA TKN 2026' }),
    ).toHaveAttribute('href', '/panitia/ev-1/ringkasan');
  });
});
