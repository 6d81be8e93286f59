import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { TrusteeApi, TrusteeView, WitnessSignInFlow } from '../../backend/trustee-api';
import { render } from '../../test/render';
import type { TrusteeTask, TrusteeTaskMessage } from './trustee-messages';
import WaliPage from './WaliPage';
import type { TrusteeRunner } from './worker-runner';

/** A trustee's view as the server gives it, at step 1 unless changed. */
export function trusteeView(changes: Partial<TrusteeView> = {}): TrusteeView {
  return {
    uuid: 'Uji7Wa1i8Kunci',
    posisi: 2,
    n: 3,
    ambang: 2,
    nama: 'Saksi Paslon 1',
    namaPemilihan: 'Pemira Uji Wali',
    tahap: 'sertifikat',
    sertifikat: null,
    vinput: null,
    dkey: null,
    tallyTerenkripsi: null,
    pemilihan: null,
    sudah: { sertifikat: false, polinomial: false, verifikasi: false, dekripsi: false },
    ...changes,
  };
}

/** jsdom has no Worker: each run is recorded, and the test speaks for the worker (`post`). */
export function recordingRunner() {
  const runs: { task: TrusteeTask; post: (m: TrusteeTaskMessage) => void; stop: () => void }[] = [];
  const runner: TrusteeRunner = (task, post) => {
    const stop = vi.fn();
    runs.push({ task, post, stop });
    return stop;
  };
  return { runner, runs };
}

/**
 * The trustee API of a fake backend: `view` answers `first`, `send` what the test says; the
 * witness signs in with the committee's code (the embedded server) unless `flow` says `tautan`.
 */
export function fakeTrustees(first: TrusteeView | Error, flow: WitnessSignInFlow = 'kode') {
  return {
    witnessSignIn: flow,
    witnessLink: vi.fn<TrusteeApi['witnessLink']>(() => null),
    sendSignInLink: vi.fn<TrusteeApi['sendSignInLink']>(() => Promise.resolve()),
    completeSignInLink: vi.fn<TrusteeApi['completeSignInLink']>(),
    signIn: vi.fn<TrusteeApi['signIn']>(),
    signOut: vi.fn<TrusteeApi['signOut']>(() => Promise.resolve()),
    view: vi.fn<TrusteeApi['view']>(() =>
      first instanceof Error ? Promise.reject(first) : Promise.resolve(first),
    ),
    send: vi.fn<TrusteeApi['send']>(),
  };
}

export function renderWorkspace(trustees: TrusteeApi, runner: TrusteeRunner) {
  return render(
    <Routes>
      <Route path="/wali/:eventId" element={<WaliPage runner={runner} />} />
      <Route path="/wali/masuk" element={<p>Halaman masuk wali</p>} />
    </Routes>,
    {
      route: '/wali/ev-1',
      backend: {
        trustees,
        auth: { currentUser: () => Promise.resolve(null) } as never,
      },
    },
  );
}

/** A picked key file as the page's file input receives it. */
export const keyFile = (text: string, name = 'kunci.json') =>
  new File([text], name, { type: 'application/json' });
