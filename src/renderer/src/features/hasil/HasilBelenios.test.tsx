import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { FINGERPRINT_HOW_TO } from '../../../../shared/evoting/results';
import { saveBlob } from '../../lib/save-blob';
import { render, screen, userEvent, within } from '../../test/render';
import { electionResults, fakeBallot } from '../evoting/ballot-test-utils';
import { answer } from '../panitia/panitia-test-utils';
import { BELENIOS_RECORD_TEXT } from './BeleniosRecordSection';
import HasilPage from './HasilPage';

const UUID = 'zocTYn4H7JSJ9M';
const FINGERPRINT = 'dwGdjARzEtkgerbFyukSZ/8Erir0ujm07UtvI69bC0E';
const RECORD = new Uint8Array([80, 75, 3, 4]);
const TRACKERS = [
  '2hT0pVq7c1zZ3m0Xl2y0r1o3h6sF5m8n4Q9a0b1c2d3',
  'x+Y/7k3Qm2b9XdPq0Rr1Ss2Tt3Uu4Vv5Ww6Xx7Yy8Zz',
];

vi.mock('../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

function renderBelenios(
  record = vi.fn((_eventId: string): Promise<Uint8Array | null> => Promise.resolve(RECORD)),
) {
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
      backend: { ballot: fakeBallot({ watchResults: vi.fn(answer(results)), record }) },
    },
  );
  return record;
}

afterEach(() => {
  vi.mocked(saveBlob).mockClear();
});

describe('/hasil/{eventId} of a Belenios election', () => {
  it('offers the record to download as {uuid}.bel and the verification page', async () => {
    const record = renderBelenios();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: BELENIOS_RECORD_TEXT.download }));
    expect(record).toHaveBeenCalledWith('ev-1');
    await vi.waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe(`${UUID}.bel`);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...RECORD]);
    await user.click(screen.getByRole('link', { name: BELENIOS_RECORD_TEXT.verify }));
    expect(await screen.findByText('Halaman verifikasi')).toBeInTheDocument();
  });

  it('says the record is not available yet when the backend has none', async () => {
    renderBelenios(vi.fn(() => Promise.resolve(null)));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: BELENIOS_RECORD_TEXT.download }));
    expect(await screen.findByText(BELENIOS_MESSAGES.archiveUnavailable)).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
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
