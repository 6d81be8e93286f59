import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import { TrusteeWorkspaceLink } from './TrusteeWorkspaceLink';
import { fakeTrustees, trusteeView } from './wali-test-utils';
import WaliMasukPage from './WaliMasukPage';
import { WALI_TEXT as T } from './wali-text';

function Workspace() {
  return <p>Ruang wali {useParams().eventId}</p>;
}

function renderSignIn(trustees: ReturnType<typeof fakeTrustees>) {
  return render(
    <Routes>
      <Route path="/wali/masuk" element={<WaliMasukPage />} />
      <Route path="/wali/:eventId" element={<Workspace />} />
    </Routes>,
    {
      route: '/wali/masuk',
      backend: { trustees, auth: { currentUser: () => Promise.resolve(null) } as never },
    },
  );
}

describe('/wali/masuk on the embedded server: e-mail and code', () => {
  it('shows the server’s refusal, then goes to the election’s workspace', async () => {
    const trustees = fakeTrustees(trusteeView());
    trustees.signIn
      .mockRejectedValueOnce(
        new BackendError('UNAUTHENTICATED', BELENIOS_MESSAGES.witnessSignInFailed, 401),
      )
      .mockResolvedValueOnce({ eventId: 'ev-9', posisi: 2 });
    renderSignIn(trustees);
    await userEvent.type(await screen.findByRole('textbox', { name: T.email }), 'saksi@uji.test');
    await userEvent.type(screen.getByRole('textbox', { name: T.code }), 'kode-salah');
    await userEvent.click(screen.getByRole('button', { name: T.signIn }));
    expect(await screen.findByText(BELENIOS_MESSAGES.witnessSignInFailed)).toBeInTheDocument();
    expect(trustees.signIn).toHaveBeenCalledWith('saksi@uji.test', 'kode-salah');

    await userEvent.click(screen.getByRole('button', { name: T.signIn }));
    expect(await screen.findByText('Ruang wali ev-9')).toBeInTheDocument();
    // The embedded server's code: no link is asked for or completed.
    expect(trustees.witnessLink).not.toHaveBeenCalled();
    expect(trustees.completeSignInLink).not.toHaveBeenCalled();
  });

  it('asks for both fields before sending', async () => {
    const trustees = fakeTrustees(trusteeView());
    renderSignIn(trustees);
    await userEvent.click(await screen.findByRole('button', { name: T.signIn }));
    expect(await screen.findByText(T.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(T.codeRequired)).toBeInTheDocument();
    expect(trustees.signIn).not.toHaveBeenCalled();
  });
});

describe('/wali/masuk on Firebase: the mailed sign-in link', () => {
  const LINK = '/wali/masuk?pemilihan=ev-9&posisi=2&mode=signIn&oobCode=uji';
  const link = (email: string | null) => ({ eventId: 'ev-9', posisi: 2, masuk: true, email });
  // A Firebase build: the page asks its backend which way witnesses sign in.
  beforeEach(() => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    window.history.replaceState(null, '', LINK);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
  });

  it('signs in at once when this browser asked for the link, then opens the workspace', async () => {
    const trustees = fakeTrustees(trusteeView(), 'tautan');
    trustees.witnessLink.mockReturnValue(link('saksi@uji.test'));
    trustees.completeSignInLink.mockResolvedValue({ eventId: 'ev-9', posisi: 2 });
    renderSignIn(trustees);
    expect(await screen.findByText('Ruang wali ev-9')).toBeInTheDocument();
    expect(trustees.witnessLink).toHaveBeenCalledWith(window.location.href);
    expect(trustees.completeSignInLink).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining(LINK),
      'saksi@uji.test',
    );
    expect(trustees.signIn).not.toHaveBeenCalled();
  });

  it('asks for the address on another browser, shows a refusal and sends a new link', async () => {
    const trustees = fakeTrustees(trusteeView(), 'tautan');
    trustees.witnessLink.mockReturnValue(link(null));
    trustees.completeSignInLink.mockRejectedValueOnce(
      new BackendError('VALIDATION', BELENIOS_MESSAGES.witnessLinkInvalid, 400),
    );
    renderSignIn(trustees);
    expect(await screen.findByText(T.linkEmailPrompt)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: T.code })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.signIn }));
    expect(await screen.findByText(T.emailRequired)).toBeInTheDocument();
    expect(trustees.completeSignInLink).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: T.email }), 'saksi@uji.test');
    await userEvent.click(screen.getByRole('button', { name: T.signIn }));
    expect(await screen.findByText(BELENIOS_MESSAGES.witnessLinkInvalid)).toBeInTheDocument();
    expect(trustees.completeSignInLink).toHaveBeenCalledWith(
      expect.stringContaining(LINK),
      'saksi@uji.test',
    );

    await userEvent.click(screen.getByRole('button', { name: T.sendLink }));
    expect(await screen.findByText(T.linkSent('saksi@uji.test'))).toBeInTheDocument();
    expect(trustees.sendSignInLink).toHaveBeenCalledExactlyOnceWith('saksi@uji.test', 'ev-9', 2);
  });

  it('tells a witness without a link to open the mailed one', async () => {
    window.history.replaceState(null, '', '/wali/masuk');
    const trustees = fakeTrustees(trusteeView(), 'tautan');
    renderSignIn(trustees);
    expect(await screen.findByText(T.linkMissing)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(trustees.completeSignInLink).not.toHaveBeenCalled();
    expect(trustees.sendSignInLink).not.toHaveBeenCalled();
  });
});

describe('TrusteeWorkspaceLink, the committee area’s way in', () => {
  const renderLink = (trustees: ReturnType<typeof fakeTrustees>) =>
    render(<TrusteeWorkspaceLink eventId="ev-1" />, {
      backend: { trustees, auth: { currentUser: () => new Promise(() => {}) } as never },
    });

  it('links a committee member who is a trustee to /wali/{eventId}, with their stage', async () => {
    renderLink(fakeTrustees(trusteeView({ posisi: 1 })));
    expect(await screen.findByRole('link', { name: T.linkLabel })).toHaveAttribute(
      'href',
      '/wali/ev-1',
    );
    expect(screen.getByText(/Anda wali 1 dari 3 pemilihan ini/)).toBeInTheDocument();
  });

  it('shows nothing to an account the backend does not answer as a trustee', async () => {
    const trustees = fakeTrustees(new BackendError('FORBIDDEN', BELENIOS_MESSAGES.notTrustee, 403));
    renderLink(trustees);
    await vi.waitFor(() => expect(trustees.view).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Anda wali/)).toBeNull();
  });
});
