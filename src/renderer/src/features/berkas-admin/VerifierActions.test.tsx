import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { testUser } from '../admin-shell/admin-test-utils';
import { berkasBackend, submission } from './testing';
import { VerifierActions } from './VerifierActions';

const user = testUser();
const renderActions = (backend: ReturnType<typeof berkasBackend>['backend'], id = 's1') =>
  render(<VerifierActions submission={submission({ id })} user={user} onDone={() => {}} />, {
    backend,
  });

describe('the unsent verification note', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept as a draft of this user and submission, and comes back', async () => {
    const { backend } = berkasBackend({ user });
    const first = renderActions(backend);
    await userEvent.setup().type(screen.getByLabelText(/Catatan verifikasi/), 'Lengkapi RAB');
    first.unmount();

    renderActions(backend);
    expect(screen.getByLabelText(/Catatan verifikasi/)).toHaveValue('Lengkapi RAB');
    expect(screen.getByText(/Catatan yang belum terkirim dipulihkan/)).toBeInTheDocument();
  });

  it('belongs to one submission only, and is cleared once the action is sent', async () => {
    const { backend, berkasAdmin } = berkasBackend({ user });
    const other = renderActions(backend, 's2');
    expect(screen.getByLabelText(/Catatan verifikasi/)).toHaveValue('');
    other.unmount();

    const clicker = userEvent.setup();
    const first = renderActions(backend);
    await clicker.type(screen.getByLabelText(/Catatan verifikasi/), 'Lengkapi RAB');
    await clicker.click(screen.getByRole('button', { name: 'Minta Revisi' }));
    await waitFor(() =>
      expect(berkasAdmin.verify).toHaveBeenCalledWith(
        's1',
        'request-revision',
        'Lengkapi RAB',
        undefined,
      ),
    );
    await waitFor(() => expect(screen.getByLabelText(/Catatan verifikasi/)).toHaveValue(''));
    first.unmount();
    renderActions(backend);
    expect(screen.getByLabelText(/Catatan verifikasi/)).toHaveValue('');
  });
});
