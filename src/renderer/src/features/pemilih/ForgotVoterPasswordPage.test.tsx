import { describe, expect, it, vi } from 'vitest';
import { VOTER_MESSAGES } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import ForgotVoterPasswordPage from './ForgotVoterPasswordPage';
import { fakeVoterBackend } from './testing';

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await user.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));
}

describe('ForgotVoterPasswordPage (SPEC.md §8)', () => {
  it('an email that is no voter’s gets "Alamat email tidak terdaftar sebagai akun pemilih."', async () => {
    const requestPasswordReset = vi.fn(() =>
      Promise.reject(
        new BackendError('NOT_FOUND', VOTER_MESSAGES.emailNotVoter, 404, {
          email: VOTER_MESSAGES.emailNotVoter,
        }),
      ),
    );
    render(<ForgotVoterPasswordPage />, { backend: fakeVoterBackend({ requestPasswordReset }) });
    await ask('siapa@uji.test');
    expect(await screen.findByText(VOTER_MESSAGES.emailNotVoter)).toHaveAttribute('role', 'alert');
  });

  it('success shows the SPEC text; any other failure "Terjadi kesalahan…"', async () => {
    const requestPasswordReset = vi.fn(() => Promise.resolve(VOTER_MESSAGES.resetSent));
    const { unmount } = render(<ForgotVoterPasswordPage />, {
      backend: fakeVoterBackend({ requestPasswordReset }),
    });
    await ask('sari@mahasiswa.test');
    expect(await screen.findByRole('status')).toHaveTextContent(VOTER_MESSAGES.resetSent);
    unmount();

    render(<ForgotVoterPasswordPage />, {
      backend: fakeVoterBackend({
        requestPasswordReset: () => Promise.reject(BackendError.fromCode('INTERNAL', 500)),
      }),
    });
    await ask('sari@mahasiswa.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(VOTER_MESSAGES.resetFailed);
  });
});
