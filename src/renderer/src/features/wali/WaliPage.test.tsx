import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRUSTEE_STAGE_LABELS } from '../../../../shared/evoting/belenios-election';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { BackendError } from '../../backend/backend-error';
import { act, screen, userEvent, waitFor } from '../../test/render';
import { KEY_FILE_KIND, KEY_FILE_TEXT, keyFileText } from './key-file';
import {
  fakeTrustees,
  keyFile,
  recordingRunner,
  renderWorkspace,
  trusteeView,
} from './wali-test-utils';
import { TASK_TEXT, WALI_TEXT as T } from './wali-text';

/** Every file the page offered for download, by name, with its text. */
let downloads: { name: string; text: Promise<string> }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  downloads = [];
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:kunci-${(n += 1)}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const SEED = /"benih": "([1-9A-HJ-NP-Za-km-z]{22})"/;
const certificates = ['{"c":1}', '{"c":2}', '{"c":3}'];

describe('/wali/{eventId}, the trustee workspace', () => {
  it('shows the election, the position, the threshold and the stage', async () => {
    const trustees = fakeTrustees(trusteeView());
    renderWorkspace(trustees, recordingRunner().runner);
    expect(await screen.findByRole('heading', { name: 'Pemira Uji Wali' })).toBeInTheDocument();
    expect(screen.getByText('Wali 2 dari 3')).toBeInTheDocument();
    expect(
      screen.getByText('Ambang: 2 dari 3 wali diperlukan untuk membuka hasil'),
    ).toBeInTheDocument();
    expect(screen.getByText(TRUSTEE_STAGE_LABELS.sertifikat)).toBeInTheDocument();
    expect(trustees.view).toHaveBeenCalledWith('ev-1');
  });

  it('step 1: downloads the key file at once, and sends the certificate only once it is kept', async () => {
    const trustees = fakeTrustees(trusteeView());
    trustees.send.mockResolvedValue(
      trusteeView({ sudah: { ...trusteeView().sudah, sertifikat: true } }),
    );
    const { runner, runs } = recordingRunner();
    renderWorkspace(trustees, runner);
    await userEvent.click(await screen.findByRole('button', { name: T.generate }));

    expect(downloads.map((d) => d.name)).toEqual(['kunci-wali-Uji7Wa1i8Kunci-2.json']);
    const file = await downloads[0]!.text;
    const seed = SEED.exec(file)?.[1];
    expect(JSON.parse(file)).toMatchObject({ jenis: KEY_FILE_KIND, posisi: 2, benih: seed });
    expect(screen.getByText(T.keepFile)).toBeInTheDocument();
    expect(runs[0]!.task).toEqual({ type: 'sertifikat', seed });

    const sendButton = screen.getByRole('button', { name: T.sendCertificate });
    expect(sendButton).toBeDisabled();
    act(() => runs[0]!.post({ type: 'result', text: '{"sertifikat":"uji"}' }));
    expect(sendButton).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: T.keptConfirm }));
    await userEvent.click(sendButton);
    expect(trustees.send).toHaveBeenCalledWith('ev-1', 'sertifikat', '{"sertifikat":"uji"}');
    expect(await screen.findByText(T.waitingOthers)).toBeInTheDocument();
    // The seed was never sent and never stored by the page.
    expect(JSON.stringify(trustees.send.mock.calls)).not.toContain(seed);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('step 2: refuses another trustee’s key file, then computes from the right one and sends', async () => {
    const view = trusteeView({ tahap: 'polinomial', sertifikat: certificates });
    const trustees = fakeTrustees(view);
    trustees.send.mockResolvedValue({ ...view, sudah: { ...view.sudah, polinomial: true } });
    const { runner, runs } = recordingRunner();
    const { container } = renderWorkspace(trustees, runner);
    expect(await screen.findByRole('heading', { name: T.polynomialTitle })).toBeInTheDocument();
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;

    const seed = 'abcdefghijkmnopqrstuvw';
    await userEvent.upload(input(), keyFile(keyFileText({ ...view, posisi: 3 }, seed)));
    expect(await screen.findByText(KEY_FILE_TEXT.otherTrustee(3, 2))).toBeInTheDocument();
    expect(runs).toHaveLength(0);

    await userEvent.upload(input(), keyFile(keyFileText(view, seed), 'kunci-saya.json'));
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]!.task).toEqual({ type: 'polinomial', seed, certificates, ambang: 2 });
    expect(screen.getByText(T.keyLoaded('kunci-saya.json'))).toBeInTheDocument();
    act(() => runs[0]!.post({ type: 'progress', label: TASK_TEXT.polynomial, done: 0, total: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent(TASK_TEXT.polynomial);
    act(() => runs[0]!.post({ type: 'result', text: '{"polinomial":"uji"}' }));
    await waitFor(() =>
      expect(trustees.send).toHaveBeenCalledWith('ev-1', 'polinomial', '{"polinomial":"uji"}'),
    );
    expect(await screen.findByText(T.waitingOthers)).toBeInTheDocument();
  });

  it('decryption: a refusal by the server is shown as its message, and a file can be loaded again', async () => {
    const view = trusteeView({
      tahap: 'dekripsi',
      sertifikat: certificates,
      dkey: 'dkey',
      pemilihan: '{"pemilihan":1}',
      tallyTerenkripsi: '[[]]',
      sudah: { sertifikat: true, polinomial: true, verifikasi: true, dekripsi: false },
    });
    const trustees = fakeTrustees(view);
    trustees.send.mockRejectedValue(
      new BackendError('VALIDATION', BELENIOS_MESSAGES.badDecryption, 400),
    );
    const { runner, runs } = recordingRunner();
    const { container } = renderWorkspace(trustees, runner);
    expect(await screen.findByRole('heading', { name: T.decryptionTitle })).toBeInTheDocument();
    const seed = 'abcdefghijkmnopqrstuvw';
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, keyFile(keyFileText(view, seed)));
    await waitFor(() => expect(runs).toHaveLength(1));
    expect(runs[0]!.task).toEqual({
      type: 'dekripsi',
      seed,
      certificates,
      dkey: 'dkey',
      pemilihan: '{"pemilihan":1}',
      tallyTerenkripsi: '[[]]',
    });
    act(() => runs[0]!.post({ type: 'result', text: '{"decryption_factors":[]}' }));
    expect(await screen.findByText(BELENIOS_MESSAGES.badDecryption)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.loadKeyAgain })).toBeEnabled();
  });

  it('a worker’s error is shown, and nothing is sent', async () => {
    const view = trusteeView({ tahap: 'verifikasi', sertifikat: certificates, vinput: '{}' });
    const trustees = fakeTrustees(view);
    const { runner, runs } = recordingRunner();
    const { container } = renderWorkspace(trustees, runner);
    await screen.findByRole('heading', { name: T.verificationTitle });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, keyFile(keyFileText(view, 'abcdefghijkmnopqrstuvw')));
    await waitFor(() => expect(runs).toHaveLength(1));
    act(() => runs[0]!.post({ type: 'error', message: TASK_TEXT.keyMismatch }));
    expect(await screen.findByText(TASK_TEXT.keyMismatch)).toBeInTheDocument();
    expect(trustees.send).not.toHaveBeenCalled();
  });

  it('when the keys are ready, says so and asks for the key file to be kept', async () => {
    const done = { sertifikat: true, polinomial: true, verifikasi: true, dekripsi: true };
    renderWorkspace(
      fakeTrustees(trusteeView({ tahap: 'siap', sudah: done })),
      recordingRunner().runner,
    );
    expect(await screen.findByText(T.ready)).toBeInTheDocument();
  });

  it('after the result, links to /hasil/{eventId}', async () => {
    const done = { sertifikat: true, polinomial: true, verifikasi: true, dekripsi: true };
    renderWorkspace(
      fakeTrustees(trusteeView({ tahap: 'hasil', sudah: done })),
      recordingRunner().runner,
    );
    expect(await screen.findByText(T.resultDone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.seeResult })).toHaveAttribute('href', '/hasil/ev-1');
  });

  it('nobody signed in: offers the witness’s and the committee’s sign-in', async () => {
    const trustees = fakeTrustees(BackendError.fromCode('UNAUTHENTICATED', 401));
    renderWorkspace(trustees, recordingRunner().runner);
    expect(await screen.findByText(T.signInNeeded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.signInAsWitness })).toHaveAttribute(
      'href',
      '/wali/masuk',
    );
    expect(screen.getByRole('link', { name: T.signInAsCommittee })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fwali%2Fev-1',
    );
  });

  it('not a trustee: the server’s refusal is shown', async () => {
    const trustees = fakeTrustees(new BackendError('FORBIDDEN', BELENIOS_MESSAGES.notTrustee, 403));
    renderWorkspace(trustees, recordingRunner().runner);
    expect(await screen.findByText(BELENIOS_MESSAGES.notTrustee)).toBeInTheDocument();
  });
});
