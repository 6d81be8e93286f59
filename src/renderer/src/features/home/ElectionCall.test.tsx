import { describe, expect, it, vi } from 'vitest';
import type { PublicElection } from '../../../../shared/evoting/election';
import type { Backend } from '../../backend/contract';
import { render, screen, waitFor } from '../../test/render';
import { answer, fakeEvoting, publicElection } from '../panitia/panitia-test-utils';
import { ElectionCall } from './ElectionCall';
import { ELECTION_CALL_TEXTS } from './election-call';

function renderCall(published: boolean, elections: PublicElection[]) {
  const watchPublicList = vi.fn(answer(elections));
  const watchGeneral = vi.fn(
    answer({ isEvotingPublished: published, isPublishedFeaturedServices: true }),
  );
  const settings = { watchGeneral } as Partial<Backend['settings']> as Backend['settings'];
  render(<ElectionCall />, {
    backend: { settings, evoting: fakeEvoting({ watchPublicList }) },
  });
  return { watchPublicList, watchGeneral };
}

describe("the home page's call to vote", () => {
  it('calls to an open election and links to /pemilihan', async () => {
    renderCall(true, [publicElection({ nama: 'Pemira BEM KM 2026', state: 'berlangsung' })]);
    expect(
      await screen.findByRole('heading', { level: 2, name: ELECTION_CALL_TEXTS.open }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pemira BEM KM 2026')).toBeInTheDocument();
    expect(screen.getByText(ELECTION_CALL_TEXTS.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ELECTION_CALL_TEXTS.action })).toHaveAttribute(
      'href',
      '/pemilihan',
    );
  });

  it('announces an upcoming one', async () => {
    renderCall(true, [publicElection({ state: 'dijadwalkan' })]);
    expect(
      await screen.findByRole('heading', { name: ELECTION_CALL_TEXTS.upcoming }),
    ).toBeInTheDocument();
  });

  it('stays away while the e-voting menu is not published', async () => {
    const { watchGeneral, watchPublicList } = renderCall(false, [
      publicElection({ state: 'berlangsung' }),
    ]);
    await waitFor(() => expect(watchGeneral).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(watchPublicList).not.toHaveBeenCalled();
  });

  it('stays away when no election is open or coming', async () => {
    const { watchPublicList } = renderCall(true, [publicElection({ state: 'selesai' })]);
    await waitFor(() => expect(watchPublicList).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
