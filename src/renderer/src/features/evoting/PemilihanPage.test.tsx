import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PublicElectionQuery } from '../../backend/evoting-api';
import type { LiveObserver } from '../../backend/live-observer';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { fakeEvoting, publicElection } from '../panitia/panitia-test-utils';
import PemilihanPage, { PEMILIHAN_TEXT } from './PemilihanPage';

function Address() {
  const { search } = useLocation();
  return <output aria-label="Alamat">{search}</output>;
}

function renderPemilihan(route = '/pemilihan') {
  const queries: PublicElectionQuery[] = [];
  const watchPublicList = vi.fn(
    (query: PublicElectionQuery, observer: LiveObserver<ReturnType<typeof publicElection>[]>) => {
      queries.push(query);
      observer.next(
        query.status === 'selesai'
          ? []
          : [
              publicElection({
                id: 'a',
                nama: 'Pemilu Raya BEM KM',
                state: 'berlangsung',
                penyelenggara: 'BEM KM',
              }),
              publicElection({ id: 'b', hasilDipublikasikan: true, state: 'selesai' }),
            ],
      );
      return () => {};
    },
  );
  render(
    <Routes>
      <Route
        path="/pemilihan"
        element={
          <>
            <PemilihanPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { route, backend: { evoting: fakeEvoting({ watchPublicList }) } },
  );
  return queries;
}

describe('/pemilihan', () => {
  it('shows the portal, its three ways in, and the elections with organiser and schedule', async () => {
    renderPemilihan();
    expect(
      screen.getByRole('heading', { level: 1, name: PEMILIHAN_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(PEMILIHAN_TEXT.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PEMILIHAN_TEXT.voterLogin })).toHaveAttribute(
      'href',
      '/login-pemilih',
    );
    expect(screen.getByRole('link', { name: PEMILIHAN_TEXT.voterRegister })).toHaveAttribute(
      'href',
      '/register-pemilih',
    );
    expect(screen.getByRole('link', { name: PEMILIHAN_TEXT.request })).toHaveAttribute(
      'href',
      '/request-pemilihan',
    );
    const list = await screen.findByRole('list', { name: 'Daftar pemilihan' });
    const card = within(list).getByText('Pemilu Raya BEM KM').closest('li')!;
    expect(card).toHaveTextContent('Berlangsung');
    expect(card).toHaveTextContent('Penyelenggara: BEM KM');
    expect(card).toHaveTextContent('Mulai: 1 Desember 2026 pukul 08.00 WIB');
    expect(card).toHaveTextContent('Selesai: 2 Desember 2026 pukul 16.00 WIB');
  });

  it('leads an open election to its booth and a published one to its results', async () => {
    renderPemilihan();
    await screen.findByText('Pemilu Raya BEM KM');
    expect(
      screen.getByRole('link', { name: 'Masuk Bilik Suara: Pemilu Raya BEM KM' }),
    ).toHaveAttribute('href', '/voting/a');
    expect(
      screen.getByRole('link', { name: 'Lihat Hasil: Pemilihan Ketua HIMA TKN 2026' }),
    ).toHaveAttribute('href', '/hasil/b');
    expect(screen.getAllByRole('link', { name: /^(Masuk Bilik Suara|Lihat Hasil)/ })).toHaveLength(
      2,
    );
  });

  it('keeps the search and the status in the address, and the backend filters', async () => {
    const queries = renderPemilihan();
    const user = userEvent.setup();
    await screen.findByText('Pemilu Raya BEM KM');
    await user.selectOptions(screen.getByLabelText('Status pemilihan'), 'selesai');
    expect(await screen.findByText(PEMILIHAN_TEXT.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari nama pemilihan atau ormawa'), 'hima');
    await waitFor(() =>
      expect(screen.getByLabelText('Alamat')).toHaveTextContent('?q=hima&status=selesai'),
    );
    expect(queries.at(-1)).toEqual({ q: 'hima', status: 'selesai' });
  });

  it('starts from a shared address', async () => {
    const queries = renderPemilihan('/pemilihan?status=berlangsung&q=raya');
    await screen.findByText('Pemilu Raya BEM KM');
    expect(queries[0]).toEqual({ q: 'raya', status: 'berlangsung' });
    expect(screen.getByLabelText('Status pemilihan')).toHaveValue('berlangsung');
  });
});
