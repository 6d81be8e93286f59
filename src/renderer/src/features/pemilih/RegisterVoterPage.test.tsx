import { describe, expect, it, vi } from 'vitest';
import { NIM_MESSAGES } from '../../../../shared/evoting/prodi';
import { VOTER_MESSAGES } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import RegisterVoterPage from './RegisterVoterPage';
import { fakeVoter, fakeVoterBackend } from './testing';

const STRONG = 'Reaktor-Kartini-1987!';

async function fillForm(nim = '022300017') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Nama Lengkap/ }), 'Sari Wulandari');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Program Studi/ }),
    'Elektronika Instrumentasi',
  );
  await user.type(screen.getByRole('textbox', { name: /^NIM/ }), nim);
  await user.type(screen.getByRole('textbox', { name: /^Email Mahasiswa/ }), 'sari@mahasiswa.test');
  await user.type(screen.getByLabelText(/^Password/), STRONG);
  await user.type(screen.getByLabelText(/^Konfirmasi Password/), STRONG);
  await user.click(screen.getByRole('checkbox', { name: /syarat & ketentuan pemilih/ }));
  return user;
}

describe('RegisterVoterPage', { timeout: 15_000 }, () => {
  it('names the programme’s NIM prefix as the ninth digit is typed', async () => {
    render(<RegisterVoterPage />, { route: '/register-pemilih', backend: fakeVoterBackend() });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Program Studi/ }),
      'Teknokimia Nuklir',
    );
    await user.type(screen.getByRole('textbox', { name: /^NIM/ }), '022300017');
    expect(await screen.findByText(NIM_MESSAGES.prefix('Teknokimia Nuklir'))).toBeInTheDocument();
  });

  it('links the terms to /terms-pemilih and refuses to send without them', async () => {
    const register = vi.fn();
    render(<RegisterVoterPage />, {
      route: '/register-pemilih',
      backend: fakeVoterBackend({ register }),
    });
    expect(await screen.findByRole('link', { name: 'syarat & ketentuan pemilih' })).toHaveAttribute(
      'href',
      '/terms-pemilih',
    );
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /syarat & ketentuan pemilih/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText(VOTER_MESSAGES.termsRequired)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('says when Konfirmasi differs, in the organisation’s words', async () => {
    const register = vi.fn();
    render(<RegisterVoterPage />, {
      route: '/register-pemilih',
      backend: fakeVoterBackend({ register }),
    });
    const user = await fillForm();
    await user.type(screen.getByLabelText(/^Konfirmasi Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText(VOTER_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('puts a taken NIM under the NIM field, as the backend says it', async () => {
    const register = vi.fn(() =>
      Promise.reject(
        new BackendError('CONFLICT', VOTER_MESSAGES.nimTaken, 409, {
          nim: VOTER_MESSAGES.nimTaken,
        }),
      ),
    );
    render(<RegisterVoterPage />, {
      route: '/register-pemilih',
      backend: fakeVoterBackend({ register }),
    });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText(VOTER_MESSAGES.nimTaken)).toHaveAttribute('role', 'alert');
    expect(register).toHaveBeenCalledWith({
      namaLengkap: 'Sari Wulandari',
      nim: '022300017',
      prodi: 'Elektronika Instrumentasi',
      email: 'sari@mahasiswa.test',
      password: STRONG,
      setujuSyarat: true,
    });
  });

  it('registers and signs the voter in', async () => {
    const register = vi.fn(() => Promise.resolve(fakeVoter()));
    render(<RegisterVoterPage />, {
      route: '/register-pemilih',
      backend: fakeVoterBackend({ register }),
    });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText(/Registrasi berhasil!/)).toBeInTheDocument();
  });
});
