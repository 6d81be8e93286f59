import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BALLOT_TEXTS,
  BOOTH_MESSAGES,
  RECEIPT_NOTES,
  type BoothView,
} from '../../../../shared/evoting/ballot';
import { BackendError } from '../../backend/backend-error';
import type { BallotApi } from '../../backend/ballot-api';
import type { LiveObserver } from '../../backend/live-observer';
import { saveBlob } from '../../lib/save-blob';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { boothBallot, boothRefused, fakeBallot } from '../evoting/ballot-test-utils';
import { fakeVoter, fakeVoterBackend } from '../pemilih/testing';
import VotingPage from './VotingPage';

vi.mock('../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const RECEIPT = '7K3QM-2B9XD-PQRST-VWXYZ';

/** A booth whose live view the test can change, as the backend would after a ballot. */
function liveBooth(first: BoothView) {
  let observer: LiveObserver<BoothView> | null = null;
  const watchBooth = vi.fn((_eventId: string, next: LiveObserver<BoothView>) => {
    observer = next;
    next.next(first);
    return () => {};
  });
  return { watchBooth, push: (view: BoothView) => observer?.next(view) };
}

function renderBooth(options: { signedIn?: boolean; ballot?: Partial<BallotApi> }) {
  const backend = {
    ...fakeVoterBackend({
      current: () => Promise.resolve(options.signedIn === false ? null : fakeVoter()),
    }),
    ballot: fakeBallot(options.ballot),
    publicOrigin: () => 'https://bem.example',
  };
  return render(
    <Routes>
      <Route path="/voting/:eventId" element={<VotingPage />} />
      <Route path="/login-pemilih" element={<p>Halaman masuk pemilih</p>} />
      <Route path="/dashboard-pemilih" element={<p>Dasbor pemilih</p>} />
    </Routes>,
    { route: '/voting/ev-1', backend },
  );
}

beforeEach(() => vi.mocked(saveBlob).mockClear());

describe('/voting/{eventId}', () => {
  it('sends a visitor to /login-pemilih', async () => {
    renderBooth({ signedIn: false });
    expect(await screen.findByText('Halaman masuk pemilih')).toBeInTheDocument();
  });

  it('shows the election, the time left, the instruction and the ballot as a radio group', async () => {
    const booth = liveBooth(boothBallot());
    renderBooth({ ballot: { watchBooth: booth.watchBooth } });
    expect(screen.getByRole('heading', { level: 1, name: 'Bilik Suara' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Pemilihan Ketua HIMA TKN 2026' }),
    ).toBeInTheDocument();
    expect(booth.watchBooth).toHaveBeenCalledWith('ev-1', expect.anything());
    expect(screen.getByText('HIMA Teknokimia Nuklir')).toBeInTheDocument();
    expect(await screen.findByText('Sisa Waktu:')).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: BALLOT_TEXTS.instruction });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('aria-label'))).toEqual([
      'No. Urut 1: Rizky Aditya & Nabila Putri',
      'No. Urut 2: Fajar Nugroho & Salsabila Rahma',
      BALLOT_TEXTS.abstainLabel,
    ]);
    expect(screen.getByRole('button', { name: BALLOT_TEXTS.submit })).toBeDisabled();
  });

  it('leaves abstain out when the election does not allow it', async () => {
    renderBooth({ ballot: { watchBooth: liveBooth(boothBallot({ abstain: false })).watchBooth } });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText(BALLOT_TEXTS.abstainLabel)).not.toBeInTheDocument();
  });

  it("shows a candidate's vision and mission in a dialog", async () => {
    renderBooth({ ballot: { watchBooth: liveBooth(boothBallot()).watchBooth } });
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Visi & Misi: Rizky Aditya & Nabila Putri' }),
      );
    const dialog = await screen.findByRole('dialog', {
      name: 'Visi & Misi: Rizky Aditya & Nabila Putri',
    });
    expect(dialog).toHaveTextContent('Visi kandidat 1');
    expect(dialog).toHaveTextContent('Misi kandidat 1');
  });

  it('casts the chosen ballot after the confirmation, then shows the receipt and keeps it', async () => {
    const user = userEvent.setup();
    const booth = liveBooth(boothBallot());
    const cast = vi.fn(() => Promise.resolve({ kodeTanda: RECEIPT }));
    renderBooth({ ballot: { watchBooth: booth.watchBooth, cast } });

    // By keyboard: focus the first card, move with the arrow keys as in any radio group.
    const first = await screen.findByRole('radio', { name: /^No. Urut 1/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('radio', { name: /^No. Urut 2/ });
    expect(second).toHaveAttribute('aria-checked', 'true');
    expect(first).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: BALLOT_TEXTS.submit }));
    let dialog = await screen.findByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent(BALLOT_TEXTS.confirmWarning);
    expect(dialog).toHaveTextContent('No. Urut 2 — Fajar Nugroho & Salsabila Rahma');
    await user.click(within(dialog).getByRole('button', { name: BALLOT_TEXTS.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cast).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: BALLOT_TEXTS.submit }));
    dialog = await screen.findByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: BALLOT_TEXTS.confirmYes }));
    expect(cast).toHaveBeenCalledWith('ev-1', 'k-2');
    expect(
      await screen.findByRole('heading', { name: BALLOT_TEXTS.thanksTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(BALLOT_TEXTS.thanksBody)).toBeInTheDocument();
    expect(screen.getByTestId('kode-tanda-terima')).toHaveTextContent(RECEIPT);
    expect(screen.getByRole('button', { name: 'Salin Kode' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unduh Tanda Terima (.txt)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toBe('tanda-terima-pemilihan-ketua-hima-tkn-2026.txt');
    const text = await blob.text();
    expect(text).toContain('Pemilihan Ketua HIMA TKN 2026');
    expect(text).toContain(RECEIPT);
    expect(text).toContain('https://bem.example/hasil/ev-1');

    // The booth now says, live, that this voter has voted: the receipt stays all the same.
    booth.push(boothRefused({ alasan: 'sudah-memilih', votedAt: '2026-12-01T03:00:00.000Z' }));
    expect(screen.getByTestId('kode-tanda-terima')).toHaveTextContent(RECEIPT);
    expect(screen.getByRole('link', { name: 'Kembali ke Dasbor Pemilih' })).toHaveAttribute(
      'href',
      '/dashboard-pemilih',
    );
  });

  it('chooses abstain', async () => {
    const user = userEvent.setup();
    const cast = vi.fn(() => Promise.resolve({ kodeTanda: RECEIPT }));
    renderBooth({ ballot: { watchBooth: liveBooth(boothBallot()).watchBooth, cast } });
    await user.click(await screen.findByRole('radio', { name: BALLOT_TEXTS.abstainLabel }));
    await user.click(screen.getByRole('button', { name: BALLOT_TEXTS.submit }));
    const dialog = await screen.findByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
    expect(dialog).toHaveTextContent(BALLOT_TEXTS.abstainLabel);
    await user.click(within(dialog).getByRole('button', { name: BALLOT_TEXTS.confirmYes }));
    expect(cast).toHaveBeenCalledWith('ev-1', 'abstain');
  });

  it('says the ballot was not saved when casting fails, and keeps the choice for another try', async () => {
    const user = userEvent.setup();
    const cast = vi.fn(() => Promise.reject(BackendError.network()));
    renderBooth({ ballot: { watchBooth: liveBooth(boothBallot()).watchBooth, cast } });
    await user.click(await screen.findByRole('radio', { name: /^No. Urut 1/ }));
    await user.click(screen.getByRole('button', { name: BALLOT_TEXTS.submit }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: BALLOT_TEXTS.confirmYes,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(BALLOT_TEXTS.castFailed);
    expect(screen.getByRole('radio', { name: /^No. Urut 1/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: BALLOT_TEXTS.submit })).toBeEnabled();
  });

  it("passes on the backend's refusal (voted meanwhile in another tab)", async () => {
    const user = userEvent.setup();
    const cast = vi.fn(() =>
      Promise.reject(new BackendError('CONFLICT', BOOTH_MESSAGES['sudah-memilih'], 409)),
    );
    renderBooth({ ballot: { watchBooth: liveBooth(boothBallot()).watchBooth, cast } });
    await user.click(await screen.findByRole('radio', { name: /^No. Urut 1/ }));
    await user.click(screen.getByRole('button', { name: BALLOT_TEXTS.submit }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: BALLOT_TEXTS.confirmYes,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOTH_MESSAGES['sudah-memilih']);
  });

  it('tells a voter who voted when they did and shows their receipt again, nothing else', async () => {
    renderBooth({
      ballot: {
        watchBooth: liveBooth(
          boothRefused({
            alasan: 'sudah-memilih',
            votedAt: '2026-12-01T03:05:00.000Z',
            kodeTanda: RECEIPT,
          }),
        ).watchBooth,
      },
    });
    const status = await screen.findByText(BOOTH_MESSAGES['sudah-memilih']);
    const notice = status.closest('[role="status"]')!;
    expect(notice).toHaveTextContent('Anda memberikan suara pada 1 Desember 2026 pukul 10.05 WIB.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BALLOT_TEXTS.submit })).not.toBeInTheDocument();
    // The receipt, as after the cast: a voter whose answer was lost finds it here.
    expect(screen.getByTestId('kode-tanda-terima')).toHaveTextContent(RECEIPT);
    expect(screen.getByText(RECEIPT_NOTES.again)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin Kode' })).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Unduh Tanda Terima (.txt)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(await vi.mocked(saveBlob).mock.calls[0]![0].text()).toContain(RECEIPT);
  });

  it('says plainly that no receipt was kept for a vote cast before receipts were', async () => {
    renderBooth({
      ballot: {
        watchBooth: liveBooth(
          boothRefused({ alasan: 'sudah-memilih', votedAt: '2026-12-01T03:05:00.000Z' }),
        ).watchBooth,
      },
    });
    expect(await screen.findByText(RECEIPT_NOTES.notKept)).toBeInTheDocument();
    expect(screen.queryByTestId('kode-tanda-terima')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salin Kode' })).not.toBeInTheDocument();
  });

  it.each([
    ['bukan-pemilih', 'Anda tidak terdaftar'],
    ['belum-diverifikasi', 'belum diverifikasi'],
    ['belum-dibuka', 'belum dibuka'],
    ['sudah-ditutup', 'sudah ditutup'],
  ] as const)('refuses with its reason: %s', async (alasan, text) => {
    renderBooth({ ballot: { watchBooth: liveBooth(boothRefused({ alasan })).watchBooth } });
    expect(await screen.findByText(BOOTH_MESSAGES[alasan])).toHaveTextContent(text);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(RECEIPT_NOTES.notKept)).not.toBeInTheDocument();
    expect(screen.queryByTestId('kode-tanda-terima')).not.toBeInTheDocument();
  });
});
