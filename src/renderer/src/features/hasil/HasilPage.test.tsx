import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BALLOT_TEXTS } from '../../../../shared/evoting/ballot';
import { FINGERPRINT_HOW_TO, type ElectionResults } from '../../../../shared/evoting/results';
import { render, screen, userEvent, within } from '../../test/render';
import { electionResults, fakeBallot, RECEIPTS } from '../evoting/ballot-test-utils';
import { answer } from '../panitia/panitia-test-utils';
import HasilPage, { HASIL_TEXT } from './HasilPage';

function renderHasil(results: ElectionResults | null) {
  const watchResults = vi.fn(answer(results));
  render(
    <Routes>
      <Route path="/hasil/:eventId" element={<HasilPage />} />
    </Routes>,
    { route: '/hasil/ev-1', backend: { ballot: fakeBallot({ watchResults }) } },
  );
  return watchResults;
}

describe('/hasil/{eventId}', () => {
  it('says the results are not available until they are published', async () => {
    const watchResults = renderHasil(null);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: BALLOT_TEXTS.resultsUnavailableTitle,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(BALLOT_TEXTS.resultsUnavailableBody)).toBeInTheDocument();
    expect(watchResults).toHaveBeenCalledWith('ev-1', expect.anything());
    expect(screen.queryByText(HASIL_TEXT.cast)).not.toBeInTheDocument();
  });

  it('shows turnout, and the counts and shares of each candidate and abstain by number', async () => {
    renderHasil(electionResults());
    expect(
      await screen.findByRole('heading', { level: 1, name: HASIL_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pemilihan Ketua HIMA TKN 2026')).toBeInTheDocument();
    const figure = (label: string) => screen.getAllByText(label)[0]!.parentElement!;
    expect(figure(HASIL_TEXT.registered)).toHaveTextContent('4');
    expect(figure(HASIL_TEXT.cast)).toHaveTextContent('3');
    expect(figure(HASIL_TEXT.turnout)).toHaveTextContent('75%');
    const table = screen.getByRole('table', { name: 'Perolehan Suara' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'No. UrutPilihanSuaraPersentase',
      '1Rizky Aditya & Nabila Putri266,7%',
      '2Fajar Nugroho00%',
      `–${BALLOT_TEXTS.abstainLabel}133,3%`,
      'Total Suara Masuk3100%',
    ]);
  });

  it('lists every receipt and says whether a typed one is in the box', async () => {
    const user = userEvent.setup();
    renderHasil(electionResults());
    const list = await screen.findByRole('region', { name: 'Daftar kode tanda terima' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...RECEIPTS]);
    const search = screen.getByRole('searchbox', { name: 'Cari kode tanda terima Anda' });
    // Typed loosely: lower case, spaces, an O for a zero.
    await user.type(search, 'zzzzz oOooo 11111 22222');
    expect(await screen.findByText(/ada di kotak suara: suara Anda terhitung/)).toHaveTextContent(
      'Kode ZZZZZ-00000-11111-22222 ada di kotak suara',
    );
    await user.clear(search);
    await user.type(search, 'ZZZZZ-00000-11111-22223');
    expect(await screen.findByText(/tidak ditemukan di kotak suara/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '7k3qm');
    expect(await screen.findByText('7K3QM-2B9XD-PQRST-VWXYZ')).toBeInTheDocument();
    expect(screen.queryByText('ZZZZZ-00000-11111-22222')).not.toBeInTheDocument();
  });

  it('shows the fingerprint and how to recompute it', async () => {
    renderHasil(electionResults());
    expect(await screen.findByTestId('sidik-jari')).toHaveTextContent('a'.repeat(64));
    expect(screen.getByText(FINGERPRINT_HOW_TO)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin Sidik Jari' })).toBeInTheDocument();
  });

  it('leaves abstain out when the election had none', async () => {
    renderHasil(electionResults({ abstain: null, suaraMasuk: 2 }));
    const table = await screen.findByRole('table', { name: 'Perolehan Suara' });
    expect(table).not.toHaveTextContent(BALLOT_TEXTS.abstainLabel);
  });
});
