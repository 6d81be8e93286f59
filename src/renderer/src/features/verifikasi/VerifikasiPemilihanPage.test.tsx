import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STEP_LABELS } from '../../../../shared/evoting/belenios/verify-record';
import type { BallotApi } from '../../backend/ballot-api';
import { createHttpBallotApi } from '../../backend/http/ballot-api';
import { createHttpClient } from '../../backend/http/http-client';
import type { LiveFactory } from '../../backend/http/live-factory';
import { act, render, screen, userEvent, within } from '../../test/render';
import { LOCAL_ARCHIVE_TEXT, MAX_LOCAL_ARCHIVE_BYTES } from './local-archive';
import { buildTestRecord, TEST_RECORD_NAME } from './record-test-utils';
import { runVerification } from './run-verification';
import type { VerifyMessage } from './verify-messages';
import VerifikasiPemilihanPage from './VerifikasiPemilihanPage';
import { VERIFIKASI_TEXT as T } from './verifikasi-text';
import type { VerificationRunner } from './worker-runner';

/**
 * jsdom has no Worker: the page is given a runner that records each run, so a test can speak for
 * the worker (`post`), or one that runs the worker's core right here on the real bytes.
 */
function recordingRunner() {
  const runs: { bytes: ArrayBuffer; post: (m: VerifyMessage) => void; stop: () => void }[] = [];
  const runner: VerificationRunner = (bytes, post) => {
    const stop = vi.fn();
    runs.push({ bytes, post, stop });
    return stop;
  };
  return { runner, runs };
}

const inlineRunner: VerificationRunner = (bytes, post) => {
  runVerification(new Uint8Array(bytes), post);
  return () => {};
};

/** The server's answer to GET /api/pemilihan/ev-1/arsip. */
function serveArchive(response: () => Response) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const archiveResponse = (bytes: Uint8Array) =>
  new Response(bytes.slice(), { headers: { 'content-type': 'application/octet-stream' } });

/** The embedded server's record method, on the fetch each test stubs (no live reads here). */
function httpBallot(): BallotApi {
  const client = createHttpClient({ baseUrl: '', fetch: (input, init) => fetch(input, init) });
  const noLive: LiveFactory = () => {
    throw new Error('Halaman verifikasi tidak membaca data langsung.');
  };
  return createHttpBallotApi(client, noLive);
}

function renderPage(runner: VerificationRunner) {
  return render(
    <Routes>
      <Route
        path="/hasil/:eventId/verifikasi"
        element={<VerifikasiPemilihanPage runner={runner} />}
      />
    </Routes>,
    { route: '/hasil/ev-1/verifikasi', backend: { ballot: httpBallot() } },
  );
}

const stepRows = () =>
  within(screen.getByRole('list', { name: T.stepsLabel })).getAllByRole('listitem');

let forged: Uint8Array;

beforeAll(() => {
  forged = buildTestRecord({ voters: 2, forgedResult: true }).bytes;
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/hasil/{eventId}/verifikasi', () => {
  it('downloads the archive, hands its bytes to the runner and shows the progress', async () => {
    const fetch = serveArchive(() => archiveResponse(new Uint8Array([1, 2, 3])));
    const { runner, runs } = recordingRunner();
    renderPage(runner);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(await screen.findByText(T.reading)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/pemilihan/ev-1/arsip');
    expect(runs).toHaveLength(1);
    expect([...new Uint8Array(runs[0]!.bytes)]).toEqual([1, 2, 3]);

    act(() => {
      runs[0]!.post({
        type: 'election',
        election: { name: 'Pemira BEM KM 2026', uuid: 'Yj3zFaMMEH7QPX', fingerprint: 'EAe45vHg' },
      });
      runs[0]!.post({ type: 'progress', done: 1200, total: 3000 });
    });
    expect(screen.getByText('Pemira BEM KM 2026')).toBeInTheDocument();
    expect(screen.getByTestId('uuid')).toHaveTextContent('Yj3zFaMMEH7QPX');
    expect(screen.getByTestId('fingerprint')).toHaveTextContent('EAe45vHg');
    expect(screen.getByText('Memeriksa 1.200 dari 3.000 bukti')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: T.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('lists every step with its label and outcome, the failing one with its reason', async () => {
    serveArchive(() => archiveResponse(forged));
    renderPage(inlineRunner);
    expect(await screen.findByText(TEST_RECORD_NAME)).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(
      Object.values(STEP_LABELS),
    );
    const badges = stepRows().map((row) => row.querySelector('.mantine-Badge-label')?.textContent);
    expect(badges).toEqual([...Array(7).fill('Lulus'), 'Gagal']);
    const result = stepRows()[7]!;
    expect(result).toHaveTextContent(STEP_LABELS.result);
    expect(result).toHaveTextContent(
      'Hasil tidak sesuai dengan tally dan dekripsi parsial (check_result gagal).',
    );
    expect(screen.getByText(T.verdictFailed(1))).toBeInTheDocument();
  });

  it('says Dilewati for steps a record does not reach yet, and gives a passing verdict', async () => {
    serveArchive(() => archiveResponse(new Uint8Array([9])));
    const { runner, runs } = recordingRunner();
    renderPage(runner);
    await screen.findByText(T.reading);
    const steps = Object.entries(STEP_LABELS).map(([id, label], i) => ({
      id: id as keyof typeof STEP_LABELS,
      label,
      status: i < 5 ? ('ok' as const) : ('skipped' as const),
      ...(i < 5 ? {} : { reason: 'Pemungutan suara belum dihitung.' }),
    }));
    act(() => runs[0]!.post({ type: 'result', verification: { ok: true, steps } }));
    const badges = stepRows().map((row) => row.querySelector('.mantine-Badge-label')?.textContent);
    expect(badges).toEqual([...Array(5).fill('Lulus'), ...Array(3).fill('Dilewati')]);
    expect(screen.getByText(T.verdictPartial)).toBeInTheDocument();
    expect(screen.queryByText(/Tidak lolos verifikasi/)).not.toBeInTheDocument();
  });

  it('says the data is not available yet when the server has no archive (404)', async () => {
    serveArchive(() => new Response('{"error":{}}', { status: 404 }));
    const { runner, runs } = recordingRunner();
    renderPage(runner);
    expect(await screen.findByText('Data pemilihan ini belum tersedia.')).toBeInTheDocument();
    expect(runs).toHaveLength(0);
    expect(screen.queryByRole('link', { name: T.download })).not.toBeInTheDocument();
  });

  it('refuses a picked file that is not .bel or too large, and checks a .bel one', async () => {
    serveArchive(() => new Response('', { status: 404 }));
    const { runner, runs } = recordingRunner();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(runner);
    await screen.findByText(T.missing);
    const input = screen.getByLabelText(T.localButton, { selector: 'input' });

    await user.upload(input, new File(['hasil'], 'hasil.txt', { type: 'text/plain' }));
    expect(await screen.findByText(LOCAL_ARCHIVE_TEXT.wrongType)).toBeInTheDocument();
    const huge = new File(['x'], 'besar.bel');
    Object.defineProperty(huge, 'size', { value: MAX_LOCAL_ARCHIVE_BYTES + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText(LOCAL_ARCHIVE_TEXT.tooLarge)).toBeInTheDocument();
    expect(runs).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array([4, 5])], 'UUID.bel'));
    expect(await screen.findByText(T.localSource('UUID.bel'))).toBeInTheDocument();
    expect(screen.queryByText(LOCAL_ARCHIVE_TEXT.tooLarge)).not.toBeInTheDocument();
    expect(runs).toHaveLength(1);
    expect([...new Uint8Array(runs[0]!.bytes)]).toEqual([4, 5]);
  });

  it('stops the running verification for a new one and when the page is left', async () => {
    serveArchive(() => archiveResponse(new Uint8Array([1])));
    const { runner, runs } = recordingRunner();
    const user = userEvent.setup();
    const view = renderPage(runner);
    await screen.findByText(T.reading);
    await user.upload(
      screen.getByLabelText(T.localButton, { selector: 'input' }),
      new File([new Uint8Array([2])], 'lain.bel'),
    );
    await vi.waitFor(() => expect(runs).toHaveLength(2));
    expect(runs[0]!.stop).toHaveBeenCalled();
    // A message of the stopped run changes nothing.
    act(() => runs[0]!.post({ type: 'progress', done: 7, total: 9 }));
    expect(screen.queryByText('Memeriksa 7 dari 9 bukti')).not.toBeInTheDocument();
    view.unmount();
    expect(runs[1]!.stop).toHaveBeenCalled();
  });
});
