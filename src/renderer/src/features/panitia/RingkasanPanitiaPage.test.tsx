import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import type { BallotApi } from '../../backend/ballot-api';
import { saveBlob } from '../../lib/save-blob';
import { screen, userEvent, waitFor, within } from '../../test/render';
import { electionResults, fakeBallot } from '../evoting/ballot-test-utils';
import { beritaAcaraPdf } from './berita-acara/berita-acara-pdf';
import {
  answer,
  committeeElection,
  fakeCommittee,
  MASTER,
  renderPanitia,
} from './panitia-test-utils';
import RingkasanPanitiaPage from './RingkasanPanitiaPage';
import { RESULTS_TEXTS } from './ResultsSection';

vi.mock('../../lib/save-blob', () => ({ saveBlob: vi.fn() }));
// pdf-lib's drawing is the e2e test's (it reads the file back); here, that the click makes one.
vi.mock('./berita-acara/berita-acara-pdf', () => ({
  beritaAcaraPdf: vi.fn(() => Promise.resolve(new Blob(['%PDF-'], { type: 'application/pdf' }))),
}));

function renderRingkasan(
  election: ReturnType<typeof committeeElection>,
  ballot: Partial<BallotApi> = {},
  user?: UserProfile,
) {
  return renderPanitia({
    committee: fakeCommittee({ election }),
    page: <RingkasanPanitiaPage />,
    extra: { ballot: fakeBallot(ballot), publicOrigin: () => 'https://bem.example' },
    ...(user ? { user } : {}),
  });
}

describe('Ringkasan', () => {
  it('shows the turnout of an open election, live: voted of verified, and the share', async () => {
    renderRingkasan(
      committeeElection({ state: 'berlangsung', jumlahPemilih: 40, sudahMemilih: 12 }),
    );
    const turnout = await screen.findByRole('group', { name: 'Partisipasi' });
    expect(turnout).toHaveTextContent('12 dari 40 (30%)');
    expect(screen.queryByRole('button', { name: RESULTS_TEXTS.publish })).not.toBeInTheDocument();
  });

  it('publishes the results of a closed election after a confirmation', async () => {
    const publishResults = vi.fn(() => Promise.resolve(electionResults()));
    renderRingkasan(committeeElection({ state: 'selesai' }), { publishResults }, MASTER);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: RESULTS_TEXTS.minutes })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: RESULTS_TEXTS.publish }));
    const dialog = await screen.findByRole('dialog', { name: 'Publikasikan hasil pemilihan?' });
    expect(publishResults).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Publikasikan' }));
    await waitFor(() => expect(publishResults).toHaveBeenCalledWith('ev-1'));
    expect(await screen.findByText(RESULTS_TEXTS.published)).toBeInTheDocument();
  });

  it('links the public results once published and makes the berita acara from them', async () => {
    const results = electionResults();
    renderRingkasan(committeeElection({ state: 'selesai', hasilDipublikasikan: true }), {
      watchResults: answer(results),
    });
    expect(await screen.findByRole('link', { name: RESULTS_TEXTS.viewPublic })).toHaveAttribute(
      'href',
      '/hasil/ev-1',
    );
    const download = screen.getByRole('button', { name: RESULTS_TEXTS.minutes });
    await waitFor(() => expect(download).toBeEnabled());
    await userEvent.setup().click(download);
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(beritaAcaraPdf).toHaveBeenCalledWith(results, expect.objectContaining({}));
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toBe('berita-acara-pemilihan-ketua-hima-tkn-2026.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(screen.queryByRole('button', { name: RESULTS_TEXTS.publish })).not.toBeInTheDocument();
  });
});
