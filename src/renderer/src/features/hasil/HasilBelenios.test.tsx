import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FINGERPRINT_HOW_TO } from '../../../../shared/evoting/results';
import { render, screen, userEvent, within } from '../../test/render';
import { electionResults, fakeBallot } from '../evoting/ballot-test-utils';
import { answer } from '../panitia/panitia-test-utils';
import { BELENIOS_RECORD_TEXT } from './BeleniosRecordSection';
import HasilPage from './HasilPage';

const UUID = 'zocTYn4H7JSJ9M';
const FINGERPRINT = 'dwGdjARzEtkgerbFyukSZ/8Erir0ujm07UtvI69bC0E';
const TRACKERS = [
  '2hT0pVq7c1zZ3m0Xl2y0r1o3h6sF5m8n4Q9a0b1c2d3',
  'x+Y/7k3Qm2b9XdPq0Rr1Ss2Tt3Uu4Vv5Ww6Xx7Yy8Zz',
];

function renderBelenios() {
  const results = electionResults({
    beleniosUuid: UUID,
    sidikJari: FINGERPRINT,
    kodeTanda: TRACKERS,
    suaraMasuk: 2,
  });
  render(
    <Routes>
      <Route path="/hasil/:eventId" element={<HasilPage />} />
      <Route path="/hasil/:eventId/verifikasi" element={<p>Halaman verifikasi</p>} />
    </Routes>,
    {
      route: '/hasil/ev-1',
      backend: { ballot: fakeBallot({ watchResults: vi.fn(answer(results)) }) },
    },
  );
}

describe('/hasil/{eventId} of a Belenios election', () => {
  it('offers the record to download as {uuid}.bel and the verification page', async () => {
    renderBelenios();
    const download = await screen.findByRole('link', { name: BELENIOS_RECORD_TEXT.download });
    expect(download).toHaveAttribute('href', '/api/pemilihan/ev-1/arsip');
    expect(download).toHaveAttribute('download', `${UUID}.bel`);
    await userEvent.setup().click(screen.getByRole('link', { name: BELENIOS_RECORD_TEXT.verify }));
    expect(await screen.findByText('Halaman verifikasi')).toBeInTheDocument();
  });

  it('names the election fingerprint, not the plaintext box’s recipe', async () => {
    renderBelenios();
    expect(await screen.findByText(BELENIOS_RECORD_TEXT.fingerprint)).toBeInTheDocument();
    expect(screen.getByTestId('sidik-jari')).toHaveTextContent(FINGERPRINT);
    expect(screen.queryByText(FINGERPRINT_HOW_TO)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Kode Tanda Terima/ })).not.toBeInTheDocument();
  });

  it('lists the ballot trackers and finds a whole one typed (Base64 is case-sensitive)', async () => {
    renderBelenios();
    const section = await screen.findByRole('region', { name: /Pelacak Surat Suara \(2\)/ });
    const list = within(section).getByRole('region', { name: 'Daftar pelacak surat suara' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const user = userEvent.setup();
    const search = within(section).getByLabelText('Cari pelacak surat suara Anda');
    await user.type(search, TRACKERS[1]!);
    expect(within(section).getByRole('status')).toHaveTextContent(
      `Pelacak ${TRACKERS[1]} ada di kotak suara`,
    );
    await user.clear(search);
    await user.type(search, TRACKERS[1]!.toLowerCase());
    expect(within(section).getByRole('status')).toHaveTextContent('tidak ditemukan');
  });
});
